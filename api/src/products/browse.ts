import type { Queryable } from '../db/database';
import { SqlParams } from '../db/params';
import {
  filterConditions,
  lowStockCondition,
  PRODUCT_COLUMNS,
  SHELF_ORDER,
  type CategoryCount,
  type CountCategories,
  type ProductFilter,
  type ProductPage,
  type ProductRow,
} from './productRows';

/** How many products each category shows, in shop order (only the filtered category, when there is one). */
export async function categoryCounts(db: Queryable, filter: ProductFilter): Promise<CategoryCount[]> {
  const sql = categoryCountsSql(filter);
  return db.query<CategoryCount>(sql.text, sql.params);
}

/** Counted from `products_active_category_idx` alone (migration 011) when only active products count. */
export function categoryCountsSql(filter: ProductFilter) {
  const params = new SqlParams();
  const conditions = filterConditions(filter, params);
  return {
    text: `SELECT c.id, COALESCE(n.count, 0)::int AS count
             FROM categories c
             ${filter.category ? 'JOIN' : 'LEFT JOIN'} (
               SELECT p.category_id, count(*) AS count FROM products p
                ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
                GROUP BY p.category_id
             ) n ON n.category_id = c.id
            ORDER BY c.sort_order, c.name`,
    params: params.values,
  };
}

/**
 * One category's products in shelf order, a slice of them. The slice's ids come from
 * `products_shelf_idx` alone (skipping index entries, however deep the page), then only those rows
 * are read: a deep page costs about what the first does.
 */
export function categoryPageSql(
  categoryId: string,
  filter: Pick<ProductFilter, 'includeInactive' | 'lowStock'>,
  limit: number,
  offset: number,
) {
  const params = new SqlParams();
  const conditions = [
    `p.category_id = ${params.add(categoryId)}`,
    ...(filter.includeInactive ? [] : ['p.is_active']),
    ...lowStockCondition(filter, params),
  ];
  return {
    text: `WITH slice AS (
             SELECT p.id, p.sold_out, p.name FROM products p
              WHERE ${conditions.join(' AND ')}
              ORDER BY ${SHELF_ORDER} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}
           )
           SELECT ${PRODUCT_COLUMNS} FROM slice JOIN products p ON p.id = slice.id
             JOIN categories c ON c.id = p.category_id
            ORDER BY slice.sold_out, slice.name, slice.id`,
    params: params.values,
  };
}

/**
 * Shop order across the whole catalogue without sorting it: the per-category counts say which
 * categories a page falls in, and each of those is read in shelf order from `products_shelf_idx`.
 */
export async function browseProducts(
  db: Queryable,
  filter: ProductFilter,
  page: number,
  pageSize: number,
  countCategories: CountCategories = (f) => categoryCounts(db, f),
): Promise<ProductPage> {
  const counts = await countCategories(filter);
  const total = counts.reduce((sum, category) => sum + category.count, 0);
  const rows: ProductRow[] = [];
  let skip = (page - 1) * pageSize;
  for (const category of counts) {
    const wanted = pageSize - rows.length;
    if (wanted === 0) break;
    if (skip >= category.count) {
      skip -= category.count;
      continue;
    }
    const sql = categoryPageSql(category.id, filter, wanted, skip);
    rows.push(...(await db.query<ProductRow>(sql.text, sql.params)));
    skip = 0;
  }
  return { rows, total };
}
