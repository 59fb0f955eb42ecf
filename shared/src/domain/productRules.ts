/**
 * What makes a product or category record acceptable, for the API (which enforces it) and the
 * admin's forms (which show the same sentences before saving). Prices are rupees here.
 */
import type { PriceFields } from './money';
import { ENGLISH_READER, type Reader } from './say';

export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  quantityLabelMax: 30,
  imagesMax: 6,
  /** ₹1,00,000: no grocery line costs more; a typo of extra zeros is caught. */
  priceMax: 100000,
  stockMax: 100000,
  categoryNameMax: 60,
  categorySortOrderMax: 10000,
} as const;

export const PRODUCT_MESSAGES = {
  name: `Give the product a name (up to ${PRODUCT_LIMITS.nameMax} characters)`,
  nameHi: `Keep the Hindi name to ${PRODUCT_LIMITS.nameMax} characters, or leave it empty`,
  description: `Keep the description under ${PRODUCT_LIMITS.descriptionMax} characters`,
  price: `Enter a price in rupees from 0.01 to ${PRODUCT_LIMITS.priceMax}, with at most 2 decimals`,
  sellingAboveMrp: 'Selling price cannot be more than the MRP',
  quantityLabel: `Say how much is in the pack, e.g. 500 g, 1 L or 6 pcs (up to ${PRODUCT_LIMITS.quantityLabelMax} characters)`,
  stock: `Stock must be a whole number from 0 to ${PRODUCT_LIMITS.stockMax}`,
  hsnCode: 'HSN code: 4, 6 or 8 digits, or leave it empty',
  gstRate: 'GST rate: 0, 5, 12, 18, 28 or 40 percent',
  images: `Add 1 to ${PRODUCT_LIMITS.imagesMax} images uploaded to this store`,
  imageUrl: 'Images must be uploaded to this store first (an /uploads/… or /images/… address)',
  categoryName: `Give the category a name (up to ${PRODUCT_LIMITS.categoryNameMax} characters)`,
  categoryNameHi: `Keep the category's Hindi name to ${PRODUCT_LIMITS.categoryNameMax} characters, or leave it empty`,
  sortOrder: `Position must be a whole number from 0 to ${PRODUCT_LIMITS.categorySortOrderMax}`,
} as const;

/** Rupees that are a whole number of paise: 45, 45.5, 45.99 — not 45.999. */
export function isWholePaise(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  const paise = rupees * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}

export function isValidPrice(rupees: number): boolean {
  return rupees >= 0.01 && rupees <= PRODUCT_LIMITS.priceMax && isWholePaise(rupees);
}

/** A count on hand the admin can set: a whole number from 0 to the stock limit. */
export function isValidStock(stock: number): boolean {
  return Number.isInteger(stock) && stock >= 0 && stock <= PRODUCT_LIMITS.stockMax;
}

/** How many products one bulk stock edit may count at once (a page of the list at its largest). */
export const BULK_STOCK_MAX = 100;

/** At or below this many on hand (two full cart lines' worth) the shelf needs restocking soon. */
export const LOW_STOCK_AT = 10;

export type StockLevel = 'out' | 'low' | 'plenty';

/** How urgently a product needs restocking: none left, running low, or enough for now. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_AT ? 'low' : 'plenty';
}

/** '500 g', '1 L', '6 pcs', '1 bunch': some amount, said briefly. */
export function isValidQuantityLabel(label: string): boolean {
  const trimmed = label.trim();
  return trimmed.length >= 1 && trimmed.length <= PRODUCT_LIMITS.quantityLabelMax && /\d/.test(trimmed);
}

/** Paths this store serves images from; anything else (another site, a data: URL) is refused. */
export const IMAGE_PATH_PATTERN = /^\/(uploads|images\/seed)\/[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpe?g|webp|svg)$/;

/** The first rule the prices break: the field it is about and its message, or null. */
export function brokenPriceRule({ mrp, sellingPrice }: PriceFields): {
  field: 'mrp' | 'sellingPrice';
  message: string;
} | null {
  if (!isValidPrice(mrp)) return { field: 'mrp', message: PRODUCT_MESSAGES.price };
  if (!isValidPrice(sellingPrice)) return { field: 'sellingPrice', message: PRODUCT_MESSAGES.price };
  if (sellingPrice > mrp) return { field: 'sellingPrice', message: PRODUCT_MESSAGES.sellingAboveMrp };
  return null;
}

/** The first rule the prices break, in a sentence that does not name the field's code (R78), or null. */
export function priceProblem(prices: PriceFields, reader: Reader = ENGLISH_READER): string | null {
  const broken = brokenPriceRule(prices);
  return broken ? reader.say(broken.message) : null;
}
