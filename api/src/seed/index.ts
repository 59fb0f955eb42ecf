import { rupeesToPaise } from '@kirana/shared/domain';
import { type Database, type Queryable, theRow } from '../db/database';
import { newObjectId } from '../db/ids';
import { seedCategories, seedHindiNames, seedLocalities, seedProducts } from './catalogue';

export const SEED_ADMIN = { phoneNumber: '9000000000', name: 'Store Admin' } as const;
export const SEED_IMAGE_PREFIX = '/images/seed/';

/**
 * Demo catalogue, delivery area and the admin. Idempotent: rows are keyed by slug or name and
 * only inserted when missing, so restarting never duplicates or overwrites what an admin edited.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const category of seedCategories) {
      const row = await theRow<{ id: string }>(
        tx,
        `INSERT INTO categories (id, slug, name, name_hi, image, sort_order) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`,
        [
          newObjectId(),
          category.slug,
          category.name,
          category.nameHi,
          SEED_IMAGE_PREFIX + category.image,
          category.sortOrder,
        ],
      );
      categoryIds.set(category.slug, row.id);
    }
    for (const product of seedProducts) {
      const categoryId = categoryIds.get(product.categorySlug);
      if (!categoryId) throw new Error(`seed product ${product.slug} names unknown category ${product.categorySlug}`);
      await tx.query(
        // A catalogue seeded before Hindi names or tax codes existed gets them once, never over the
        // admin's own: a Hindi name where it has none, and the HSN code and rate together where the
        // product still has migration 043's defaults (no HSN code, 0%). A product the admin gave
        // either keeps both as they are.
        `INSERT INTO products (id, slug, name, description, category_id, images, mrp_paise, selling_price_paise, quantity_label, stock, name_hi, hsn_code, gst_rate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (slug) DO UPDATE SET
           name_hi = CASE WHEN products.name_hi IS NULL THEN EXCLUDED.name_hi ELSE products.name_hi END,
           hsn_code = CASE WHEN products.hsn_code IS NULL AND products.gst_rate = 0 THEN EXCLUDED.hsn_code ELSE products.hsn_code END,
           gst_rate = CASE WHEN products.hsn_code IS NULL AND products.gst_rate = 0 THEN EXCLUDED.gst_rate ELSE products.gst_rate END
         WHERE (products.name_hi IS NULL AND EXCLUDED.name_hi IS NOT NULL)
            OR (products.hsn_code IS NULL AND products.gst_rate = 0)`,
        [
          newObjectId(),
          product.slug,
          product.name,
          product.description,
          categoryId,
          product.images.map((image) => SEED_IMAGE_PREFIX + image),
          rupeesToPaise(product.mrp),
          rupeesToPaise(product.sellingPrice),
          product.quantityLabel,
          product.stock,
          seedHindiNames[product.name] ?? null,
          product.hsnCode,
          product.gstRate,
        ],
      );
    }
    for (const locality of seedLocalities) {
      const localityId = await upsertLocality(tx, locality.areaName);
      for (const societyName of locality.societies) {
        await tx.query(
          `INSERT INTO societies (id, locality_id, society_name) VALUES ($1, $2, $3)
           ON CONFLICT (locality_id, lower(society_name)) DO NOTHING`,
          [newObjectId(), localityId, societyName],
        );
      }
    }
    await ensureAdmins(tx, [SEED_ADMIN.phoneNumber], SEED_ADMIN.name);
  });
}

async function upsertLocality(tx: Queryable, areaName: string): Promise<string> {
  const existing = await tx.query<{ id: string }>('SELECT id FROM localities WHERE lower(area_name) = lower($1)', [
    areaName,
  ]);
  if (existing[0]) return existing[0].id;
  const id = newObjectId();
  await tx.query('INSERT INTO localities (id, area_name) VALUES ($1, $2)', [id, areaName]);
  return id;
}

/** Makes these phones admins, creating the users if needed. Only configuration and the seed do this. */
export async function ensureAdmins(db: Queryable, phones: readonly string[], name = 'Store Admin'): Promise<void> {
  for (const phone of phones) {
    await db.query(
      `INSERT INTO users (id, phone_number, name, is_admin) VALUES ($1, $2, $3, true)
       ON CONFLICT (phone_number) DO UPDATE SET is_admin = true, updated_at = now()`,
      [newObjectId(), phone, name],
    );
  }
}
