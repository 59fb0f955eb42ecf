import { prepared, type Queryable } from '../db/database';
import { PRODUCT_COLUMNS, type ProductFilter, type ProductPage, type ProductRow } from './productRows';
import { rankingSql, type SearchTerms } from './search';

/**
 * The first matches of a search in order, and how many there are, read once and kept for the
 * pages of that search while the assortment stands (an admin's write or a change of the everyday
 * words outdates it: it is ranked again, behind the next request, see `RANKING_GRACE_MS`) and for
 * at most `RANKING_MAX_AGE_MS`. Stock moved by orders — the catalogue's
 * most frequent change — leaves it standing: a page reads its own few products by id, so the stock
 * a shopper sees is current, and a search costs a lookup instead of ranking every match again
 * after each order. What it does not follow at once is the order: a product that has just sold
 * out keeps its place among equally close matches (showing "Out of stock") until it is read again.
 */
export interface SearchRanking {
  /** The first `RANKED_FIRST` product ids, closest first (in stock before sold out as when read). */
  readonly ids: readonly string[];
  readonly total: number;
}

/** How long a kept ranking may order a just-sold-out product among in-stock ones. */
export const RANKING_MAX_AGE_MS = 10_000;

/**
 * How long after an admin's write (or after `RANKING_MAX_AGE_MS`) the ranking read before it may
 * still be answered while the search is ranked again behind it: the catalogue's "new data on every
 * instance within 1 s". A product added or renamed in that second is missing from the search, and
 * one taken off sale is left out of its page.
 */
export const RANKING_GRACE_MS = 1_000;

/** Matches kept in order per search: 20 pages of 24 and more (a deeper page is read in one statement). */
export const RANKED_FIRST = 500;

export async function readRanking(
  db: Queryable,
  terms: SearchTerms,
  filter: ProductFilter,
  first = RANKED_FIRST,
): Promise<SearchRanking> {
  const sql = rankingSql(terms, filter, first);
  const rows = await db.query<{ id: string; total: string }>(sql.text, sql.params);
  return { ids: rows.map((row) => row.id), total: rows[0] ? Number(rows[0].total) : 0 };
}

const PRODUCTS_BY_ID = prepared(
  'products_by_id',
  `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id = ANY($1::text[]) AND p.is_active`,
);

/**
 * One page of a kept ranking, its products read by id (stock as it is now), or `null` for a page
 * deeper than the ranking keeps. A product removed or taken off sale since the ranking was read
 * is left out (for at most `RANKING_GRACE_MS`: the change outdates the ranking).
 */
export async function rankedPage(
  db: Queryable,
  ranking: SearchRanking,
  page: number,
  pageSize: number,
): Promise<ProductPage | null> {
  const start = (page - 1) * pageSize;
  const end = Math.min(page * pageSize, ranking.total);
  if (start >= ranking.total) return { rows: [], total: ranking.total };
  if (end > ranking.ids.length) return null;
  const pageIds = ranking.ids.slice(start, end);
  const byId = new Map((await db.query<ProductRow>(PRODUCTS_BY_ID, [pageIds])).map((row) => [row.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: ranking.total };
}
