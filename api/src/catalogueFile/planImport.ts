import type { GstRate } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/httpErrors';
import type { ProductRow } from '../products/productRows';
import type { FileChecker } from './fileCheckPool';
import {
  type CheckedRow,
  type FileCheck,
  type InvalidRow,
  normalName,
  type ProblemKind,
  type ProductFields,
} from './checkFile';

export type { ProductFields } from './checkFile';

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
  /** The stored product's values of those same fields, as they are before the import. */
  was: Partial<ProductFields>;
}

export interface ImportPlan {
  create: PlannedCreate[];
  update: PlannedUpdate[];
  unchanged: number;
  /** The first rows that cannot be imported, each with every reason; `invalidRows` counts them all. */
  invalid: InvalidRow[];
  invalidRows: number;
  problemCount: number;
  problemKinds: ProblemKind[];
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
type StoredProduct = Omit<ProductRow, 'category_name' | 'category_name_hi'> & { sku: string };

export type StoreCategory = { id: string; name: string; slug: string };

export const readCategories = (db: Queryable) =>
  db.query<StoreCategory>('SELECT id, name, slug FROM categories ORDER BY id');

/**
 * Reads and checks the file in a worker thread against the store's categories as they are now
 * (`categories`, or read here); a file that cannot be read at all is refused with why.
 */
export async function checkFile(
  db: Queryable,
  checker: FileChecker,
  text: string,
  options: ImportOptions,
  categories?: readonly StoreCategory[],
): Promise<FileCheck> {
  const answer = await checker.check({
    text,
    categories: categories ?? (await readCategories(db)),
    createCategories: options.createCategories ?? [],
    uploadDir: options.uploadDir,
  });
  if ('refused' in answer) throw badRequest(answer.refused);
  return answer.check;
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
  if (fields.hsnCode !== undefined && fields.hsnCode !== stored.hsn_code) changes.hsnCode = fields.hsnCode;
  if (fields.gstRate !== undefined && fields.gstRate !== stored.gst_rate) changes.gstRate = fields.gstRate;
  // An empty images cell keeps the product's pictures: an import never takes a picture away by omission.
  if (fields.images !== undefined && fields.images.length > 0 && !sameList(fields.images, stored.images))
    changes.images = fields.images;
  return changes;
}

/** The stored product's values of `fields`, in a row's terms: what the preview shows each change from. */
function storedValues(stored: StoredProduct, fields: readonly (keyof ProductFields)[]): Partial<ProductFields> {
  const all: ProductFields = {
    name: stored.name,
    nameHi: stored.name_hi,
    description: stored.description,
    categoryId: stored.category_id,
    quantityLabel: stored.quantity_label,
    mrpPaise: stored.mrp_paise,
    sellingPricePaise: stored.selling_price_paise,
    stock: stored.stock,
    isActive: stored.is_active,
    images: stored.images,
    hsnCode: stored.hsn_code,
    gstRate: stored.gst_rate as GstRate,
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}

/**
 * What importing the checked file would do against the catalogue as it is now: products to create
 * (no SKU, or a SKU the store does not have), to update (matched by SKU, ignoring case), left
 * unchanged, and the rows that cannot be imported as the check found them.
 */
export async function planImport(
  db: Queryable,
  check: FileCheck,
  options: Pick<ImportOptions, 'setStock'>,
): Promise<ImportPlan> {
  const skus = check.valid.flatMap((row) => (row.sku ? [row.sku.toLowerCase()] : []));
  const stored = new Map(
    (
      await db.query<StoredProduct>(
        `SELECT id, sku, name, name_hi, description, category_id, images, mrp_paise, selling_price_paise,
                quantity_label, stock, is_active, hsn_code, gst_rate
           FROM products WHERE lower(sku) = ANY($1::text[])`,
        [skus],
      )
    ).map((product) => [product.sku.toLowerCase(), product]),
  );
  const { valid, ...checked } = check;
  const plan: ImportPlan = { ...checked, create: [], update: [], unchanged: 0, stockDiffers: 0 };
  for (const { line, sku, category, fields } of valid) {
    const existing = sku ? stored.get(sku.toLowerCase()) : undefined;
    if (!existing) {
      plan.create.push({ line, ...(sku && { sku }), category, fields });
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
        category,
        changes,
        was: storedValues(existing, Object.keys(changes) as (keyof ProductFields)[]),
      });
  }
  return plan;
}

/** The check with the categories it was told to create given the ids they now have. */
export function withCreatedCategories(check: FileCheck, categories: readonly StoreCategory[]): FileCheck {
  const idOf = new Map(categories.map((category) => [normalName(category.name), category.id]));
  const resolve = (row: CheckedRow): CheckedRow =>
    row.fields.categoryId === ''
      ? { ...row, fields: { ...row.fields, categoryId: idOf.get(normalName(row.category)) ?? '' } }
      : row;
  return { ...check, valid: check.valid.map(resolve) };
}
