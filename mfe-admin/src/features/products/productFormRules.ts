import type { FormRule } from 'antd';
import { activeLocale } from '@kirana/shared';
import {
  type GstRate,
  isGstRate,
  isValidPrice,
  isValidQuantityLabel,
  isValidStock,
  priceProblem,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
} from '@kirana/shared/extended';
import { t } from '../../i18n';

/** The product form's fields, as the form holds them (numbers are null while a box is empty). */
export interface ProductFormValues {
  name: string;
  /** The Hindi name; empty for none. */
  nameHi: string;
  description: string;
  categoryId: string | undefined;
  productImages: string[];
  mrp: number | null;
  sellingPrice: number | null;
  quantityLabel: string;
  stock: number | null;
  isActive: boolean;
  /** The HSN code its bill prints (4, 6 or 8 digits); empty for none yet. */
  hsnCode: string;
  /** Its GST rate in percent (the price includes it). */
  gstRate: GstRate;
}

/** The form once its rules have passed: the category and every number filled in. */
export type CheckedProductValues = ProductFormValues & {
  categoryId: string;
  mrp: number;
  sellingPrice: number;
  stock: number;
};

export const isChecked = (values: ProductFormValues): values is CheckedProductValues =>
  values.categoryId !== undefined && values.mrp !== null && values.sellingPrice !== null && values.stock !== null;

export interface CategoryFormValues {
  name: string;
  nameHi: string;
  image: string[];
  sortOrder: number | null;
}

export const PICK_A_CATEGORY = 'Pick the category customers will find it in';
export const HSN_CODE_MESSAGE = 'HSN code: 4, 6 or 8 digits';
export const PICK_A_GST_RATE = 'Pick its GST rate: 0%, 5%, 12%, 18% or 28%';

/** An HSN code as bills print it: 4, 6 or 8 digits (the API checks the same). */
export const isHsnCode = (value: string): boolean => /^(\d{4}|\d{6}|\d{8})$/.test(value);
export const UPLOAD_A_CATEGORY_PICTURE = 'Upload a picture for the category';

/**
 * A rule that passes when `ok(value)` holds and otherwise says `message` (the domain's sentence),
 * in the language shown when it checks (the domain's sentences have their Hindi in shared's API
 * catalogue: the server refuses with the same words).
 */
function check<T>(message: string, ok: (value: T) => boolean): FormRule {
  return { validator: (_rule, value: T) => (ok(value) ? Promise.resolve() : Promise.reject(new Error(t(message)))) };
}

const filledUpTo = (max: number) => (value: string | undefined) =>
  typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= max;
const price = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && isValidPrice(value);

/** `'sellingPrice: Selling price cannot…'` → `'Selling price cannot…'`. */
export const sentenceOf = (problem: string): string => problem.replace(/^[\w.]+: /, '');

/**
 * Every field's rules, built from `productRules` so the form says what the server would:
 * the same limits, the same sentences.
 */
export const productFormRules: Record<Exclude<keyof ProductFormValues, 'isActive'>, FormRule[]> = {
  name: [check(PRODUCT_MESSAGES.name, filledUpTo(PRODUCT_LIMITS.nameMax))],
  nameHi: [
    check(
      PRODUCT_MESSAGES.nameHi,
      (value: string | undefined) => (value ?? '').trim().length <= PRODUCT_LIMITS.nameMax,
    ),
  ],
  description: [
    check(
      PRODUCT_MESSAGES.description,
      (value: string | undefined) => (value ?? '').trim().length <= PRODUCT_LIMITS.descriptionMax,
    ),
  ],
  categoryId: [check(PICK_A_CATEGORY, (value: string | undefined) => Boolean(value))],
  productImages: [
    check(
      PRODUCT_MESSAGES.images,
      (value: string[] | undefined) => (value?.length ?? 0) >= 1 && (value?.length ?? 0) <= PRODUCT_LIMITS.imagesMax,
    ),
  ],
  mrp: [check(PRODUCT_MESSAGES.price, price)],
  sellingPrice: [
    check(PRODUCT_MESSAGES.price, price),
    ({ getFieldValue }) => ({
      validator(_rule, sellingPrice: number | null) {
        const mrp = getFieldValue('mrp') as number | null;
        // Against the MRP only once both are prices; a bad MRP has its own message.
        if (!price(mrp) || !price(sellingPrice)) return Promise.resolve();
        const problem = priceProblem({ mrp, sellingPrice }, { say: t, locale: activeLocale() });
        return problem ? Promise.reject(new Error(sentenceOf(problem))) : Promise.resolve();
      },
    }),
  ],
  quantityLabel: [
    check(PRODUCT_MESSAGES.quantityLabel, (value: string | undefined) => isValidQuantityLabel(value ?? '')),
  ],
  stock: [
    check(
      PRODUCT_MESSAGES.stock,
      (value: number | null) => value !== null && value !== undefined && isValidStock(value),
    ),
  ],
  // Optional: empty until the store knows it.
  hsnCode: [check(HSN_CODE_MESSAGE, (value: string | undefined) => !value?.trim() || isHsnCode(value.trim()))],
  gstRate: [check(PICK_A_GST_RATE, isGstRate)],
};

export const categoryFormRules: Record<keyof CategoryFormValues, FormRule[]> = {
  name: [check(PRODUCT_MESSAGES.categoryName, filledUpTo(PRODUCT_LIMITS.categoryNameMax))],
  nameHi: [
    check(
      PRODUCT_MESSAGES.categoryNameHi,
      (value: string | undefined) => (value ?? '').trim().length <= PRODUCT_LIMITS.categoryNameMax,
    ),
  ],
  image: [check(UPLOAD_A_CATEGORY_PICTURE, (value: string[] | undefined) => (value?.length ?? 0) === 1)],
  sortOrder: [
    check(
      PRODUCT_MESSAGES.sortOrder,
      (value: number | null) =>
        value === null ||
        value === undefined ||
        (Number.isInteger(value) && value >= 0 && value <= PRODUCT_LIMITS.categorySortOrderMax),
    ),
  ],
};
