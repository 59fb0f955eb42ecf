import type { SearchSynonym } from '@kirana/shared/domain';
import { type Queryable, theRow } from '../db/database';

interface SynonymRow {
  word: string;
  means: string;
  updated_at: Date | string;
}

const toSynonym = (row: SynonymRow): SearchSynonym => ({
  word: row.word,
  means: row.means,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function listSynonyms(db: Queryable): Promise<SearchSynonym[]> {
  return (await db.query<SynonymRow>('SELECT word, means, updated_at FROM search_synonyms ORDER BY means, word')).map(
    toSynonym,
  );
}

/** Adds the word, or says what it means now. */
export async function saveSynonym(db: Queryable, word: string, means: string): Promise<SearchSynonym> {
  const row = await theRow<SynonymRow>(
    db,
    `INSERT INTO search_synonyms (word, means) VALUES ($1, $2)
     ON CONFLICT (word) DO UPDATE SET means = EXCLUDED.means, updated_at = now()
     RETURNING word, means, updated_at`,
    [word, means],
  );
  return toSynonym(row);
}

export async function deleteSynonym(db: Queryable, word: string): Promise<boolean> {
  return (await db.query('DELETE FROM search_synonyms WHERE word = $1 RETURNING word', [word])).length > 0;
}

/** What each of `words` means, for the words that have a meaning (one indexed read per search). */
export async function meaningsOf(db: Queryable, words: readonly string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await db.query<{ word: string; means: string }>(
    'SELECT word, means FROM search_synonyms WHERE word = ANY($1::text[])',
    [words],
  );
  return new Map(rows.map((row) => [row.word, row.means]));
}
