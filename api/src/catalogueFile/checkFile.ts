import {
  CATALOGUE_COLUMNS,
  CATALOGUE_FILE_LIMITS,
  type CatalogueColumn,
  type CatalogueRow,
  readCatalogueRow,
  REQUIRED_COLUMNS,
  type RowProblem,
  type Sentence,
  sentence,
} from '@kirana/shared/domain';
import { CsvError, parseCsv } from '../lib/csv';
import { storedImageExists } from '../lib/storedImages';

/**
 * Reading and checking a catalogue file, row by row, without the database: the part of an import
 * that costs time in proportion to the file. It runs in a worker thread (`fileCheckPool.ts`), so
 * nothing here may close over the app; what it needs comes in the task and what it finds goes back
 * by structured clone, which is why only the first rows with problems travel, with counts.
 */

/** What a product's row would change, column by column (stored form). */
export type ProductFields = Omit<CatalogueRow, 'sku' | 'category'> & { categoryId: string };

export interface FileCheckTask {
  text: string;
  categories: readonly { id: string; name: string; slug: string }[];
  /** Names of categories the admin agreed to create: rows naming them are valid (their `categoryId` is ''). */
  createCategories: readonly string[];
  uploadDir: string;
}

/** A row that can be imported: its fields, and the category as written. */
export interface CheckedRow {
  line: number;
  sku?: string;
  category: string;
  fields: ProductFields;
}

export interface InvalidRow {
  line: number;
  sku?: string;
  name?: string;
  /** Every reason the row cannot be imported, as sentences (the preview sends their English beside them). */
  problems: RowProblem[];
}

/** One kind of problem (one sentence, whatever its values): how often, and where it first is. */
export interface ProblemKind {
  text: string;
  count: number;
  first: { line: number; problem: RowProblem };
}

export interface FileCheck {
  valid: CheckedRow[];
  /** The first rows with problems, in file order (at most `problemRowsShown`). */
  invalid: InvalidRow[];
  /** Every row with a problem, and every problem, counted. */
  invalidRows: number;
  problemCount: number;
  /** Most frequent first. */
  problemKinds: ProblemKind[];
  /** Categories the file names that the store does not have (rows naming them are invalid until created). */
  unknownCategories: { name: string; rows: number }[];
}

/** The file cannot be read at all: why, as a sentence (an Error would lose it crossing the thread). */
export type FileCheckAnswer = { check: FileCheck } | { refused: Sentence };

export const normalName = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

class Unreadable {
  constructor(readonly said: Sentence) {}
}

/** The file's lines as rows by column name; a file that cannot be read at all is refused with why. */
function readCatalogueFile(text: string): { cells: Partial<Record<CatalogueColumn, string>>; line: number }[] {
  if (Buffer.byteLength(text, 'utf8') > CATALOGUE_FILE_LIMITS.maxBytes)
    throw new Unreadable(
      sentence('The file is larger than 5 MB. Split it into smaller files and import them one by one.'),
    );
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      throw new Unreadable(
        sentence('The file could not be read: a quoted cell that starts on line {line} is never closed.', {
          line: error.line,
        }),
      );
    throw error;
  }
  const [header, ...rows] = records;
  if (!header)
    throw new Unreadable(sentence('The file is empty. Export the catalogue to get a file with the right columns.'));
  const columns = header.cells.map((cell) => normalName(cell).replace(/ /g, '_'));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw new Unreadable(
      missing.length === 1
        ? sentence(
            'The first line must name the columns; {columns} is missing. Export the catalogue to get a file with the right columns.',
            { columns: missing.join(', ') },
          )
        : sentence(
            'The first line must name the columns; {columns} are missing. Export the catalogue to get a file with the right columns.',
            { columns: missing.join(', ') },
          ),
    );
  const known = new Set<string>(CATALOGUE_COLUMNS);
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (filled.length > CATALOGUE_FILE_LIMITS.maxRows)
    throw new Unreadable(
      sentence('The file has {count} products; at most {most} can be imported at once. Split it into smaller files.', {
        count: filled.length.toLocaleString('en-IN'),
        most: CATALOGUE_FILE_LIMITS.maxRows.toLocaleString('en-IN'),
      }),
    );
  return filled.map((row) => {
    const cells: Partial<Record<CatalogueColumn, string>> = {};
    columns.forEach((column, index) => {
      if (known.has(column)) cells[column as CatalogueColumn] = row.cells[index] ?? '';
    });
    return { cells, line: row.line };
  });
}

/** What a decoder leaves where the bytes were not UTF-8: a file read as UTF-8 when it was not. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * Every row read and checked against the categories and the stored images: rows that can be
 * imported, and the problems of the rest (duplicate SKUs, unknown categories, missing images,
 * text that was not UTF-8 before it reached us, and whatever `readCatalogueRow` finds).
 */
export function checkCatalogueFile(task: FileCheckTask): FileCheckAnswer {
  let rows: ReturnType<typeof readCatalogueFile>;
  try {
    rows = readCatalogueFile(task.text);
  } catch (error) {
    if (error instanceof Unreadable) return { refused: error.said };
    throw error;
  }
  const categoryId = new Map<string, string>();
  for (const category of task.categories) {
    categoryId.set(normalName(category.name), category.id);
    categoryId.set(normalName(category.slug), category.id);
  }
  const toCreate = new Set(task.createCategories.map(normalName));
  const check: FileCheck = {
    valid: [],
    invalid: [],
    invalidRows: 0,
    problemCount: 0,
    problemKinds: [],
    unknownCategories: [],
  };
  const kinds = new Map<string, ProblemKind>();
  const unknown = new Map<string, { name: string; rows: number }>();
  const firstLineOf = new Map<string, number>();
  for (const { cells, line } of rows) {
    const read = readCatalogueRow(cells);
    const problems = [...read.problems];
    if (Object.values(cells).some((cell) => cell?.includes(REPLACEMENT_CHARACTER)))
      problems.push(
        sentence(
          'The row has a character that could not be read (�): the file was not saved as UTF-8. Save it as “CSV UTF-8” and choose it again',
        ),
      );
    const sku = cells.sku?.trim() || undefined;
    const skuKey = sku?.toLowerCase();
    if (sku && skuKey) {
      const first = firstLineOf.get(skuKey);
      if (first !== undefined) problems.push(sentence('The SKU “{sku}” is also on line {line}', { sku, line: first }));
      else firstLineOf.set(skuKey, line);
    }
    const categoryName = cells.category?.trim() ?? '';
    const category = categoryName ? categoryId.get(normalName(categoryName)) : undefined;
    if (categoryName && !category && !toCreate.has(normalName(categoryName))) {
      problems.push(sentence('There is no category “{category}”', { category: categoryName }));
      const entry = unknown.get(normalName(categoryName)) ?? { name: categoryName, rows: 0 };
      entry.rows += 1;
      unknown.set(normalName(categoryName), entry);
    }
    const missingImages = read.row?.images?.filter((image) => !storedImageExists(task.uploadDir, image)) ?? [];
    if (missingImages.length > 0)
      problems.push(
        sentence('This store has no image {images}: upload it first, or leave images empty', {
          images: missingImages.join(', '),
        }),
      );
    if (!read.row || problems.length > 0) {
      check.invalidRows += 1;
      check.problemCount += problems.length;
      for (const problem of problems) {
        const kind = kinds.get(problem.text);
        if (kind) kind.count += 1;
        else kinds.set(problem.text, { text: problem.text, count: 1, first: { line, problem } });
      }
      if (check.invalid.length < CATALOGUE_FILE_LIMITS.problemRowsShown)
        check.invalid.push({
          line,
          ...(sku && { sku }),
          ...(cells.name?.trim() && { name: cells.name.trim() }),
          problems,
        });
      continue;
    }
    const { sku: _sku, category: _category, ...rest } = read.row;
    check.valid.push({
      line,
      ...(sku && { sku }),
      category: categoryName,
      fields: { ...rest, categoryId: category ?? '' },
    });
  }
  check.problemKinds = [...kinds.values()].sort((a, b) => b.count - a.count || a.first.line - b.first.line);
  check.unknownCategories = [...unknown.values()];
  return { check };
}
