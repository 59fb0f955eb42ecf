import type { SqlParams } from '../../db/params';

/** What a shopper typed, turned into the pieces the search SQL needs. */
export interface SearchTerms {
  /** Lowercased, spaces collapsed: compared with names as a whole. */
  text: string;
  /** Every word as a prefix ('tom' → tom:*), all required, anywhere in the document. */
  anyFieldQuery: string;
  /** The same words, but only in the name (weight A). */
  nameQuery: string;
}

const MAX_WORDS = 8;

/**
 * Words are letters, marks and digits only, so nothing the shopper types can reach the
 * tsquery syntax. One-letter words are dropped unless they are all there is ('a 2' → '2').
 */
export function searchTerms(raw: string): SearchTerms | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const useful = words.filter((word) => word.length > 1 || /\d/.test(word));
  const chosen = (useful.length > 0 ? useful : words).slice(0, MAX_WORDS);
  if (chosen.length === 0) return null;
  return {
    text,
    anyFieldQuery: chosen.map((word) => `${word}:*`).join(' & '),
    nameQuery: chosen.map((word) => `${word}:*A`).join(' & '),
  };
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A product matches when every word starts a word of its name, category or description
 * (GIN on `search_document`), or when its name is a near miss of the text (trigram
 * `<%` on `products_name_trgm_idx`: 'tomatos', 'panir').
 */
export function searchCondition(terms: SearchTerms, params: SqlParams): string {
  return `(p.search_document @@ to_tsquery('simple', ${params.add(terms.anyFieldQuery)}) OR ${params.add(terms.text)} <% p.name)`;
}

/**
 * Closest names first: the exact name, then names starting with the text, then names holding
 * every word, then matches elsewhere (category, description) by text-search rank; near misses
 * by trigram similarity; in-stock before out-of-stock; then by name.
 */
export function searchOrder(terms: SearchTerms, params: SqlParams): string {
  const text = params.add(terms.text);
  const anyField = `to_tsquery('simple', ${params.add(terms.anyFieldQuery)})`;
  return `CASE WHEN lower(p.name) = ${text} THEN 0
            WHEN lower(p.name) LIKE ${params.add(likePrefix(terms.text))} THEN 1
            WHEN p.search_document @@ to_tsquery('simple', ${params.add(terms.nameQuery)}) THEN 2
            WHEN p.search_document @@ ${anyField} THEN 3
            ELSE 4 END,
          ts_rank(p.search_document, ${anyField}) DESC,
          word_similarity(${text}, p.name) DESC,
          (p.stock = 0), p.name`;
}
