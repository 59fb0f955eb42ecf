import { paiseToRupees, PRODUCT_PAGE_SIZE_DEFAULT, type Category, type Product, type ProductList } from '@kirana/shared/domain';
import type { Queryable, SqlValue } from '../../db/database';
import { assetUrl } from '../../lib/assetUrl';

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category_id: string;
  category_name: string;
  images: string[];
  mrp_paise: number;
  selling_price_paise: number;
  quantity_label: string;
  stock: number;
  is_active: boolean;
}

export const PRODUCT_COLUMNS = `p.id, p.name, p.description, p.category_id, c.name AS category_name, p.images,
  p.mrp_paise, p.selling_price_paise, p.quantity_label, p.stock, p.is_active`;

export function toProduct(row: ProductRow, publicUrl: string): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category_name,
    categoryId: row.category_id,
    productImages: row.images.map((image) => assetUrl(publicUrl, image)),
    mrp: paiseToRupees(row.mrp_paise),
    sellingPrice: paiseToRupees(row.selling_price_paise),
    quantityLabel: row.quantity_label,
    stock: row.stock,
    inStock: row.stock > 0,
    isActive: row.is_active,
  };
}

export interface ProductQuery {
  page?: number;
  pageSize?: number;
  category?: string;
  search?: string;
}

/** Active products, in category order then by name, optionally of one category or matching a search. */
export async function listProducts(db: Queryable, query: ProductQuery, publicUrl: string): Promise<ProductList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT;
  const where = ['p.is_active'];
  const params: SqlValue[] = [];
  if (query.category) {
    params.push(query.category);
    where.push(`p.category_id = $${params.length}`);
  }
  const search = query.search?.trim();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(p.name ILIKE $${params.length} OR c.name ILIKE $${params.length} OR p.description ILIKE $${params.length})`);
  }
  params.push(pageSize, (page - 1) * pageSize);
  const rows = await db.query<ProductRow & { total: string }>(
    `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total
       FROM products p JOIN categories c ON c.id = p.category_id
      WHERE ${where.join(' AND ')}
      ORDER BY c.sort_order, p.name
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total) : await countProducts(db, where, params.slice(0, -2));
  return { items: rows.map((row) => toProduct(row, publicUrl)), page, pageSize, total, pages: Math.ceil(total / pageSize) };
}

/** A page past the end has no rows to carry the window count. */
async function countProducts(db: Queryable, where: string[], params: SqlValue[]): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM products p JOIN categories c ON c.id = p.category_id WHERE ${where.join(' AND ')}`,
    params,
  );
  return Number(row?.total ?? 0);
}

export async function findProduct(db: Queryable, id: string, publicUrl: string): Promise<Product | null> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  );
  return rows[0] ? toProduct(rows[0], publicUrl) : null;
}

export async function listCategories(db: Queryable, publicUrl: string): Promise<Category[]> {
  const rows = await db.query<{ id: string; name: string; slug: string; image: string; sort_order: number }>(
    'SELECT id, name, slug, image, sort_order FROM categories ORDER BY sort_order, name',
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, slug: row.slug, image: row.image ? assetUrl(publicUrl, row.image) : '', sortOrder: row.sort_order }));
}
