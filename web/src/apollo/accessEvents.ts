/**
 * The access error event of spec 1 §6: the API layer raises it on a FORBIDDEN answer and the
 * shell shows the access-denied page. A plain event source keeps the link free of routing.
 */
type AccessDeniedListener = () => void;

const listeners = new Set<AccessDeniedListener>();

export function reportAccessDenied(): void {
  listeners.forEach((listener) => listener());
}

export function onAccessDenied(listener: AccessDeniedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
