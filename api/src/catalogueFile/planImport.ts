import {
  CATALOGUE_COLUMNS,
  CATALOGUE_FILE_LIMITS,
  type CatalogueColumn,
  type CatalogueRow,
  readCatalogueRow,
  REQUIRED_COLUMNS,
  type RowProblem,
  sentence,
} from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { CsvError, parseCsv } from '../lib/csv';
import { badRequest } from '../lib/httpErrors';
import { storedImageExists } from '../lib/storedImages';
import type { ProductRow } from '../products/productRows';

/** What a product's row would change, column by column (stored form). */
export type ProductFields = Omit<CatalogueRow, 'sku' | 'category'> & { categoryId: string };

export interface PlannedCreate {
  line: number;
  sku?: string;
  /** The category as written: an existing one, or one the admin agreed to create. */
  category: string;
  fields: ProductFields;
}

export interface PlannedUpdate {
  line: number;
  id: string;
  sku: string;
  name: string;
  /** The category as written (a category to create has no id until the import makes it). */
  category: string;
  /** Only what differs from the stored product. */
  changes: Partial<ProductFields>;
}

export interface InvalidRow {
  line: number;
  sku?: string;
  name?: string;
  /** Every reason the row cannot be imported, as sentences (the preview sends their English beside them). */
  problems: RowProblem[];
}

export interface ImportPlan {
  create: PlannedCreate[];
  update: PlannedUpdate[];
  unchanged: number;
  invalid: InvalidRow[];
  /** Categories the file names that the store does not have (rows naming them are invalid until created). */
  unknownCategories: { name: string; rows: number }[];
  /**
   * Existing products whose stock in the file differs from their stock now. Left alone unless the
   * admin asks (`setStock`): orders since the file was exported would be written back otherwise.
   */
  stockDiffers: number;
}

export interface ImportOptions {
  uploadDir: string;
  /** Names of categories the admin agreed to create: rows naming them are valid. */
  createCategories?: readonly string[];
  /** Set existing products' stock from the file (new products always take the file's stock). */
  setStock?: boolean;
}

/** A product as stored, with its SKU: what a row is compared with. */
type StoredProduct = Omit<ProductRow, 'category_name'> & { sku: string };

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The file's lines as rows by column name; refuses a file that cannot be read at all, with why. */
export function readCatalogueFile(text: string): { cells: Partial<Record<CatalogueColumn, string>>; line: number }[] {
  if (Buffer.byteLength(text, 'utf8') > CATALOGUE_FILE_LIMITS.maxBytes)
    throw badRequest(sentence('The file is larger than 5 MB. Split it into smaller files and import them one by one.'));
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(
        sentence('The file could not be read: a quoted cell that starts on line {line} is never closed.', {
          line: error.line,
        }),
      );
    throw error;
  }
  const [header, ...rows] = records;
  if (!header)
    throw badRequest(sentence('The file is empty. Export the catalogue to get a file with the right columns.'));
  const columns = header.cells.map((cell) => normal(cell).replace(/ /g, '_'));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw badRequest(
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
    throw badRequest(
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

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** What differs between a row and the product it names (columns left out of the file change nothing). */
function differences(fields: ProductFields, stored: StoredProduct, setStock: boolean): Partial<ProductFields> {
  const changes: Partial<ProductFields> = {};
  if (fields.name !== stored.name) changes.name = fields.name;
  if (fields.nameHi !== undefined && fields.nameHi !== stored.name_hi) changes.nameHi = fields.nameHi;
  if (fields.description !== undefined && fields.description !== stored.description)
    changes.description = fields.description;
  if (fields.categoryId !== stored.category_id) changes.categoryId = fields.categoryId;
  if (fields.quantityLabel !== stored.quantity_label) changes.quantityLabel = fields.quantityLabel;
  if (fields.mrpPaise !== stored.mrp_paise) changes.mrpPaise = fields.mrpPaise;
  if (fields.sellingPricePaise !== stored.selling_price_paise) changes.sellingPricePaise = fields.sellingPricePaise;
  if (setStock && fields.stock !== undefined && fields.stock !== stored.stock) changes.stock = fields.stock;
  if (fields.isActive !== undefined && fields.isActive !== stored.is_active) changes.isActive = fields.isActive;
  // An empty images cell keeps the product's pictures: an import never takes a picture away by omission.
  if (fields.images !== undefined && fields.images.length > 0 && !sameList(fields.images, stored.images))
    changes.images = fields.images;
  return changes;
}

/**
 * What importing the file would do, row by row, against the catalogue as it is now: products to
 * create (no SKU, or a SKU the store does not have), to update (matched by SKU, ignoring case),
 * left unchanged, and every row that cannot be imported with all its reasons. `createCategories`
 * are names the admin agreed to create: rows naming them are valid.
 */
export async function planImport(db: Queryable, text: string, options: ImportOptions): Promise<ImportPlan> {
  const rows = readCatalogueFile(text);
  const categories = await db.query<{ id: string; name: string; slug: string }>(
    'SELECT id, name, slug FROM categories',
  );
  const categoryId = new Map<string, string>();
  for (const category of categories) {
    categoryId.set(normal(category.name), category.id);
    categoryId.set(normal(category.slug), category.id);
  }
  const toCreate = new Set((options.createCategories ?? []).map(normal));
  const skus = rows.flatMap((row) => (row.cells.sku?.trim() ? [row.cells.sku.trim().toLowerCase()] : []));
  const stored = new Map(
    (
      await db.query<StoredProduct>(
        `SELECT id, sku, name, name_hi, description, category_id, images, mrp_paise, selling_price_paise,
                quantity_label, stock, is_active
           FROM products WHERE lower(sku) = ANY($1::text[])`,
        [skus],
      )
    ).map((product) => [product.sku.toLowerCase(), product]),
  );

  const plan: ImportPlan = {
    create: [],
    update: [],
    unchanged: 0,
    invalid: [],
    unknownCategories: [],
    stockDiffers: 0,
  };
  const unknown = new Map<string, { name: string; rows: number }>();
  const firstLineOf = new Map<string, number>();
  for (const { cells, line } of rows) {
    const read = readCatalogueRow(cells);
    const problems = [...read.problems];
    const sku = cells.sku?.trim() || undefined;
    const skuKey = sku?.toLowerCase();
    if (sku && skuKey) {
      const first = firstLineOf.get(skuKey);
      if (first !== undefined) problems.push(sentence('The SKU “{sku}” is also on line {line}', { sku, line: first }));
      else firstLineOf.set(skuKey, line);
    }
    const categoryName = cells.category?.trim() ?? '';
    const category = categoryName ? categoryId.get(normal(categoryName)) : undefined;
    if (categoryName && !category && !toCreate.has(normal(categoryName))) {
      problems.push(sentence('There is no category “{category}”', { category: categoryName }));
      const entry = unknown.get(normal(categoryName)) ?? { name: categoryName, rows: 0 };
      entry.rows += 1;
      unknown.set(normal(categoryName), entry);
    }
    const missingImages = read.row?.images?.filter((image) => !storedImageExists(options.uploadDir, image)) ?? [];
    if (missingImages.length > 0)
      problems.push(
        sentence('This store has no image {images}: upload it first, or leave images empty', {
          images: missingImages.join(', '),
        }),
      );
    if (!read.row || problems.length > 0) {
      plan.invalid.push({
        line,
        ...(sku && { sku }),
        ...(cells.name?.trim() && { name: cells.name.trim() }),
        problems,
      });
      continue;
    }
    const { sku: _sku, category: _category, ...rest } = read.row;
    const fields: ProductFields = { ...rest, categoryId: category ?? '' };
    const existing = skuKey ? stored.get(skuKey) : undefined;
    if (!existing) {
      plan.create.push({ line, ...(sku && { sku }), category: categoryName, fields });
      continue;
    }
    if (fields.stock !== undefined && fields.stock !== existing.stock) plan.stockDiffers += 1;
    const changes = differences(fields, existing, options.setStock === true);
    if (Object.keys(changes).length === 0) plan.unchanged += 1;
    else
      plan.update.push({
        line,
        id: existing.id,
        sku: existing.sku,
        name: existing.name,
        category: categoryName,
        changes,
      });
  }
  plan.unknownCategories = [...unknown.values()];
  return plan;
}
