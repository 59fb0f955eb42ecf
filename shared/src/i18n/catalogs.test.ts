import { defineCatalog, switchLocale } from './catalogs';
import { activeLocale, localeFromCookieHeader } from './locale';

describe('catalogues and the active language', () => {
  // English as the build leaves it: a message that only repeats its key (with values by name) is left out.
  const { t } = defineCatalog('test', {} as Record<'Only {n} left' | 'Add', string>, {
    hi: async () => ({ default: { 'Only {n} left': 'सिर्फ़ {n} बचे', Add: 'जोड़ें' } }),
  });
  afterEach(() => switchLocale('en'));

  it('shows English from the key itself, values filled in, with no request', () => {
    expect(activeLocale()).toBe('en');
    expect(t('Only {n} left', { n: 3 })).toBe('Only 3 left');
    expect(t('Add')).toBe('Add');
  });

  it('switches to Hindi once its strings have loaded, and remembers it for the server in a cookie and in storage', async () => {
    await switchLocale('hi');
    expect(t('Only {n} left', { n: 3 })).toBe('सिर्फ़ 3 बचे');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(localeFromCookieHeader(document.cookie)).toBe('hi');
    // A key no catalogue has reads as written, in any language.
    expect(t('Not a key {x}', { x: 'here' })).toBe('Not a key here');
  });
});
