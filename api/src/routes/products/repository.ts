import { PRODUCT_PAGE_SIZE_DEFAULT, type Product, type ProductList } from '@kirana/shared/domain';
import type { Queryable } from '../../db/database';
import { PRODUCT_COLUMNS, SHELF_ORDER, toProduct, type CountCategories, type ProductQuery, type ProductRow } from './productRows';
import { browseProducts } from './browse';
import { searchProducts } from './search';

export const PRODUCT_NOT_FOUND = 'We could not find that product. It may have been removed.';

/**
 * One page of products: in shop order (category, then shelf order), or, with `search`, closest
 * names first. `total` counts every match, so the browser can say how many there are.
 */
export async function listProducts(db: Queryable, query: ProductQuery, publicUrl: string, countCategories?: CountCategories): Promise<ProductList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT;
  const searching = query.search !== undefined && query.search.trim() !== '';
  const { rows, total } = searching ? await searchProducts(db, query.search!, query, page, pageSize) : await browseProducts(db, query, page, pageSize, countCategories);
  return { items: rows.map((row) => toProduct(row, publicUrl)), page, pageSize, total, pages: Math.ceil(total / pageSize) };
}

export async function findProduct(db: Queryable, id: string, publicUrl: string): Promise<Product | null> {
  const rows = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`, [id]);
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
