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

/** One parsed record: its cells, and the line of the file it starts on (1 = the first line). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * Reads CSV as spreadsheets write it (RFC 4180, and what Excel and LibreOffice save): a leading
 * BOM is dropped; cells are split on commas; a quoted cell may hold commas, doubled quotes and line
 * breaks; lines end in CRLF or LF. Empty lines are skipped. A cell the export protected from
 * running as a formula (`'=…`) comes back as written (`=…`). Throws on a quote left open.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ cells, line: recordLine });
    cells = [];
  };
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) throw new CsvError(recordLine);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** A quoted cell never closed: where it starts. */
export class CsvError extends Error {
  override name = 'CsvError';
  constructor(readonly line: number) {
    super(`A quoted cell that starts on line ${line} is never closed`);
  }
}
