import { searchForm } from '@kirana/shared/domain';
import type { SqlValue } from '../db/database';
import { SqlParams } from '../db/params';
import { filterConditions, PRODUCT_COLUMNS, type ProductFilter } from './productRows';

/** What a shopper typed, turned into the pieces the search SQL needs. */
export interface SearchTerms {
  /** Lowercased, spaces collapsed: compared with names as a whole. */
  text: string;
  /** Every word as a prefix ('tom' → tom:*), all required, anywhere in the document. */
  anyFieldQuery: string;
  /** The same words, but only in the name (weight A). */
  nameQuery: string;
  /**
   * The same words in the name or the description (weights A and C): a product that matches only
   * through its category's name ('Atta, Rice & Dal' for Sugar) does not.
   */
  ownWordsQuery: string;
  /**
   * The last word typed, which names the thing wanted ('toned milk' → 'milk'), and the last word of its
   * meaning ('doodh' → 'milk').
   */
  lastWords: string[];
}

/** The words typed (see `searchTerms`), for looking up what they mean. */
export function searchWords(raw: string): string[] {
  const words = searchForm(raw).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const useful = words.filter((word) => word.length > 1 || /\d/.test(word));
  return (useful.length > 0 ? useful : words).slice(0, MAX_WORDS);
}

const MAX_WORDS = 8;

/**
 * Words are letters, marks and digits only, so nothing the shopper types can reach the
 * tsquery syntax. One-letter words are dropped unless they are all there is ('a 2' → '2').
 * A word with an everyday meaning (`meanings`: 'doodh' → 'milk', from the admin's list) matches
 * either: `(doodh:* | milk:*)`, a meaning of several words as all of them.
 */
export function searchTerms(raw: string, meanings: ReadonlyMap<string, string> = new Map()): SearchTerms | null {
  const text = searchForm(raw);
  const chosen = searchWords(raw);
  if (chosen.length === 0) return null;
  const alternatives = chosen.map((word) => {
    const meaning = meanings.get(word)?.match(/[\p{L}\p{M}\p{N}]+/gu);
    return meaning ? [[word], meaning] : [[word]];
  });
  const query = (suffix: string) =>
    alternatives
      .map((options) => {
        const each = options.map((words) => words.map((word) => `${word}${suffix}`).join(' & '));
        return each.length === 1
          ? each.join('')
          : `(${each.map((one) => (one.includes('&') ? `(${one})` : one)).join(' | ')})`;
      })
      .join(' & ');
  return {
    text,
    anyFieldQuery: query(':*'),
    nameQuery: query(':*A'),
    ownWordsQuery: query(':*AC'),
    lastWords: (alternatives.at(-1) ?? []).flatMap((words) => words.at(-1) ?? []),
  };
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchSql {
  text: string;
  params: SqlValue[];
  /** The same matches, counted, for a page past the end (which has no row to carry the total). */
  countText: string;
  countParams: SqlValue[];
}

/** The closest-first order of `shown` rows (see `matchesSql`), sold out included. */
const searchOrder = (t: string) =>
  `${t}.tier, ${t}.rank DESC, ${t}.similarity DESC, ${t}.sold_out, length(${t}.name), ${t}.name, ${t}.id`;

/** The condition on `p` a search's matches meet (see `matchesSql`), and the pieces its ranking reuses. */
function matchCondition(terms: SearchTerms, params: SqlParams): { condition: string; anyField: string; text: string } {
  const anyField = `to_tsquery('simple', ${params.add(terms.anyFieldQuery)})`;
  const text = params.add(terms.text);
  return { condition: `(p.search_document @@ ${anyField} OR ${text} <% p.name)`, anyField, text };
}

/**
 * A product matches when every word starts a word of its name, category or description (GIN on
 * `search_document`), or when its name is a near miss of the text (trigram `<%` on
 * `products_name_trgm_idx`: 'tomatos', 'panir', and a word inside a word: 'atta' in 'Khatta').
 *
 * Closest names first: the exact name (tier 0); then names whose last word — what the product is, in
 * English noun order ('Toned Milk', 'Tomato - Hybrid') — starts with the last word typed (1); then
 * names starting with the text ('Milk Bread', 2); then names holding every word (3); then matches in
 * the description by text-search rank (4); then products matched only through their category's name
 * (5); then near misses by similarity (6). In stock before sold out; shorter (closer) names first.
 *
 * Weaker matches are shown only when nothing better exists (the `shown` CTE, R10): a category's
 * other products ('atta' → Sugar, in 'Atta, Rice & Dal') only when no product's name matches
 * ('dairy' → the Dairy aisle); near misses and words inside words only when nothing else matches.
 *
 * The `matches` CTE reads narrow rows, each match's tier worked out once (the name's last word is
 * kept by the database: `head_word`, migration 011).
 */
function matchesSql(terms: SearchTerms, filter: ProductFilter, params: SqlParams): string {
  const conditions = filterConditions(filter, params);
  const { condition, anyField, text } = matchCondition(terms, params);
  conditions.push(condition);
  const nameQuery = `to_tsquery('simple', ${params.add(terms.nameQuery)})`;
  const ownWords = `to_tsquery('simple', ${params.add(terms.ownWordsQuery)})`;
  return `matches AS MATERIALIZED (
             SELECT p.id, p.name, p.sold_out,
                    CASE WHEN lower(p.name) = ${text} THEN 0
                         WHEN NOT p.search_document @@ ${nameQuery} THEN (CASE
                           WHEN p.search_document @@ ${ownWords} THEN 4
                           WHEN p.search_document @@ ${anyField} THEN 5 ELSE 6 END)
                         WHEN ${terms.lastWords.map((word) => `p.head_word LIKE ${params.add(likePrefix(word))}`).join(' OR ')} THEN 1
                         WHEN lower(p.name) LIKE ${params.add(likePrefix(terms.text))} THEN 2
                         ELSE 3 END AS tier,
                    ts_rank(p.search_document, ${anyField}) AS rank,
                    CASE WHEN p.search_document @@ ${anyField} THEN 1
                         ELSE word_similarity(${text}, p.name) END AS similarity
               FROM products p WHERE ${conditions.join(' AND ')}
           ),
           best AS (SELECT min(tier) AS tier FROM matches),
           shown AS (
             SELECT m.* FROM matches m, best
              WHERE m.tier <= 4 OR (m.tier = 5 AND best.tier >= 4) OR best.tier = 6
           )`;
}

/**
 * One page of a search in one statement: the total is counted from the same matches rather than
 * by a window over them, and the products' columns are fetched for the one page only.
 */
export function searchSql(terms: SearchTerms, filter: ProductFilter, page: number, pageSize: number): SearchSql {
  const params = new SqlParams();
  const cte = matchesSql(terms, filter, params);
  const countParams = [...params.values];
  return {
    text: `WITH ${cte}, page AS (
             SELECT m.*, (SELECT count(*) FROM shown) AS total FROM shown m
              ORDER BY ${searchOrder('m')} LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}
           )
           SELECT ${PRODUCT_COLUMNS}, page.total
             FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id
            ORDER BY ${searchOrder('page')}`,
    params: params.values,
    countText: `WITH ${cte} SELECT count(*) AS total FROM shown`,
    countParams,
  };
}

/** The first `limit` matches of a search, closest first (the order `searchSql` pages through), each with the total. */
export function rankingSql(
  terms: SearchTerms,
  filter: ProductFilter,
  limit: number,
): { text: string; params: SqlValue[] } {
  const params = new SqlParams();
  const cte = matchesSql(terms, filter, params);
  return {
    text: `WITH ${cte} SELECT m.id, (SELECT count(*) FROM shown) AS total FROM shown m ORDER BY ${searchOrder('m')} LIMIT ${params.add(limit)}`,
    params: params.values,
  };
}
