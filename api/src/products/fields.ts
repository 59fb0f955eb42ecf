import {
  isValidQuantityLabel,
  brokenPriceRule,
  priceProblem,
  PRODUCT_MESSAGES,
  rupeesToPaise,
  type GstRate,
  type ProductUpdate,
  sentence,
  sentenceOf,
} from '@kirana/shared/domain';
import type { AppConfig } from '../config';
import { fieldRefused } from '../lib/httpErrors';
import { storedImagePath } from '../lib/storedImages';

/** A product's columns as stored: paise, image paths, trimmed text. */
export interface ProductRecord {
  name: string;
  /** Null when the product has no Hindi name. */
  nameHi: string | null;
  description: string;
  categoryId: string;
  images: string[];
  mrpPaise: number;
  sellingPricePaise: number;
  quantityLabel: string;
  stock: number;
  isActive: boolean;
  /** Null until the store gives one. */
  hsnCode: string | null;
  gstRate: GstRate;
}

/**
 * The admin's fields checked one by one beyond what the schema can say (blank after trimming,
 * an amount in the quantity label, images this store serves) and converted to stored form.
 * Prices are checked together in `checkPrices`, once the update is merged with what is stored.
 */
export function productChanges(
  config: Pick<AppConfig, 'publicUrl' | 'uploadDir'>,
  body: ProductUpdate,
): Partial<ProductRecord> {
  const changes: Partial<ProductRecord> = {};
  if (body.name !== undefined) {
    changes.name = body.name.trim();
    if (!changes.name) throw fieldRefused('name', sentence(PRODUCT_MESSAGES.name));
  }
  if (body.nameHi !== undefined) changes.nameHi = body.nameHi?.trim() || null;
  if (body.description !== undefined) changes.description = body.description.trim();
  if (body.categoryId !== undefined) changes.categoryId = body.categoryId;
  if (body.productImages !== undefined) {
    changes.images = body.productImages.map((url, index) => storedImagePath(config, `productImages.${index}`, url));
    if (new Set(changes.images).size !== changes.images.length)
      throw fieldRefused('productImages', sentence('The same image is listed twice.'));
  }
  if (body.quantityLabel !== undefined) {
    if (!isValidQuantityLabel(body.quantityLabel))
      throw fieldRefused('quantityLabel', sentence(PRODUCT_MESSAGES.quantityLabel));
    changes.quantityLabel = body.quantityLabel.trim();
  }
  if (body.mrp !== undefined) changes.mrpPaise = rupeesToPaise(body.mrp);
  if (body.sellingPrice !== undefined) changes.sellingPricePaise = rupeesToPaise(body.sellingPrice);
  if (body.stock !== undefined) changes.stock = body.stock;
  if (body.isActive !== undefined) changes.isActive = body.isActive;
  if (body.hsnCode !== undefined) changes.hsnCode = body.hsnCode?.trim() || null;
  if (body.gstRate !== undefined) changes.gstRate = body.gstRate as GstRate;
  return changes;
}

/** Rupees as sent (2 decimals at most) and selling price ≤ MRP, on the product as it will be. */
export function checkPrices(
  sent: { mrp?: number; sellingPrice?: number },
  stored: { mrpPaise: number; sellingPricePaise: number },
): void {
  const prices = {
    mrp: sent.mrp ?? stored.mrpPaise / 100,
    sellingPrice: sent.sellingPrice ?? stored.sellingPricePaise / 100,
  };
  const broken = brokenPriceRule(prices);
  const problem = sentenceOf((reader) => priceProblem(prices, reader));
  if (broken && problem) throw fieldRefused(broken.field, problem);
}
