import { sentence } from '@kirana/shared/domain';
import type { FastifyRequest } from 'fastify';
import { fieldRefused } from './httpErrors';

/**
 * Characters no field of ours has a use for: C0 controls but tab, line feed and carriage return
 * (a NUL byte cannot even be stored in PostgreSQL text), DEL, C1 controls, and halves of a
 * surrogate pair standing alone (broken text, e.g. an emoji cut in two).
 */
const UNWANTED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters in what clients send, so it has to name them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNWANTED_ALL = new RegExp(UNWANTED.source, 'g');

/** Query fields that are only search text: unwanted characters are dropped there, not refused. */
const SEARCH_FIELDS: ReadonlySet<string> = new Set(['search']);

/** The refusal of a field (its path) holding an unwanted character, in words that do not name its code (R78). */
export const unwantedCharacterRefusal = (field: string) =>
  fieldRefused(
    field,
    sentence(
      'contains a character that is not allowed (an invisible control character such as a NUL byte, or a broken emoji). Please remove it and try again.',
    ),
  );

/**
 * The first place in `value` holding an unwanted character, as a dotted path ('' for the value
 * itself), or null. Walked with a stack of its own, not by recursion, so no depth of nesting can
 * overflow the call stack (bodies are also refused past MAX_JSON_DEPTH before they are parsed).
 */
export function findUnwanted(value: unknown): string | null {
  const pending: [item: unknown, path: string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (UNWANTED.test(item)) return path;
      continue;
    }
    const entries: [string, unknown][] = Array.isArray(item)
      ? item.map((element, i) => [String(i), element])
      : item && typeof item === 'object'
        ? Object.entries(item)
        : [];
    if (!Array.isArray(item)) {
      for (const [key] of entries) if (UNWANTED.test(key)) return path ? `${path} (a field name)` : 'a field name';
    }
    // Pushed last first, so fields are checked in their written order.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, element] = entries[i]!;
      pending.push([element, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** Search text with the unwanted characters taken out ("a\u0000b" finds what "ab" finds). */
export function stripUnwanted(text: string): string {
  return text.replace(UNWANTED_ALL, '');
}

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/**
 * A preValidation hook for every route: search text is cleaned, and any other field with an
 * unwanted character is refused with a 400 that names the field, before a handler or the
 * database sees it (where a NUL byte would otherwise be a 500).
 */
export async function refuseUnwantedCharacters(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === 'object') {
    for (const field of SEARCH_FIELDS)
      if (typeof query[field] === 'string') query[field] = stripUnwanted(query[field] as string);
  }
  for (const [part, label] of PARTS) {
    const found = findUnwanted(request[part]);
    if (found !== null) throw unwantedCharacterRefusal(found || label);
  }
}
