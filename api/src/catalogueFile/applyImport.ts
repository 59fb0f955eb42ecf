import { DEFAULT_GST_RATE, sentence } from '@kirana/shared/domain';
import type { Database, Queryable } from '../db/database';
import { newObjectId } from '../db/ids';
import { badRequest } from '../lib/httpErrors';
import { insertCategory } from '../products/categories';
import type { FileChecker } from './fileCheckPool';
import {
  checkFile,
  type ImportOptions,
  type ImportPlan,
  planImport,
  readCategories,
  type StoreCategory,
  withCreatedCategories,
} from './planImport';

/** Imports take this lock for their transaction, so two at once run one after the other. */
const IMPORT_LOCK = 7_150_015;

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: string[];
}

/** The categories rows name that the store does not have yet (agreed to be created), as first written. */
function categoriesToCreate(plan: ImportPlan): string[] {
  const names = new Map<string, string>();
  const rows = [
    ...plan.create.map((row) => ({ category: row.category, id: row.fields.categoryId })),
    ...plan.update.map((row) => ({ category: row.category, id: row.changes.categoryId })),
  ];
  for (const row of rows) {
    const name = row.category.trim().replace(/\s+/g, ' ');
    if (row.id === '') names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

async function insertProducts(db: Queryable, plan: ImportPlan): Promise<void> {
  if (plan.create.length === 0) return;
  const rows = plan.create.map((row) => ({ id: newObjectId(), sku: row.sku ?? null, ...row.fields }));
  await db.query(
    `INSERT INTO products (id, sku, name, name_hi, description, category_id, images, mrp_paise, selling_price_paise,
                           quantity_label, stock, is_active, hsn_code, gst_rate)
     SELECT v.id, COALESCE(v.sku, 'KN' || lpad(nextval('product_sku_seq')::text, 5, '0')), v.name, v.name_hi,
            v.description, v.category_id, string_to_array(v.images, '|'), v.mrp, v.sp, v.quantity, v.stock, v.active,
            v.hsn_code, v.gst_rate
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
                   $9::int[], $10::text[], $11::int[], $12::bool[], $13::text[], $14::smallint[])
         AS v (id, sku, name, name_hi, description, category_id, images, mrp, sp, quantity, stock, active, hsn_code,
               gst_rate)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.sku),
      rows.map((r) => r.name),
      rows.map((r) => r.nameHi ?? null),
      rows.map((r) => r.description ?? ''),
      rows.map((r) => r.categoryId),
      rows.map((r) => (r.images ?? []).join('|')),
      rows.map((r) => r.mrpPaise),
      rows.map((r) => r.sellingPricePaise),
      rows.map((r) => r.quantityLabel),
      rows.map((r) => r.stock ?? 0),
      rows.map((r) => r.isActive ?? true),
      rows.map((r) => r.hsnCode ?? null),
      rows.map((r) => r.gstRate ?? DEFAULT_GST_RATE),
    ],
  );
  // A SKU written like the store's own numbers (KN00120) moves the numbering past it.
  await db.query(
    `SELECT setval('product_sku_seq', top) FROM (
       SELECT max(substring(sku FROM '^[Kk][Nn]0*([0-9]{1,9})$')::bigint) AS top FROM products
     ) t WHERE top >= (SELECT last_value FROM product_sku_seq)`,
  );
}

/** Every update in one statement: a column left null keeps what is stored (`*_set` says so for the nullable ones). */
async function updateProducts(db: Queryable, plan: ImportPlan): Promise<void> {
  if (plan.update.length === 0) return;
  const rows = plan.update.map((row) => ({ id: row.id, ...row.changes }));
  await db.query(
    `WITH locked AS (SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE)
     UPDATE products p SET
       name = COALESCE(v.name, p.name),
       name_hi = CASE WHEN v.name_hi_set THEN v.name_hi ELSE p.name_hi END,
       description = COALESCE(v.description, p.description),
       category_id = COALESCE(v.category_id, p.category_id),
       images = COALESCE(string_to_array(v.images, '|'), p.images),
       mrp_paise = COALESCE(v.mrp, p.mrp_paise),
       selling_price_paise = COALESCE(v.sp, p.selling_price_paise),
       quantity_label = COALESCE(v.quantity, p.quantity_label),
       stock = COALESCE(v.stock, p.stock),
       is_active = COALESCE(v.active, p.is_active),
       hsn_code = CASE WHEN v.hsn_code_set THEN v.hsn_code ELSE p.hsn_code END,
       gst_rate = COALESCE(v.gst_rate, p.gst_rate),
       updated_at = now()
     FROM unnest($1::text[], $2::text[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
                 $9::int[], $10::text[], $11::int[], $12::bool[], $13::bool[], $14::text[], $15::smallint[])
       AS v (id, name, name_hi_set, name_hi, description, category_id, images, mrp, sp, quantity, stock, active,
             hsn_code_set, hsn_code, gst_rate),
       locked l
     WHERE p.id = v.id AND l.id = p.id`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.name ?? null),
      rows.map((r) => r.nameHi !== undefined),
      rows.map((r) => r.nameHi ?? null),
      rows.map((r) => r.description ?? null),
      rows.map((r) => r.categoryId ?? null),
      rows.map((r) => (r.images ? r.images.join('|') : null)),
      rows.map((r) => r.mrpPaise ?? null),
      rows.map((r) => r.sellingPricePaise ?? null),
      rows.map((r) => r.quantityLabel ?? null),
      rows.map((r) => r.stock ?? null),
      rows.map((r) => r.isActive ?? null),
      rows.map((r) => r.hsnCode !== undefined),
      rows.map((r) => r.hsnCode ?? null),
      rows.map((r) => r.gstRate ?? null),
    ],
  );
}

const sameCategories = (a: readonly StoreCategory[], b: readonly StoreCategory[]) =>
  a.length === b.length &&
  a.every((category, i) => category.id === b[i]?.id && category.name === b[i]?.name && category.slug === b[i]?.slug);

/**
 * Applies the file in one transaction, or nothing. The file is read and checked before the
 * transaction (in a worker thread, holding no lock), then planned against the catalogue as it is
 * inside the transaction (another import may have landed since the preview); if the categories
 * changed meanwhile the file is checked again. Any row that cannot be imported refuses the whole
 * file. Two imports at once run one after the other, so a SKU new to both is created once and
 * updated by the second.
 */
export async function applyImport(
  db: Database,
  checker: FileChecker,
  text: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const checkedAgainst = await readCategories(db);
  const firstCheck = await checkFile(db, checker, text, options, checkedAgainst);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const categories = await readCategories(tx);
    let check = sameCategories(categories, checkedAgainst)
      ? firstCheck
      : await checkFile(tx, checker, text, options, categories);
    let plan = await planImport(tx, check, options);
    if (plan.invalidRows > 0)
      throw badRequest(
        plan.invalidRows === 1
          ? sentence(
              '1 row cannot be imported (line {line}). Nothing was changed: fix the file and preview it again.',
              { line: plan.invalid[0]?.line ?? 0 },
            )
          : sentence(
              '{count} rows cannot be imported (the first on line {line}). Nothing was changed: fix the file and preview it again.',
              { count: plan.invalidRows, line: plan.invalid[0]?.line ?? 0 },
            ),
      );
    const categoriesCreated = categoriesToCreate(plan);
    if (categoriesCreated.length > 0) {
      for (const name of categoriesCreated) await insertCategory(tx, { name, image: '' });
      check = withCreatedCategories(check, await readCategories(tx));
      plan = await planImport(tx, check, options);
    }
    await insertProducts(tx, plan);
    await updateProducts(tx, plan);
    return {
      created: plan.create.length,
      updated: plan.update.length,
      unchanged: plan.unchanged,
      categoriesCreated,
    };
  });
}
