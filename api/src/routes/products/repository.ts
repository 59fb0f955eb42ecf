import { isObjectId, paiseToRupees, PRODUCT_PAGE_SIZE_DEFAULT, type Product, type ProductList } from '@kirana/shared/domain';
import type { Queryable, SqlValue } from '../../db/database';
import { SqlParams } from '../../db/params';
import { assetUrl } from '../../lib/assetUrl';
import { searchCondition, searchOrder, searchTerms } from './search';

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

export const PRODUCT_NOT_FOUND = 'We could not find that product. It may have been removed.';

/** How the shop lists a category: what can be bought first, then by name. */
export const SHELF_ORDER = '(p.stock = 0), p.name';

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
  /** A category id or slug. */
  category?: string;
  search?: string;
  /** Deactivated products too (the route allows this for admins only). */
  includeInactive?: boolean;
}

export interface ListSql {
  text: string;
  params: SqlValue[];
  /** The same filter, counting, for a page past the end. */
  countText: string;
  countParams: SqlValue[];
}

/**
 * One page of products: by category order then shelf order, or, with `search`, closest names
 * first. Null when the search has no words to look for. Exported so a test can EXPLAIN it.
 */
export function productListSql(query: ProductQuery): ListSql | null {
  const pageSize = query.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT;
  const params = new SqlParams();
  const where = query.includeInactive ? ['true'] : ['p.is_active'];
  if (query.category) where.push(`${isObjectId(query.category) ? 'p.category_id' : 'c.slug'} = ${params.add(query.category)}`);
  const terms = query.search?.trim() ? searchTerms(query.search) : undefined;
  if (terms === null) return null;
  if (terms) where.push(searchCondition(terms, params));
  const from = `FROM products p JOIN categories c ON c.id = p.category_id WHERE ${where.join(' AND ')}`;
  const countParams = [...params.values];
  const order = terms ? searchOrder(terms, params) : `c.sort_order, c.name, ${SHELF_ORDER}`;
  return {
    text: `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total ${from}
            ORDER BY ${order}, p.id LIMIT ${params.add(pageSize)} OFFSET ${params.add(((query.page ?? 1) - 1) * pageSize)}`,
    params: params.values,
    countText: `SELECT count(*) AS total ${from}`,
    countParams,
  };
}

/** `total` counts every match, so the browser can say how many there are. */
export async function listProducts(db: Queryable, query: ProductQuery, publicUrl: string): Promise<ProductList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT;
  const sql = productListSql(query);
  if (!sql) return { items: [], page, pageSize, total: 0, pages: 0 };
  const rows = await db.query<ProductRow & { total: string }>(sql.text, sql.params);
  // A page past the end has no rows to carry the window count.
  const total = rows[0] ? Number(rows[0].total) : Number((await db.query<{ total: string }>(sql.countText, sql.countParams))[0]?.total ?? 0);
  return { items: rows.map((row) => toProduct(row, publicUrl)), page, pageSize, total, pages: Math.ceil(total / pageSize) };
}

export async function findProduct(db: Queryable, id: string, publicUrl: string): Promise<Product | null> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  );
  return rows[0] ? toProduct(rows[0], publicUrl) : null;
}

/** The first `perCategory` active products of every category, in category then shelf order. */
export async function shelfProducts(db: Queryable, perCategory: number, publicUrl: string): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
       FROM categories c
       CROSS JOIN LATERAL (
         SELECT * FROM products p WHERE p.category_id = c.id AND p.is_active ORDER BY ${SHELF_ORDER} LIMIT $1
       ) p
      ORDER BY c.sort_order, c.name, ${SHELF_ORDER}`,
    [perCategory],
  );
  return rows.map((row) => toProduct(row, publicUrl));
}
