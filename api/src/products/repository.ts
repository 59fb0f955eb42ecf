import { PRODUCT_PAGE_SIZE_DEFAULT, searchForm, type Product, type ProductList, sentence } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { meaningsOf } from './synonyms';
import { browseProducts } from './browse';
import {
  PRODUCT_COLUMNS,
  SHELF_ORDER,
  toProduct,
  type CountCategories,
  type ProductFilter,
  type ProductPage,
  type ProductQuery,
  type ProductRow,
} from './productRows';
import { rankedPage, readRanking, type SearchRanking } from './ranking';
import { searchSql, searchTerms, searchWords } from './search';

export const PRODUCT_NOT_FOUND = sentence('We could not find that product. It may have been removed.');

/** A search's ranking, read once and kept (the catalogue's cache), or read on every call. */
export type KeepRanking = (key: string, read: () => Promise<SearchRanking>) => Promise<SearchRanking>;

/** What the public catalogue keeps between requests, for the lists to read instead of the database. */
export interface ListCaches {
  countCategories: CountCategories;
  rankings: KeepRanking;
}

/**
 * One page of products: in shop order (category, then shelf order), or, with `search`, closest
 * names first. `total` counts every match, so the browser can say how many there are.
 */
export async function listProducts(
  db: Queryable,
  query: ProductQuery,
  publicUrl: string,
  caches?: ListCaches,
): Promise<ProductList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT;
  const search = query.search?.trim() ? query.search : undefined;
  const { rows, total } = search
    ? await searchProducts(db, search, query, page, pageSize, caches?.rankings)
    : await browseProducts(db, query, page, pageSize, caches?.countCategories);
  return {
    items: rows.map((row) => toProduct(row, publicUrl)),
    page,
    pageSize,
    total,
    pages: Math.ceil(total / pageSize),
  };
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

/** Which kept ranking a search reads: the search as the search reads it, and the category. */
export const rankingKey = (raw: string, filter: ProductFilter): string =>
  JSON.stringify([searchForm(raw), filter.category ?? '']);

/**
 * One page of a search. With `rankings` (the public catalogue), the search's first matches are
 * ranked once and kept, and each page reads only its own products, stock as it is now; a deeper
 * page, and every admin-only list, is read in one statement.
 */
export async function searchProducts(
  db: Queryable,
  raw: string,
  filter: ProductFilter,
  page: number,
  pageSize: number,
  rankings?: KeepRanking,
): Promise<ProductPage> {
  const termsOf = async () => searchTerms(raw, await meaningsOf(db, searchWords(raw)));
  if (rankings && !filter.includeInactive && !filter.lowStock) {
    const ranking = await rankings(rankingKey(raw, filter), async () => {
      const terms = await termsOf();
      return terms ? readRanking(db, terms, filter) : { ids: [], total: 0 };
    });
    const kept = await rankedPage(db, ranking, page, pageSize);
    if (kept) return kept;
  }
  const terms = await termsOf();
  if (!terms) return { rows: [], total: 0 };
  const sql = searchSql(terms, filter, page, pageSize);
  const rows = await db.query<ProductRow & { total: string }>(sql.text, sql.params);
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await db.query<{ total: string }>(sql.countText, sql.countParams))[0]?.total ?? 0);
  return { rows, total };
}
