/**
 * The catalogue as a spreadsheet (R13): the columns the export writes and the import reads,
 * and what makes one row acceptable. Prices are rupees as a shopkeeper types them ("45.50", no ₹);
 * the API checks what needs the database (categories, images, SKUs already taken).
 */
import { type GstRate, HSN_PATTERN, isGstRate } from './gst';
import { rupeesToPaise } from './money';
import { type Sentence, sentence } from './say';
import {
  IMAGE_PATH_PATTERN,
  isValidPrice,
  isValidQuantityLabel,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
} from './productRules';

/** The file's columns, in order: the header line names them exactly so. */
export const CATALOGUE_COLUMNS = [
  'sku',
  'name',
  'name_hi',
  'category',
  'quantity',
  'mrp',
  'selling_price',
  'stock',
  'on_sale',
  'images',
  'description',
  'hsn_code',
  'gst_rate',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Without these a row cannot make a product; the others may be left out of the file. */
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = ['name', 'category', 'quantity', 'mrp', 'selling_price'];

export const CATALOGUE_FILE_LIMITS = {
  /** 5 MB: 20,000 rows of a full catalogue fit with room to spare. */
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  skuMax: 40,
  /** A preview lists this many rows with problems, and counts every problem by kind. */
  problemRowsShown: 200,
} as const;

/** Images in one cell are separated by this (image paths never hold it). */
export const IMAGE_SEPARATOR = '|';

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** One product as a row carries it, in stored form (paise, trimmed text). Absent columns stay undefined. */
export interface CatalogueRow {
  sku?: string;
  name: string;
  nameHi?: string | null;
  category: string;
  quantityLabel: string;
  mrpPaise: number;
  sellingPricePaise: number;
  stock?: number;
  isActive?: boolean;
  images?: string[];
  description?: string;
  /** Null: the file's cell is empty, which clears the product's HSN code. */
  hsnCode?: string | null;
  /** Left out when the column is absent or its cell is empty (an existing product keeps its rate). */
  gstRate?: GstRate;
}

/** A row's problem: a sentence whose values are plain (a number, or the file's own text). */
export interface RowProblem extends Sentence {
  values?: Record<string, string | number>;
}

/**
 * What can be wrong with a row, each a sentence's English (a key of the API's catalogue, with
 * `{name}` values, each a number or the file's own text): the preview sends every problem as its
 * English and as its sentence.
 */
export const CATALOGUE_ROW_MESSAGES = {
  sku: 'The SKU may hold letters, digits, “.”, “-” and “_” (up to {most}), starting with a letter or digit',
  nameMissing: 'The name is missing',
  nameLong: 'The name is longer than {most} characters',
  nameHiLong: PRODUCT_MESSAGES.nameHi,
  categoryMissing: 'The category is missing',
  quantity: PRODUCT_MESSAGES.quantityLabel,
  mrpNotANumber: 'The MRP “{value}” is not a number',
  sellingPriceNotANumber: 'The selling price “{value}” is not a number',
  mrpPrice: `The MRP: ${PRODUCT_MESSAGES.price}`,
  sellingPricePrice: `The selling price: ${PRODUCT_MESSAGES.price}`,
  sellingAboveMrp: PRODUCT_MESSAGES.sellingAboveMrp,
  stock: PRODUCT_MESSAGES.stock,
  onSale: 'On sale must be yes or no',
  images: PRODUCT_MESSAGES.imageUrl,
  tooManyImages: 'A product has at most {most} images',
  descriptionLong: PRODUCT_MESSAGES.description,
  hsnCode: PRODUCT_MESSAGES.hsnCode,
  gstRate: PRODUCT_MESSAGES.gstRate,
} as const;

const PRICE_PROBLEMS = {
  mrp: { notANumber: CATALOGUE_ROW_MESSAGES.mrpNotANumber, price: CATALOGUE_ROW_MESSAGES.mrpPrice },
  selling_price: {
    notANumber: CATALOGUE_ROW_MESSAGES.sellingPriceNotANumber,
    price: CATALOGUE_ROW_MESSAGES.sellingPricePrice,
  },
} as const;

/** A number as people write it in a spreadsheet: "1,250.50" or " 45 " (no ₹ sign, no letters). */
function readNumber(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/**
 * An HSN cell as a spreadsheet gives it back: spaces anywhere dropped ("0401 10 00"), and one leading
 * zero put back where a spreadsheet took it off by reading the code as a number (0401, dairy, comes
 * back as 401). Every HSN chapter is 01 to 99, so a code has at most one leading zero and a 3, 5 or
 * 7 digit cell can only be a 4, 6 or 8 digit code that lost it. Null: not an HSN code.
 */
export function readHsnCode(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  const code = /^[1-9]\d{2}(?:\d{2}){0,2}$/.test(digits) ? `0${digits}` : digits;
  return HSN_PATTERN.test(code) ? code : null;
}

/** A GST rate cell: "5", "5%", " 18 ", "18 %" or "5.0"; null when it is not one of `GST_RATES`. */
export function readGstRate(text: string): GstRate | null {
  const match = /^(\d+(?:\.0+)?)\s*%?$/.exec(text.trim());
  const rate = match ? Number(match[1]) : Number.NaN;
  return isGstRate(rate) ? rate : null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'on sale', 'हाँ', 'हां']);
const NO = new Set(['no', 'n', 'false', '0', 'off', 'नहीं']);

/**
 * One row of the file, read by column name: the product it describes, or every reason it cannot
 * be one (all of them, so a shopkeeper fixes a row once).
 */
export function readCatalogueRow(
  cells: Partial<Record<CatalogueColumn, string>>,
): { row: CatalogueRow; problems: [] } | { row: null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const wrong = (text: string, values?: Record<string, string | number>) => problems.push(sentence(text, values));
  const text = (column: CatalogueColumn) => cells[column]?.trim();

  const sku = text('sku') || undefined;
  if (sku !== undefined && !SKU_PATTERN.test(sku))
    wrong(CATALOGUE_ROW_MESSAGES.sku, { most: CATALOGUE_FILE_LIMITS.skuMax });
  const name = text('name') ?? '';
  if (!name) wrong(CATALOGUE_ROW_MESSAGES.nameMissing);
  else if (name.length > PRODUCT_LIMITS.nameMax)
    wrong(CATALOGUE_ROW_MESSAGES.nameLong, { most: PRODUCT_LIMITS.nameMax });
  const nameHiCell = text('name_hi');
  const nameHi = nameHiCell === undefined ? undefined : nameHiCell || null;
  if (nameHi && nameHi.length > PRODUCT_LIMITS.nameMax) wrong(CATALOGUE_ROW_MESSAGES.nameHiLong);
  const category = text('category') ?? '';
  if (!category) wrong(CATALOGUE_ROW_MESSAGES.categoryMissing);
  const quantityLabel = text('quantity') ?? '';
  if (!isValidQuantityLabel(quantityLabel)) wrong(CATALOGUE_ROW_MESSAGES.quantity);

  const price = (column: 'mrp' | 'selling_price'): number | null => {
    const raw = text(column) ?? '';
    const value = readNumber(raw);
    if (value === null) {
      wrong(PRICE_PROBLEMS[column].notANumber, { value: raw });
      return null;
    }
    if (!isValidPrice(value)) {
      wrong(PRICE_PROBLEMS[column].price);
      return null;
    }
    return value;
  };
  const mrp = price('mrp');
  const sellingPrice = price('selling_price');
  if (mrp !== null && sellingPrice !== null && sellingPrice > mrp) wrong(CATALOGUE_ROW_MESSAGES.sellingAboveMrp);

  const stockCell = text('stock');
  let stock: number | undefined;
  if (stockCell) {
    const value = readNumber(stockCell);
    if (value === null || !Number.isInteger(value) || value < 0 || value > PRODUCT_LIMITS.stockMax)
      wrong(CATALOGUE_ROW_MESSAGES.stock);
    else stock = value;
  }

  const onSaleCell = text('on_sale')?.toLowerCase();
  let isActive: boolean | undefined;
  if (onSaleCell) {
    if (YES.has(onSaleCell)) isActive = true;
    else if (NO.has(onSaleCell)) isActive = false;
    else wrong(CATALOGUE_ROW_MESSAGES.onSale);
  }

  const imagesCell = text('images');
  let images: string[] | undefined;
  if (imagesCell !== undefined) {
    images = imagesCell
      .split(IMAGE_SEPARATOR)
      .map((path) => path.trim())
      .filter(Boolean);
    if (images.some((path) => !IMAGE_PATH_PATTERN.test(path))) wrong(CATALOGUE_ROW_MESSAGES.images);
    else if (images.length > PRODUCT_LIMITS.imagesMax)
      wrong(CATALOGUE_ROW_MESSAGES.tooManyImages, { most: PRODUCT_LIMITS.imagesMax });
  }

  const description = text('description');
  if (description && description.length > PRODUCT_LIMITS.descriptionMax) wrong(CATALOGUE_ROW_MESSAGES.descriptionLong);

  // Like name_hi: an absent column changes nothing, an empty cell clears the code.
  const hsnCell = text('hsn_code');
  let hsnCode: string | null | undefined;
  if (hsnCell !== undefined) {
    hsnCode = hsnCell ? readHsnCode(hsnCell) : null;
    if (hsnCell && hsnCode === null) wrong(CATALOGUE_ROW_MESSAGES.hsnCode);
  }
  // An empty rate cell keeps an existing product's rate (a new one takes DEFAULT_GST_RATE): a blank is
  // more likely a cell not filled in than a product made exempt, and 0 would take the tax off its bills.
  const gstRateCell = text('gst_rate');
  let gstRate: GstRate | undefined;
  if (gstRateCell) {
    const rate = readGstRate(gstRateCell);
    if (rate === null) wrong(CATALOGUE_ROW_MESSAGES.gstRate);
    else gstRate = rate;
  }

  if (problems.length > 0 || mrp === null || sellingPrice === null) return { row: null, problems };
  return {
    row: {
      ...(sku !== undefined && { sku }),
      name,
      ...(nameHi !== undefined && { nameHi }),
      category,
      quantityLabel,
      mrpPaise: rupeesToPaise(mrp),
      sellingPricePaise: rupeesToPaise(sellingPrice),
      ...(stock !== undefined && { stock }),
      ...(isActive !== undefined && { isActive }),
      ...(images !== undefined && { images }),
      ...(description !== undefined && { description }),
      ...(hsnCode !== undefined && { hsnCode }),
      ...(gstRate !== undefined && { gstRate }),
    },
    problems: [],
  };
}
