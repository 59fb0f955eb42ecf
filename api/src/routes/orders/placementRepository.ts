import type { PaymentMethod, PaymentStatus, SavedAddress } from '@kirana/shared/domain';
import { one, type Queryable } from '../../db/database';

export interface NewOrderRow {
  id: string;
  userId: string;
  address: SavedAddress;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/** What a product was sold at, read in the same statement that took its stock. */
export interface TakenLine {
  productId: string;
  name: string;
  image: string;
  quantityLabel: string;
  unitPricePaise: number;
  qty: number;
}

export interface OrderTotals {
  itemsPaise: number;
  smallCartFeePaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
}

/** One of this customer's saved addresses, with the names the order keeps. */
export async function findSavedAddress(db: Queryable, userId: string, key: { society: string; wing: string; flatNumber: string }): Promise<SavedAddress | null> {
  const row = await one<{ society_id: string; society_name: string; wing: string; flat_number: string; locality_id: string; area_name: string }>(
    db,
    `SELECT a.society_id, s.society_name, a.wing, a.flat_number, s.locality_id, l.area_name
       FROM user_addresses a JOIN societies s ON s.id = a.society_id JOIN localities l ON l.id = s.locality_id
      WHERE a.user_id = $1 AND a.society_id = $2 AND a.wing = $3 AND a.flat_number = $4`,
    [userId, key.society, key.wing, key.flatNumber],
  );
  return row
    ? { society: row.society_id, societyName: row.society_name, wing: row.wing, flatNumber: row.flat_number, locality: row.locality_id, areaName: row.area_name }
    : null;
}

export async function findOrderByIdempotencyKey(db: Queryable, userId: string, key: string): Promise<{ id: string; requestHash: string } | null> {
  const row = await one<{ id: string; request_hash: string }>(db, 'SELECT id, request_hash FROM orders WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);
  return row ? { id: row.id, requestHash: row.request_hash } : null;
}

/**
 * Inserts the order first, with its totals still 0, so that the idempotency key is claimed before
 * any stock moves: a concurrent request with the same key waits here and then fails on the unique
 * index instead of taking stock twice.
 */
export async function insertOrder(db: Queryable, order: NewOrderRow): Promise<void> {
  const a = order.address;
  await db.query(
    `INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name, payment_method, payment_status,
                         items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, 0, 0, 0, $11, $12)`,
    [order.id, order.userId, a.society, a.societyName, a.wing, a.flatNumber, a.locality, a.areaName, order.paymentMethod, order.paymentStatus, order.idempotencyKey, order.requestHash],
  );
}

/**
 * Takes `qty` units of an active product only if that many are on the shelf, and returns what it
 * was sold at; null when it is unknown, inactive or short. The row lock this takes is what stops
 * two concurrent orders selling the same last unit.
 */
export async function takeStock(db: Queryable, productId: string, qty: number): Promise<TakenLine | null> {
  const row = await one<{ name: string; image: string | null; quantity_label: string; selling_price_paise: number }>(
    db,
    `UPDATE products SET stock = stock - $2, updated_at = now()
      WHERE id = $1 AND is_active AND stock >= $2
      RETURNING name, images[1] AS image, quantity_label, selling_price_paise`,
    [productId, qty],
  );
  return row ? { productId, name: row.name, image: row.image ?? '', quantityLabel: row.quantity_label, unitPricePaise: row.selling_price_paise, qty } : null;
}

/** Why stock could not be taken: the product's name, stock and whether it is still sold. */
export async function productShelf(db: Queryable, productId: string): Promise<{ name: string; stock: number; isActive: boolean } | null> {
  const row = await one<{ name: string; stock: number; is_active: boolean }>(db, 'SELECT name, stock, is_active FROM products WHERE id = $1', [productId]);
  return row ? { name: row.name, stock: row.stock, isActive: row.is_active } : null;
}

export async function insertOrderLines(db: Queryable, orderId: string, lines: readonly TakenLine[]): Promise<void> {
  for (const [position, line] of lines.entries()) {
    await db.query(
      `INSERT INTO order_items (order_id, position, product_id, name, image, quantity_label, unit_price_paise, qty)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [orderId, position, line.productId, line.name, line.image, line.quantityLabel, line.unitPricePaise, line.qty],
    );
  }
}

export async function setOrderTotals(db: Queryable, orderId: string, totals: OrderTotals): Promise<void> {
  await db.query(
    `UPDATE orders SET items_price_paise = $2, small_cart_fee_paise = $3, delivery_fee_paise = $4, total_price_paise = $5 WHERE id = $1`,
    [orderId, totals.itemsPaise, totals.smallCartFeePaise, totals.deliveryFeePaise, totals.totalPaise],
  );
}
