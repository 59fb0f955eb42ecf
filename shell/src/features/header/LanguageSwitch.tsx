import { useState } from 'react';
import { INTL_LOCALES, LOCALE_NAMES, switchLocale, useLocale } from '@kirana/shared';
import { useT } from '../../i18n';

/**
 * English ⇄ हिन्दी in the header, for customers and the admin alike. It names the other language
 * in that language; the choice is remembered in this browser (storage and a cookie the storefront
 * server reads, so the next page is rendered in it).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT();
  const [switching, setSwitching] = useState(false);
  const other = locale === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      className="kn-shell-language"
      lang={INTL_LOCALES[other]}
      title={t('Language')}
      disabled={switching}
      data-testid="language-switch"
      onClick={() => {
        setSwitching(true);
        void switchLocale(other).finally(() => setSwitching(false));
      }}
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}
