/**
 * The API's sentences in both languages: every text the API can send as a refusal's `sentence` (its
 * code's `sentence('…')`, the domain's `say('…')` and message tables, the schemas' `errorMessage`s)
 * is in shared's API catalogue or shared's own, with its Hindi, and the API catalogue keeps nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_CATALOG_DIR, apiSentenceKeys, unknowableSentences } from './apiSentences';
import { placeholders, readCatalog } from './catalogs';

const read = (language: string) =>
  JSON.parse(readFileSync(path.join(API_CATALOG_DIR, `${language}.json`), 'utf8')) as Record<string, string>;

describe('the API’s sentences', () => {
  const keys = apiSentenceKeys();
  const api = { en: read('en'), hi: read('hi') };
  const shared = { en: readCatalog('shared', 'en'), hi: readCatalog('shared', 'hi') };

  it('are gathered from the API, the domain and the schemas', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'Only {stock} of {name} left (you asked for {qty}). Please lower the quantity.',
        'Choose a reopening time later than now.',
        'Please enter a valid phone number!',
        'must be 2 to 80 characters',
      ]),
    );
  });

  it('are written where their text can be read: a literal, or a domain message table', () => {
    expect(unknowableSentences()).toEqual([]);
  });

  it('each have Hindi, in the API’s catalogue or shared’s', () => {
    expect(keys.filter((key) => !api.hi[key]?.trim() && !shared.hi[key]?.trim())).toEqual([]);
  });

  it('keep their placeholders in Hindi', () => {
    const differing = Object.keys(api.hi).filter(
      (key) => placeholders(key).join() !== placeholders(api.hi[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('are the API catalogue’s keys, in English and Hindi alike, and nothing else', () => {
    const own = keys.filter((key) => !(key in shared.en));
    expect(Object.keys(api.en).sort()).toEqual(own);
    expect(Object.keys(api.hi).sort()).toEqual(own);
  });
});
