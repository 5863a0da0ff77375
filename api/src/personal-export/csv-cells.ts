/**
 * Cells a spreadsheet would run as a formula start with one of these (tab and carriage return too, which
 * some programs strip before looking): such a cell is written with a leading apostrophe, so opening the
 * export in a spreadsheet shows the text instead of running it (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell per RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
