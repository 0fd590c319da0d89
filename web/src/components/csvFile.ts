/**
 * The one CSV writer of the web app's exports (accounts, participants, audit log): RFC 4180
 * quoting, CRLF between records, and cells that a spreadsheet would run as a formula neutralised
 * as OWASP's "CSV Injection" page describes.
 */

/**
 * A cell's value. Text is anything a user may have typed and is always neutralised. A number is a
 * value the app computed (a count, a placement): a spreadsheet reads `-3` as the number it is, so
 * it is written as is.
 */
export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (tab and CR included, since
// some apps strip them and then read what follows).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A header line and one line per row, separated by CRLF, with no line break after the last. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}

/** Saves the text as a file through a temporary object URL and a `download` link. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
