import type { PaymentMethod, PaymentStatus } from '@kirana/shared/domain';
import { one, prepared, type Queryable, theRow } from '../db/database';
import { STORE_PAUSED_NOW } from '../store/repository';
import type { WholeOrderRow } from './orderRows';
import { orderEvent } from './timeline';

export interface NewOrderRow {
  id: string;
  userId: string;
  /** Which saved address: the order keeps its names as they are now. */
  address: { society: string; wing: string; flatNumber: string };
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** The 4-digit code the customer will read out to the rider (`newHandoffCode`). */
  handoffCode: string;
  /** Who placed it, when not the customer (the admin taking a phone order): the timeline's actor. */
  placedBy: string | null;
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

export async function findOrderByIdempotencyKey(
  db: Queryable,
  userId: string,
  key: string,
): Promise<{ id: string; requestHash: string } | null> {
  const row = await one<{ id: string; request_hash: string }>(
    db,
    'SELECT id, request_hash FROM orders WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return row ? { id: row.id, requestHash: row.request_hash } : null;
}

/**
 * What the order's first statement did: whether the store was paused, whether the address was one of the
 * customer's, and the lines taken.
 */
export interface ClaimedOrder {
  /** The store is not taking orders: nothing was inserted or taken. */
  paused: boolean;
  atSavedAddress: boolean;
  /** Each line taken, by product id; a line missing is unknown, inactive or short (the caller rolls back). */
  taken: Map<string, TakenLine>;
}

const CLAIM_ORDER = prepared(
  'claim-order-and-take-stock',
  `WITH claimed AS (
       INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
         payment_method, payment_status,
                           items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise, idempotency_key, request_hash, handoff_code)
       SELECT $1, a.user_id, a.society_id, s.society_name, a.wing, a.flat_number, s.locality_id, l.area_name, $5, $6,
         0, 0, 0, 0, $7, $8, $12
         FROM user_addresses a JOIN societies s ON s.id = a.society_id JOIN localities l ON l.id = s.locality_id
        WHERE a.user_id = $2 AND a.society_id = $3 AND a.wing = $4 AND a.flat_number = $9 AND NOT ${STORE_PAUSED_NOW}
       RETURNING id, user_id, payment_method
     ), placed AS (
       -- The timeline's first entry, written by the statement that places the order (no extra round trip).
       ${orderEvent('placed', "jsonb_build_object('paymentMethod', payment_method)", 'coalesce($13, user_id)', 'NULL', 'claimed')}
     ), wanted AS (
       SELECT * FROM unnest($10::text[], $11::int[]) AS w (id, qty)
     ), locked AS (
       SELECT p.id FROM products p WHERE p.id = ANY ($10::text[]) AND EXISTS (SELECT 1 FROM claimed)
         ORDER BY p.id FOR UPDATE
     ), taken AS (
       UPDATE products p SET stock = p.stock - w.qty, updated_at = now()
         FROM wanted w, locked l
        WHERE p.id = w.id AND l.id = p.id AND p.is_active AND p.stock >= w.qty
       RETURNING p.id, p.name, p.images[1] AS image, p.quantity_label, p.selling_price_paise, w.qty
     )
     SELECT ${STORE_PAUSED_NOW} AS paused, EXISTS (SELECT 1 FROM claimed) AS claimed, t.* FROM (SELECT 1) AS one LEFT JOIN taken t ON true`,
);

/**
 * One statement: inserts the order, with its totals still 0, at one of the customer's saved
 * addresses (read there, with the names the order keeps) unless the store is paused, then takes every line's
 * quantity of
 * active products that have that many on the shelf and returns what each was sold at.
 *
 * The insert runs first (the products are locked only once it has a row): it claims the
 * idempotency key, so a concurrent or repeated request with the same key fails on the unique index
 * (after waiting for the other to finish) before any stock moves, and the failed statement takes
 * nothing. Nothing is taken when the address is not theirs. The products are locked in id order
 * before they change, so two orders never wait on each other in a circle; those locks are what stop
 * two orders selling one last unit.
 */
export async function claimOrderAndTakeStock(
  db: Queryable,
  order: NewOrderRow,
  items: readonly { product: string; qty: number }[],
): Promise<ClaimedOrder> {
  const rows = await db.query<{
    paused: boolean;
    claimed: boolean;
    id: string | null;
    name: string;
    image: string | null;
    quantity_label: string;
    selling_price_paise: number;
    qty: number;
  }>(CLAIM_ORDER, [
    order.id,
    order.userId,
    order.address.society,
    order.address.wing,
    order.paymentMethod,
    order.paymentStatus,
    order.idempotencyKey,
    order.requestHash,
    order.address.flatNumber,
    items.map((item) => item.product),
    items.map((item) => item.qty),
    order.handoffCode,
    order.placedBy,
  ]);
  const taken = new Map<string, TakenLine>();
  for (const row of rows) {
    if (row.id === null) continue;
    taken.set(row.id, {
      productId: row.id,
      name: row.name,
      image: row.image ?? '',
      quantityLabel: row.quantity_label,
      unitPricePaise: row.selling_price_paise,
      qty: row.qty,
    });
  }
  return { paused: rows[0]?.paused === true, atSavedAddress: rows[0]?.claimed === true, taken };
}

/** Why stock could not be taken: the product's name, stock and whether it is still sold. */
export async function productShelf(
  db: Queryable,
  productId: string,
): Promise<{ name: string; stock: number; isActive: boolean } | null> {
  const row = await one<{ name: string; stock: number; is_active: boolean }>(
    db,
    'SELECT name, stock, is_active FROM products WHERE id = $1',
    [productId],
  );
  return row ? { name: row.name, stock: row.stock, isActive: row.is_active } : null;
}

const SAVE_LINES_AND_TOTALS = prepared(
  'save-order-lines-and-totals',
  `WITH lines AS (
       INSERT INTO order_items (order_id, position, product_id, name, image, quantity_label, unit_price_paise, qty)
       SELECT $1, l.position, l.product_id, l.name, l.image, l.quantity_label, l.unit_price_paise, l.qty
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[])
              AS l (position, product_id, name, image, quantity_label, unit_price_paise, qty)
       RETURNING position, product_id, name, image, quantity_label, unit_price_paise, qty
     ), o AS (
       UPDATE orders SET items_price_paise = $9, small_cart_fee_paise = $10, delivery_fee_paise = $11,
         total_price_paise = $12 WHERE id = $1 RETURNING *
     )
     SELECT o.*, u.name AS user_name, u.phone_number AS user_phone,
            (SELECT json_agg(json_build_object('product_id', l.product_id, 'name', l.name, 'image', l.image,
                                               'quantity_label', l.quantity_label,
                                               'unit_price_paise', l.unit_price_paise, 'qty', l.qty)
                             ORDER BY l.position) FROM lines l) AS items
       FROM o JOIN users u ON u.id = o.user_id`,
);

/**
 * Stores the lines as sold (in the customer's order) and the bill on the order, and reads the
 * whole order back, in one statement.
 */
export async function saveLinesAndTotals(
  db: Queryable,
  orderId: string,
  lines: readonly TakenLine[],
  totals: OrderTotals,
): Promise<WholeOrderRow> {
  return theRow<WholeOrderRow>(db, SAVE_LINES_AND_TOTALS, [
    orderId,
    lines.map((_, position) => position),
    lines.map((line) => line.productId),
    lines.map((line) => line.name),
    lines.map((line) => line.image),
    lines.map((line) => line.quantityLabel),
    lines.map((line) => line.unitPricePaise),
    lines.map((line) => line.qty),
    totals.itemsPaise,
    totals.smallCartFeePaise,
    totals.deliveryFeePaise,
    totals.totalPaise,
  ]);
}
