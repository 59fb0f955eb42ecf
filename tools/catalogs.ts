/**
 * The language catalogues of every front end (`<workspace>/src/i18n/en.json`, `hi.json`, and
 * shared's own in `shared/src/i18n/`), read from disk for the completeness test and for
 * `npx tsx tools/catalogs.ts`, which writes each `en.json` from the strings the code passes
 * to `t(…)` and lists what `hi.json` still lacks.
 *
 * A key is the English text (an ICU message where it has values). A literal key is one written in
 * a `t('…')` call; a string that reaches `t` through a variable (a status label from the domain,
 * a menu entry) is listed in en.json by hand and counts as used while its text appears in the code.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const CATALOG_WORKSPACES = [
  'shared',
  'shared-bill',
  'shell',
  'mfe-catalog',
  'mfe-cart-checkout',
  'mfe-account',
  'mfe-admin',
] as const;
export type CatalogWorkspace = (typeof CATALOG_WORKSPACES)[number];
export const LANGUAGES = ['en', 'hi'] as const;

/**
 * A catalogue kept apart inside a workspace, with the code that uses it: shared's printed bill
 * (`shared/src/ui/bill`, a lazy chunk of its own), whose strings only the pages that print or
 * show a bill load, so the home page's Hindi strings do not grow with them.
 */
const APART: Partial<Record<CatalogWorkspace, { catalog: string; code: string }>> = {
  'shared-bill': {
    catalog: path.join('shared', 'src', 'i18n', 'bill'),
    code: path.join('shared', 'src', 'ui', 'bill'),
  },
};

export const catalogPath = (workspace: CatalogWorkspace, language: string) =>
  path.join(ROOT, APART[workspace]?.catalog ?? path.join(workspace, 'src', 'i18n'), `${language}.json`);

export function readCatalog(workspace: CatalogWorkspace, language: string): Record<string, string> {
  const file = catalogPath(workspace, language);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The workspace's code (tests and catalogues aside; a catalogue kept apart has its own code). */
export function sourceFiles(workspace: CatalogWorkspace): string[] {
  const apart = Object.entries(APART)
    .filter(([other]) => other !== workspace)
    .map(([, place]) => path.join(ROOT, place.code));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return apart.includes(full) ? [] : walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return walk(path.join(ROOT, APART[workspace]?.code ?? path.join(workspace, 'src')));
}

const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
/** `t('…')`, `sharedT("…")`: the first argument of a translate call when it is a plain string. */
const CALL = /\b(?:t|sharedT)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;

/** Every key the workspace's code passes to `t` as a literal. */
export function literalKeys(workspace: CatalogWorkspace): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(workspace)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) keys.add(unquote(match[1] ?? match[2] ?? ''));
  }
  return keys;
}

/** Whether the workspace's code has the key's text anywhere (as written, or with its quotes escaped). */
export function usedIn(workspace: CatalogWorkspace): (key: string) => boolean {
  const code = sourceFiles(workspace)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return (key) =>
    code.includes(key) || code.includes(key.replace(/'/g, "\\'")) || code.includes(key.replace(/"/g, '\\"'));
}

/** The names a message interpolates (`{count, plural, …}` → count, `{name}` → name), sorted. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

/**
 * Writes each workspace's en.json: its literal keys not in shared's catalogue, plus the hand-listed
 * keys still used; and the API's catalogue (shared/src/i18n/api/en.json): the sentences the API can
 * send that shared's catalogue does not already have.
 */
function sync(): void {
  const shared = readCatalog('shared', 'en');
  for (const workspace of CATALOG_WORKSPACES) {
    if (!existsSync(path.dirname(catalogPath(workspace, 'en')))) continue;
    const current = readCatalog(workspace, 'en');
    const used = usedIn(workspace);
    const keys = new Set([...literalKeys(workspace)].filter((key) => workspace === 'shared' || !(key in shared)));
    for (const key of Object.keys(current))
      if (used(key) && (workspace === 'shared' || !(key in shared))) keys.add(key);
    const en = Object.fromEntries([...keys].sort().map((key) => [key, current[key] ?? key]));
    writeFileSync(catalogPath(workspace, 'en'), `${JSON.stringify(en, null, 2)}\n`);
    const hi = readCatalog(workspace, 'hi');
    const missing = Object.keys(en).filter((key) => !hi[key]);
    const unused = Object.keys(hi).filter((key) => !(key in en));
    console.log(
      `${workspace}: ${Object.keys(en).length} keys; hi.json lacks ${missing.length}${unused.length ? `, has ${unused.length} unused` : ''}`,
    );
    for (const key of missing) console.log(`  missing: ${JSON.stringify(key)}`);
    for (const key of unused) console.log(`  unused: ${JSON.stringify(key)}`);
  }
  // Loaded here only: the API's sentences read the schemas and the domain (catalogs.test.ts needs neither).
  const { API_CATALOG_DIR, apiSentenceKeys } = require('./apiSentences') as typeof import('./apiSentences');
  const keys = apiSentenceKeys().filter((key) => !(key in shared));
  writeFileSync(
    path.join(API_CATALOG_DIR, 'en.json'),
    `${JSON.stringify(Object.fromEntries(keys.map((key) => [key, key])), null, 2)}\n`,
  );
  const hi = JSON.parse(readFileSync(path.join(API_CATALOG_DIR, 'hi.json'), 'utf8')) as Record<string, string>;
  const missing = keys.filter((key) => !hi[key]);
  console.log(`api (shared/src/i18n/api): ${keys.length} keys; hi.json lacks ${missing.length}`);
  for (const key of missing) console.log(`  missing: ${JSON.stringify(key)}`);
}

if (require.main === module) sync();
