/**
 * CSV as spreadsheets read it (RFC 4180): cells joined by commas, lines ended by CRLF, a cell
 * with a comma, quote or line break quoted with its quotes doubled. A text cell that starts
 * like a formula (= + - @, or a tab or carriage return) gets a leading ' so a spreadsheet shows
 * it instead of running it: a customer could name themselves `=HYPERLINK(...)`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel opens a UTF-8 file as UTF-8 (names in any script, ₹, ×) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
