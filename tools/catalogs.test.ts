/**
 * Every string in both languages: a key the code passes to `t` is in English and in Hindi, the
 * two catalogues have the same keys, each Hindi message keeps its English message's placeholders,
 * no catalogue keeps a key the code no longer uses, and a message two front ends share reads the
 * same in both (the admin's "Account" was खाता in one and अकाउंट in another).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_WORKSPACES, catalogPath, LANGUAGES, literalKeys, placeholders, readCatalog, usedIn } from './catalogs';

const WORKSPACES = CATALOG_WORKSPACES.filter((workspace) => existsSync(path.dirname(catalogPath(workspace, 'en'))));

describe('language catalogues', () => {
  it('cover every front end', () => {
    expect(WORKSPACES).toEqual([...CATALOG_WORKSPACES]);
  });

  describe.each(WORKSPACES)('%s', (workspace) => {
    const en = readCatalog(workspace, 'en');
    const shared = workspace === 'shared' ? {} : readCatalog('shared', 'en');

    it('has every key its code passes to t() in English (its own catalogue or shared’s)', () => {
      expect([...literalKeys(workspace)].filter((key) => !(key in en) && !(key in shared))).toEqual([]);
    });

    describe.each(LANGUAGES.filter((language) => language !== 'en'))('in %s', (language) => {
      const other = readCatalog(workspace, language);

      it('has every English key, and nothing else', () => {
        expect(Object.keys(en).filter((key) => !other[key]?.trim())).toEqual([]);
        expect(Object.keys(other).filter((key) => !(key in en))).toEqual([]);
      });

      it('keeps each message’s placeholders', () => {
        const differing = Object.keys(en)
          .filter((key) => key in other && placeholders(en[key]!).join() !== placeholders(other[key]!).join())
          .map((key) => `${key} → ${other[key]}`);
        expect(differing).toEqual([]);
      });
    });

    it('uses every key it has', () => {
      const used = usedIn(workspace);
      expect(Object.keys(en).filter((key) => !used(key))).toEqual([]);
    });
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'say a message that several front ends use the same way in each (%s): one word for one thing',
    (language) => {
      const readings = new Map<string, Map<string, string[]>>();
      for (const workspace of WORKSPACES)
        for (const [key, text] of Object.entries(readCatalog(workspace, language))) {
          const byText = readings.get(key) ?? new Map<string, string[]>();
          byText.set(text, [...(byText.get(text) ?? []), workspace]);
          readings.set(key, byText);
        }
      const differing = [...readings]
        .filter(([, byText]) => byText.size > 1)
        .map(
          ([key, byText]) =>
            `${key} → ${[...byText].map(([text, where]) => `${text} (${where.join(', ')})`).join(' | ')}`,
        );
      expect(differing).toEqual([]);
    },
  );
});
