/**
 * The sentences the API can send (`sentence` beside `message` in a refusal), gathered from where
 * they are written, for the API's catalogue (`shared/src/i18n/api/`): the literal text of every
 * `sentence('…')` in the API's code, of every `say('…')` and `sentence('…')` in the domain (the domain's problem
 * functions the API calls through `sentenceOf`), the domain's message tables (a catalogue file's row
 * problems among them) and headline, the words for each field a request names (`FIELD_NAMES`), and every
 * `errorMessage` the request schemas carry (a refused field's sentence).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CATALOGUE_ROW_MESSAGES,
  FIELD_NAMES,
  KHATA_MESSAGES,
  MESSAGES,
  NOT_TAKING_ORDERS,
  PRODUCT_MESSAGES,
} from '@kirana/shared/domain';
import * as schemas from '@kirana/shared/schemas';
import { ROOT } from './catalogs';

export const API_CATALOG_DIR = path.join(ROOT, 'shared', 'src', 'i18n', 'api');

/** The non-test TypeScript files under a folder of the repository. */
function codeUnder(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  return walk(path.join(ROOT, folder));
}

const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
const literalArguments = (call: string) =>
  new RegExp(`\\b${call}\\(\\s*(?:'((?:\\\\.|[^'\\\\])*)'|"((?:\\\\.|[^"\\\\])*)")`, 'g');

function literalsOf(call: string, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(literalArguments(call))].map((match) =>
      unquote(match[1] ?? match[2] ?? ''),
    ),
  );
}

/**
 * `sentence(…)` calls in the API whose text is neither a literal nor a domain table's message, as
 * `file: code` (the catalogue could not know their text). The error handler's schema sentence is
 * the one allowed: its texts are the schemas' `errorMessage`s, gathered below.
 */
export function unknowableSentences(): string[] {
  const allowed = /^(?:['"]|(?:[A-Z_]*MESSAGES\.\w+|NOT_TAKING_ORDERS)\s*[,)])/;
  return codeUnder('api/src').flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/\bsentence\(\s*/g)]
      .map((match) => code.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 60))
      .filter((rest) => !allowed.test(rest) && !(file.endsWith('errorHandler.ts') && rest.startsWith('schemaSays)')))
      .map((rest) => `${path.relative(ROOT, file)}: sentence(${rest.split('\n')[0]}`);
  });
}

/** Every `errorMessage` in a schema value (TypeBox schemas are plain objects). */
function schemaMessages(value: unknown, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!value || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'errorMessage' && typeof inner === 'string') found.add(inner);
    else schemaMessages(inner, found, seen);
  }
  return found;
}

/** Every text the API may send as a sentence (or a sentence's value), sorted. */
export function apiSentenceKeys(): string[] {
  const keys = new Set<string>([
    ...literalsOf('sentence', codeUnder('api/src')),
    ...literalsOf('say', codeUnder('shared/src/domain')),
    ...literalsOf('sentence', codeUnder('shared/src/domain')),
    ...Object.values(FIELD_NAMES),
    ...Object.values(MESSAGES),
    ...Object.values(PRODUCT_MESSAGES),
    ...Object.values(KHATA_MESSAGES),
    ...Object.values(CATALOGUE_ROW_MESSAGES),
    NOT_TAKING_ORDERS,
    ...schemaMessages(schemas, new Set()),
  ]);
  return [...keys].sort();
}
