import type { PaymentMethod, PaymentStatus } from '@kirana/shared/domain';
import { one, prepared, type Queryable } from '../db/database';
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
  /** The product's Hindi name when the store gave one (R38d). */
  nameHi: string | null;
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

/** What the order's first statement did: whether the store was paused, and the lines taken. */
export interface TakenStock {
  /** The store is not taking orders: nothing was taken. */
  paused: boolean;
  /** Each line taken, by product id; a line missing is unknown, inactive or short (the caller rolls back). */
  taken: Map<string, TakenLine>;
}

const TAKE_STOCK = prepared(
  'take-order-stock',
  `WITH status AS (
       ${STORE_PAUSED_NOW}
     ), open AS (
       SELECT NOT coalesce((SELECT paused FROM status), false) AS taking_orders
     ), wanted AS (
       SELECT * FROM unnest($1::text[], $2::int[]) AS w (id, qty)
     ), locked AS (
       SELECT p.id FROM products p WHERE p.id = ANY ($1::text[]) AND (SELECT taking_orders FROM open)
         ORDER BY p.id FOR UPDATE
     ), taken AS (
       UPDATE products p SET stock = p.stock - w.qty, updated_at = now()
         FROM wanted w, locked l
        WHERE p.id = w.id AND l.id = p.id AND p.is_active AND p.stock >= w.qty
       RETURNING p.id, p.name, p.name_hi, p.images[1] AS image, p.quantity_label, p.selling_price_paise, w.qty
     )
     SELECT NOT o.taking_orders AS paused, t.* FROM open o LEFT JOIN taken t ON true`,
);

/**
 * One statement: reads whether the store is paused with its row share-locked (held until the order
 * commits or rolls back, so a pause waits for this order and is read by every order after it),
 * and unless it is paused, takes every line's quantity of active products that
 * have that many on the shelf and returns what each was sold at. The products are locked in id
 * order before they change, so two orders never wait on each other in a circle; those locks are
 * what stop two orders selling one last unit.
 */
export async function takeStock(
  db: Queryable,
  items: readonly { product: string; qty: number }[],
): Promise<TakenStock> {
  const rows = await db.query<{
    paused: boolean;
    id: string | null;
    name: string;
    name_hi: string | null;
    image: string | null;
    quantity_label: string;
    selling_price_paise: number;
    qty: number;
  }>(TAKE_STOCK, [items.map((item) => item.product), items.map((item) => item.qty)]);
  const taken = new Map<string, TakenLine>();
  for (const row of rows) {
    if (row.id === null) continue;
    taken.set(row.id, {
      productId: row.id,
      name: row.name,
      nameHi: row.name_hi,
      image: row.image ?? '',
      quantityLabel: row.quantity_label,
      unitPricePaise: row.selling_price_paise,
      qty: row.qty,
    });
  }
  return { paused: rows[0]?.paused === true, taken };
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

const INSERT_ORDER = prepared(
  'insert-order-with-lines',
  `WITH claimed AS (
       INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
         payment_method, payment_status, items_price_paise, small_cart_fee_paise, delivery_fee_paise,
         total_price_paise, idempotency_key, request_hash, handoff_code)
       SELECT $1, a.user_id, a.society_id, s.society_name, a.wing, a.flat_number, s.locality_id, l.area_name, $5, $6,
         $12, $13, $14, $15, $7, $8, $10
         FROM user_addresses a JOIN societies s ON s.id = a.society_id JOIN localities l ON l.id = s.locality_id
        WHERE a.user_id = $2 AND a.society_id = $3 AND a.wing = $4 AND a.flat_number = $9
       RETURNING *
     ), placed AS (
       -- The timeline's first entry, written by the statement that places the order (no extra round trip).
       ${orderEvent('placed', "jsonb_build_object('paymentMethod', payment_method)", 'coalesce($11, user_id)', 'NULL', 'claimed')}
     ), lines AS (
       INSERT INTO order_items (order_id, position, product_id, name, name_hi, image, quantity_label, unit_price_paise, qty, ordered_qty,
                                hsn_code, gst_rate)
       SELECT c.id, l.position, l.product_id, l.name, l.name_hi, l.image, l.quantity_label, l.unit_price_paise, l.qty, l.qty,
              p.hsn_code, p.gst_rate
         FROM claimed c,
              unnest($16::int[], $17::text[], $18::text[], $19::text[], $20::text[], $21::int[], $22::int[], $23::text[])
              AS l (position, product_id, name, image, quantity_label, unit_price_paise, qty, name_hi)
              -- The product's tax as it is now goes with the line, as its price does: the bill never changes after.
              JOIN products p ON p.id = l.product_id
       RETURNING position, product_id, name, name_hi, image, quantity_label, unit_price_paise, qty
     )
     SELECT o.*, u.name AS user_name, u.phone_number AS user_phone,
            (SELECT json_agg(json_build_object('product_id', l.product_id, 'name', l.name, 'name_hi', l.name_hi, 'image', l.image,
                                               'quantity_label', l.quantity_label,
                                               'unit_price_paise', l.unit_price_paise, 'qty', l.qty)
                             ORDER BY l.position) FROM lines l) AS items
       FROM claimed o JOIN users u ON u.id = o.user_id`,
);

/**
 * One statement: inserts the order, priced, at one of the customer's saved addresses (read there,
 * with the names the order keeps), its timeline's first entry and its lines as sold (in the
 * customer's order), and reads the whole order back. Null, with nothing inserted, when the address
 * is not one of theirs. The insert claims the idempotency key: a concurrent or repeated request
 * with the same key fails on the unique index (after waiting for the other to finish), and its
 * transaction gives back the stock it took.
 */
export async function insertOrder(
  db: Queryable,
  order: NewOrderRow,
  lines: readonly TakenLine[],
  totals: OrderTotals,
): Promise<WholeOrderRow | null> {
  return one<WholeOrderRow>(db, INSERT_ORDER, [
    order.id,
    order.userId,
    order.address.society,
    order.address.wing,
    order.paymentMethod,
    order.paymentStatus,
    order.idempotencyKey,
    order.requestHash,
    order.address.flatNumber,
    order.handoffCode,
    order.placedBy,
    totals.itemsPaise,
    totals.smallCartFeePaise,
    totals.deliveryFeePaise,
    totals.totalPaise,
    lines.map((_, position) => position),
    lines.map((line) => line.productId),
    lines.map((line) => line.name),
    lines.map((line) => line.image),
    lines.map((line) => line.quantityLabel),
    lines.map((line) => line.unitPricePaise),
    lines.map((line) => line.qty),
    lines.map((line) => line.nameHi),
  ]);
}
