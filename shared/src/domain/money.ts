import type { Locale } from './locales';
/**
 * Money is integer paise in the database and rupees with 2 decimals on the wire and on screen.
 * Arithmetic happens in paise so that 0.1 + 0.2 never reaches a bill.
 */

export function rupeesToPaise(rupees: number): number {
  // 1.005 * 100 is 100.49999999999999 in binary floating point; 15 significant digits undo that.
  return Math.round(Number.parseFloat((rupees * 100).toPrecision(15)));
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Round to 2 decimals (half away from zero, as a till would). */
export function round2(rupees: number): number {
  return paiseToRupees(rupeesToPaise(rupees));
}

/** '45.50' — the 2-decimal string form the cart keeps in storage. */
export function toFixed2(rupees: number): string {
  return round2(rupees).toFixed(2);
}

/**
 * '₹45.50', or '₹45' when whole and `compact` is asked for; grouped the Indian way ('₹1,23,456.50').
 * Both languages write the same digits and groups (hi-IN's numbers are Latin digits, as en-IN's), so
 * `locale` changes nothing today. Written out rather than through `Intl.NumberFormat`: the first one a
 * page makes loads the language's number data (about 15 ms of a phone's first task, on every page),
 * and the server and the browser then always write the same text.
 */
export function formatRupees(rupees: number, options: { compact?: boolean; locale?: Locale } = {}): string {
  // Not an amount (a bug upstream): said as Intl would say it, not as '₹NaN.NaN'.
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const paise = Math.abs(rupeesToPaise(rupees));
  const sign = rupees < 0 && paise > 0 ? '-' : '';
  const whole = groupIndian(String(Math.floor(paise / 100)));
  const fraction = paise % 100;
  if (options.compact && fraction === 0) return `₹${sign}${whole}`;
  return `₹${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/** '1,23,45,678' for '12345678': a comma after each digit with an odd count of three or more after it. */
const groupIndian = (digits: string): string => digits.replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');

/**
 * A count as a message writes it ('1,234 items'): what `Intl.NumberFormat` writes for a whole number in
 * en-IN and hi-IN, without making one (the first costs 25–30 ms of a phone's main thread, which the
 * shopper's first Add paid). Anything but a whole number goes to Intl.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat('en-IN').format(count);
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`;
}

/** A product's two prices, in rupees. */
export interface PriceFields {
  mrp: number;
  sellingPrice: number;
}

/** What the shopper saves against the MRP, in rupees and whole percent (0 when none). */
export function savingOf({ mrp, sellingPrice }: PriceFields): { rupees: number; percent: number } {
  if (!(mrp > sellingPrice)) return { rupees: 0, percent: 0 };
  const paise = Math.round(mrp * 100) - Math.round(sellingPrice * 100);
  return { rupees: paise / 100, percent: Math.floor((paise / Math.round(mrp * 100)) * 100) };
}
