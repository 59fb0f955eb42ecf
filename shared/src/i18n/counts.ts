import { formatCount } from '../domain/money';

/**
 * What a plural needs, given as values (tools/catalogLoader.cjs compiles each plural to a `select` on
 * them): for every number `name`, its `#` as a message writes it (`name#`, `formatCount`) and its plural
 * category in the message's language (`name§`, cardinal; `name§o`, ordinal). Lingui's own plural makes an
 * `Intl.NumberFormat` for every plural it writes, even one without `#`, and the first costs 25–30 ms of a
 * phone's main thread: the shopper's first Add ("Cart, 1 item") paid it. `Intl.PluralRules` costs about 1 ms.
 */
const rules = new Map<string, Intl.PluralRules>();
const rulesOf = (intlLocale: string, type: Intl.PluralRuleType): Intl.PluralRules => {
  const key = `${intlLocale}:${type}`;
  let found = rules.get(key);
  if (!found) {
    found = new Intl.PluralRules(intlLocale, { type });
    rules.set(key, found);
  }
  return found;
};

export function withCounts<V extends Record<string, string | number>>(
  values: V,
  intlLocale: string,
): Record<string, string | number> {
  const counted: Record<string, string | number> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    counted[`${name}#`] = formatCount(value);
    counted[`${name}§`] = rulesOf(intlLocale, 'cardinal').select(value);
    counted[`${name}§o`] = rulesOf(intlLocale, 'ordinal').select(value);
  }
  return counted;
}
