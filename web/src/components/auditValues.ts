/** A journalled value (JSON-encoded by the gateway) as staff read it; null means 'not set'. */
export function displayAuditValue(encoded: string | null | undefined): string {
  if (encoded === null || encoded === undefined) return '—';
  try {
    const value: unknown = JSON.parse(encoded);
    if (value === null || value === '') return '—';
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return encoded;
  }
}
