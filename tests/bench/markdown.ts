/** Markdown tables for BENCHMARKS.md. */
export type Cell = string | number;

export function table(headers: string[], rows: Cell[][]): string {
  const line = (cells: Cell[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
