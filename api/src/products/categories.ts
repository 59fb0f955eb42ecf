import type { Category } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { newObjectId } from '../db/ids';
import { SqlParams } from '../db/params';
import { assetUrl } from '../lib/assetUrl';

interface CategoryRow {
  id: string;
  name: string;
  name_hi: string | null;
  slug: string;
  image: string;
  sort_order: number;
  product_count: number;
}

/** Counted in one pass over the products (grouped), not once per category. */
const CATEGORIES_WITH_COUNTS = `SELECT c.id, c.name, c.name_hi, c.slug, c.image, c.sort_order, COALESCE(n.count, 0)::int AS product_count
  FROM categories c
  LEFT JOIN (SELECT category_id, count(*) AS count FROM products WHERE is_active GROUP BY category_id) n ON n.category_id = c.id`;

function toCategory(row: CategoryRow, publicUrl: string): Category {
  return {
    _id: row.id,
    name: row.name,
    ...(row.name_hi ? { nameHi: row.name_hi } : {}),
    slug: row.slug,
    image: row.image ? assetUrl(publicUrl, row.image) : '',
    sortOrder: row.sort_order,
    productCount: row.product_count,
  };
}

export async function listCategories(db: Queryable, publicUrl: string): Promise<Category[]> {
  const rows = await db.query<CategoryRow>(`${CATEGORIES_WITH_COUNTS} ORDER BY c.sort_order, c.name`);
  return rows.map((row) => toCategory(row, publicUrl));
}

export async function findCategory(db: Queryable, id: string, publicUrl: string): Promise<Category | null> {
  const rows = await db.query<CategoryRow>(`${CATEGORIES_WITH_COUNTS} WHERE c.id = $1`, [id]);
  return rows[0] ? toCategory(rows[0], publicUrl) : null;
}

/** 'Fruits & Vegetables' → 'fruits-vegetables'; a name with no Latin letters or digits gets 'category'. */
export function slugFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'category';
}

async function freeSlug(db: Queryable, name: string): Promise<string> {
  const base = slugFor(name);
  const taken = new Set(
    (
      await db.query<{ slug: string }>(`SELECT slug FROM categories WHERE slug = $1 OR slug LIKE $1 || '-%'`, [base])
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export interface CategoryRecord {
  name: string;
  /** Trimmed; null when none. */
  nameHi?: string | null;
  /** Stored path, already checked. */
  image: string;
  sortOrder?: number;
}

/** A new category goes last unless given a position. Its slug never changes afterwards, so shop links keep working. */
export async function insertCategory(db: Queryable, input: CategoryRecord): Promise<string> {
  const id = newObjectId();
  await db.query(
    `INSERT INTO categories (id, slug, name, name_hi, image, sort_order)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6, (SELECT COALESCE(max(sort_order), 0) + 1 FROM categories)))`,
    [id, await freeSlug(db, input.name), input.name, input.nameHi ?? null, input.image, input.sortOrder ?? null],
  );
  return id;
}

/** Changes the given fields; false when there is no such category. */
export async function updateCategory(db: Queryable, id: string, changes: Partial<CategoryRecord>): Promise<boolean> {
  const params = new SqlParams();
  const sets = ['updated_at = now()'];
  if (changes.name !== undefined) sets.push(`name = ${params.add(changes.name)}`);
  if (changes.nameHi !== undefined) sets.push(`name_hi = ${params.add(changes.nameHi)}`);
  if (changes.image !== undefined) sets.push(`image = ${params.add(changes.image)}`);
  if (changes.sortOrder !== undefined) sets.push(`sort_order = ${params.add(changes.sortOrder)}`);
  const rows = await db.query(
    `UPDATE categories SET ${sets.join(', ')} WHERE id = ${params.add(id)} RETURNING id`,
    params.values,
  );
  return rows.length > 0;
}

/** Every product in it, active or not: a category is only deleted when empty. */
export async function countCategoryProducts(db: Queryable, id: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM products WHERE category_id = $1',
    [id],
  );
  return row?.count ?? 0;
}

export async function deleteCategory(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM categories WHERE id = $1 RETURNING id', [id])).length > 0;
}
