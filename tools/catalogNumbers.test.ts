import { setupI18n } from '@lingui/core';
import { withCounts } from '../shared/src/i18n/counts';
import { INTL_LOCALES, type Locale } from '../shared/src/domain/locales';
import { CATALOG_WORKSPACES, LANGUAGES, readCatalog } from './catalogs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutNumberFormat } = require('./catalogLoader.cjs') as {
  withoutNumberFormat: (tokens: unknown) => unknown;
};

type Token = string | [string, string?, Record<string, unknown>?];

/** Every value a compiled message names, with the kind it is used as (a plural's count, a select's choice, text). */
function valuesOf(tokens: unknown, into = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(tokens)) return into;
  for (const token of tokens as Token[]) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token;
    if (!into.has(name) || type === 'plural' || type === 'selectordinal') into.set(name, type ?? 'text');
    for (const [key, branch] of Object.entries(format ?? {})) if (key !== 'offset') valuesOf(branch, into);
  }
  return into;
}

let compileMessageOrThrow: (message: string) => unknown;
beforeAll(async () => {
  // An ES module only, imported as the catalogue loader does (a plain import() here would be made a require()).
  const load = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;
  ({ compileMessageOrThrow } = (await load('@lingui/message-utils/compileMessage')) as {
    compileMessageOrThrow: (message: string) => unknown;
  });
});

const COUNTS = [0, 1, 2, 3, 4, 5, 10, 11, 21, 99, 100, 101, 999, 1000, 1001, 12_345, 1_00_000, 12_34_567];

/**
 * The build compiles each plural to a `select` on values the translate function gives (no
 * `Intl.NumberFormat`): every plural message of every catalogue must read exactly as Lingui writes it,
 * in both languages, for counts from 0 to the lakhs.
 */
it('every plural message reads as Lingui writes it, without Lingui’s number formatting', () => {
  let checked = 0;
  for (const workspace of CATALOG_WORKSPACES)
    for (const language of LANGUAGES) {
      const catalog = readCatalog(workspace, language);
      const plurals = Object.entries(catalog).filter(([, message]) => /, (plural|selectordinal),/.test(message));
      const compiled = Object.fromEntries(plurals.map(([key, message]) => [key, compileMessageOrThrow(message)]));
      // Lingui as it would write for the page's Intl locale (en-IN: the count grouped as money is, 1,00,000).
      const lingui = setupI18n({
        locale: language,
        locales: INTL_LOCALES[language as Locale],
        messages: { [language]: compiled } as never,
      });
      const ours = setupI18n({
        locale: language,
        messages: {
          [language]: Object.fromEntries(Object.entries(compiled).map(([k, t]) => [k, withoutNumberFormat(t)])),
        } as never,
      });
      for (const [key, tokens] of Object.entries(compiled)) {
        const kinds = valuesOf(tokens);
        for (const count of COUNTS) {
          const values = Object.fromEntries(
            [...kinds].map(([name, kind]) => [
              name,
              kind === 'plural' || kind === 'selectordinal' ? count : kind === 'select' ? 'other' : `‹${name}›`,
            ]),
          );
          const expected = lingui._(key, values);
          expect(`${workspace}/${language}: ${ours._(key, withCounts(values, INTL_LOCALES[language as Locale]))}`).toBe(
            `${workspace}/${language}: ${expected}`,
          );
          checked += 1;
        }
      }
    }
  expect(checked).toBeGreaterThan(1000);
});

it('exact cases, ordinals, a select inside a plural (its # is text, as Lingui reads it), a plural inside a plural, and an offset', () => {
  const messages = {
    a: '{n, plural, =0 {none} one {# item} other {# items}}',
    b: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    c: '{n, plural, one {{kind, select, fruit {# apple} other {# thing}}} other {# of {m, plural, one {# box} other {# boxes}}}}',
    d: '{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
  };
  const compiled = Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, compileMessageOrThrow(m)]));
  const lingui = setupI18n({ locale: 'en', locales: 'en-IN', messages: { en: compiled } as never });
  const ours = setupI18n({
    locale: 'en',
    messages: {
      en: Object.fromEntries(Object.entries(compiled).map(([k, t]) => [k, withoutNumberFormat(t)])),
    } as never,
  });
  for (const key of Object.keys(messages))
    for (const n of [0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 1234])
      for (const values of [
        { n, m: 1, kind: 'fruit' },
        { n, m: 2500, kind: 'other' },
      ])
        expect(ours._(key, withCounts(values, 'en-IN'))).toBe(lingui._(key, values));
  expect(ours._('a', withCounts({ n: 1234 }, 'en-IN'))).toBe('1,234 items');
  expect(ours._('b', withCounts({ n: 22 }, 'en-IN'))).toBe('22nd');
});
