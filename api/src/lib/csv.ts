import { CsvError as ParseError, parse } from 'csv-parse/sync';
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';

/**
 * CSV as spreadsheets write and read it (RFC 4180), through csv-stringify and csv-parse: cells
 * joined by commas, lines ended by CRLF, a cell with a comma, quote or line break quoted with its
 * quotes doubled. A text cell that starts like a formula (= + - @, a tab or carriage return, or
 * their full-width forms) gets a leading ' so a spreadsheet shows it instead of running it: a
 * customer could name themselves `=HYPERLINK(...)`. Numbers are left alone (-2 is a number).
 */
const WRITE: StringifyOptions = {
  record_delimiter: '\r\n',
  escape_formulas: true,
  // csv-stringify quotes only the record delimiter itself; a lone LF or CR inside a cell is quoted too.
  quoted_match: /[\r\n]/,
};

/**
 * Many lines at once (an export writes a page of rows per chunk). `writeNumber` writes a number cell
 * its own way (amounts with 2 decimals, by column); a number stays a number for the formula rule, so
 * a negative amount is never prefixed with '.
 */
export function csvLines(
  rows: readonly (readonly (string | number)[])[],
  writeNumber?: (value: number, column: number) => string,
): string {
  if (rows.length === 0) return '';
  const options: StringifyOptions = writeNumber
    ? { ...WRITE, cast: { number: (value, context) => writeNumber(value, Number(context.index)) } }
    : WRITE;
  return stringify(rows as (string | number)[][], options);
}

export function csvLine(cells: readonly (string | number)[]): string {
  return csvLines([cells]);
}

export function csvCell(value: string | number): string {
  return csvLine([value]).slice(0, -2);
}

/** Excel opens a UTF-8 file as UTF-8 (names in any script, ₹, ×) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** One parsed record: its cells, and the line of the file it starts on (1 = the first line). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** What the export's formula rule put in front of a cell, taken off again when the file comes back. */
const PROTECTED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Reads CSV as spreadsheets write it (RFC 4180, and what Excel and LibreOffice save): a leading
 * BOM is dropped; a quoted cell may hold commas, doubled quotes and line breaks; lines end in CRLF,
 * LF or CR; rows may have different numbers of cells; a stray quote inside an unquoted cell is
 * text. Empty lines are skipped. A cell the export protected from running as a formula (`'=…`)
 * comes back as written (`=…`). Throws CsvError on a quote left open.
 */
export function parseCsv(text: string): CsvRecord[] {
  let lastLine = 0;
  const ends: number[] = [];
  try {
    const records: string[][] = parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record, { lines }) => {
        lastLine = lines;
        ends.push(lines);
        return record;
      },
    });
    return records.map((record, index) => {
      // csv-parse counts the line a record ends on; it starts that many line breaks earlier.
      const breaks = record.reduce((sum, cell) => sum + (cell.match(LINE_BREAK)?.length ?? 0), 0);
      return {
        cells: record.map((cell) => (PROTECTED_FORMULA.test(cell) ? cell.slice(1) : cell)),
        line: (ends[index] ?? 0) - breaks,
      };
    });
  } catch (error) {
    if (!(error instanceof ParseError && error.code === 'CSV_QUOTE_NOT_CLOSED')) throw error;
    // The open quote's record is the first line with text after the last record read.
    const lines = text.split(LINE_BREAK);
    let line = lastLine + 1;
    while (line < lines.length && lines[line - 1]?.replace(UTF8_BOM, '') === '') line += 1;
    throw new CsvError(line);
  }
}

/** A quoted cell never closed: where it starts. */
export class CsvError extends Error {
  override name = 'CsvError';
  constructor(readonly line: number) {
    super(`A quoted cell that starts on line ${line} is never closed`);
  }
}
