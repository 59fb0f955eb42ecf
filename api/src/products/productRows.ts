import { type GstRate, isObjectId, LOW_STOCK_AT, paiseToRupees, type Product } from '@kirana/shared/domain';
import type { SqlParams } from '../db/params';
import { assetUrl } from '../lib/assetUrl';

/** The columns every product read selects, and how a row becomes the wire's Product. */
export interface ProductRow {
  id: string;
  name: string;
  name_hi: string | null;
  description: string;
  category_id: string;
  category_name: string;
  category_name_hi: string | null;
  images: string[];
  mrp_paise: number;
  selling_price_paise: number;
  quantity_label: string;
  stock: number;
  is_active: boolean;
  hsn_code: string | null;
  gst_rate: number;
}

export const PRODUCT_COLUMNS = `p.id, p.name, p.name_hi, p.description, p.category_id, c.name AS category_name,
  c.name_hi AS category_name_hi, p.images,
  p.mrp_paise, p.selling_price_paise, p.quantity_label, p.stock, p.is_active,
  p.hsn_code, p.gst_rate`;

/** How the shop lists a category: what can be bought first, then by name. */
export const SHELF_ORDER = 'p.sold_out, p.name, p.id';

export function toProduct(row: ProductRow, publicUrl: string): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category_name,
    categoryId: row.category_id,
    productImages: row.images.map((image) => assetUrl(publicUrl, image)),
    mrp: paiseToRupees(row.mrp_paise),
    sellingPrice: paiseToRupees(row.selling_price_paise),
    quantityLabel: row.quantity_label,
    stock: row.stock,
    inStock: row.stock > 0,
    isActive: row.is_active,
    // The Hindi name only where the store wrote one (the wire leaves it out, never sends null).
    ...(row.name_hi ? { nameHi: row.name_hi } : {}),
    ...(row.category_name_hi ? { categoryHi: row.category_name_hi } : {}),
    // Tax only where the store set it (a product without is exempt, 0%, and has no HSN code yet).
    ...(row.hsn_code ? { hsnCode: row.hsn_code } : {}),
    ...(row.gst_rate ? { gstRate: row.gst_rate as GstRate } : {}),
  };
}

export interface ProductQuery {
  page?: number;
  pageSize?: number;
  /** A category id or slug. */
  category?: string;
  search?: string;
  /** Deactivated products too (the route allows this for admins only). */
  includeInactive?: boolean;
  /** Only products running low (at most `LOW_STOCK_AT` on hand, none left included); admins only. */
  lowStock?: boolean;
}

export type ProductFilter = Pick<ProductQuery, 'category' | 'includeInactive' | 'lowStock'>;

/** Conditions on `p` every listing applies: active only (unless asked), one category by id or slug. */
export function filterConditions(filter: ProductFilter, params: SqlParams): string[] {
  const conditions = [...(filter.includeInactive ? [] : ['p.is_active']), ...lowStockCondition(filter, params)];
  if (filter.category) {
    const ref = params.add(filter.category);
    conditions.push(
      isObjectId(filter.category)
        ? `p.category_id = ${ref}`
        : `p.category_id = (SELECT id FROM categories WHERE slug = ${ref})`,
    );
  }
  return conditions;
}

/** The low-stock filter's condition on `p` (the threshold is shared's `LOW_STOCK_AT`, as the list's marks use). */
export function lowStockCondition(filter: Pick<ProductFilter, 'lowStock'>, params: SqlParams): string[] {
  return filter.lowStock ? [`p.stock <= ${params.add(LOW_STOCK_AT)}`] : [];
}

/** How many products a category lists under a filter. */
export interface CategoryCount {
  id: string;
  count: number;
}

/** Counts per category for a filter (read from the database, or from what a cache kept of it). */
export type CountCategories = (filter: ProductFilter) => Promise<CategoryCount[]>;

export interface ProductPage {
  rows: ProductRow[];
  total: number;
}
