import { sharedT } from '../i18n/sharedCatalog';
import { activeLocale, intlLocale, type Locale } from '../i18n/locale';
import { productName } from '../domain/productName';
import type { Order } from '../schemas/types';

const formats = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.DateTimeFormat` of the language (the active one by default), made once. */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale?: Locale): Intl.DateTimeFormat {
  const intl = intlLocale(locale);
  const key = `${intl} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, options);
    formats.set(key, format);
  }
  return format;
}

/** "12 Mar 2025, 7:45 pm" ("12 मार्च 2025, 7:45 pm") in the customer's time zone. */
export const formatDateTime = (iso: string, locale?: Locale): string =>
  dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }, locale).format(
    new Date(iso),
  );

/** "7:45 pm". */
export const formatTime = (iso: string, locale?: Locale): string =>
  dateFormat({ hour: 'numeric', minute: '2-digit' }, locale).format(new Date(iso));

/** "+91 98765 43210": an Indian mobile number as people read it out. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** "Toned Milk × 2, Brown Bread × 1 and 3 more": what was in an order, in one line (Hindi names in Hindi, R38d). */
export function itemsSummary(items: Order['orderItems'], shown = 2): string {
  const locale = activeLocale();
  const named = items.slice(0, shown).map((item) => `${productName(item, locale)} × ${item.qty}`);
  const rest = items.length - named.length;
  return rest > 0 ? sharedT('{items} and {rest} more', { items: named.join(', '), rest }) : named.join(', ');
}

/** "B-304, Palm Grove, Wakad": where an order goes, or a saved address, in one line. */
export const shippingLine = (address: Order['shippingAddress']): string =>
  `${address.wing}-${address.flatNumber}, ${address.societyName}, ${address.areaName}`;
