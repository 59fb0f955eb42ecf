import {
  orderNumber,
  paiseToRupees,
  type Order,
  type PaidWith,
  type PaymentMethod,
  type PaymentStatus,
  type DeliveredWith,
  type OrderStage,
  dueOf,
  riderFirstName,
} from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { assetUrl } from '../lib/assetUrl';
import { REFUND_DUE, refundOf } from '../money/ledger';

/**
 * Reading orders: one row per order joined with its customer, then every line of the orders
 * read in one query. The customer's, the admin's and the single-order reads all go through here.
 */
export interface OrderRow {
  id: string;
  user_id: string;
  user_name: string;
  user_phone: string;
  society_id: string;
  society_name: string;
  wing: string;
  flat_number: string;
  locality_id: string;
  area_name: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  items_price_paise: number;
  small_cart_fee_paise: number;
  delivery_fee_paise: number;
  total_price_paise: number;
  /** What the ledger settled on it (payments and khata money); the due is the total less this. */
  settled_paise: number;
  stage: OrderStage;
  packing_at: Date | null;
  packed_at: Date | null;
  picked_up_at: Date | null;
  is_paid: boolean;
  paid_at: Date | null;
  is_delivered: boolean;
  delivered_at: Date | null;
  is_cancelled: boolean;
  cancel_reason: string | null;
  /** Owed back on a cancelled, paid order (the ledger's `REFUND_DUE`; 0 when nothing is). */
  refund_due_paise: number | string;
  paid_with: PaidWith | null;
  /** The refunds through the payment provider, when any was asked for: their sum and where they stand (the ledger's `refundOf`). */
  refund: { amount_paise: number; state: 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED' } | null;
  created_at: Date;
  rider_id: string | null;
  /** The assigned rider's name (absent where a read does not join it: a new order has no rider). */
  rider_name?: string | null;
  rider_phone?: string | null;
  assigned_at: Date | null;
  delivered_with: DeliveredWith | null;
  handoff_code: string | null;
  handoff_wrong_tries: number;
  handoff_flagged_at: Date | null;
  cash_collected_at: Date | null;
}

export interface ItemRow {
  product_id: string;
  name: string;
  /** The product's Hindi name when the order was placed (R38d); absent from rows that did not read it. */
  name_hi?: string | null;
  image: string;
  quantity_label: string;
  unit_price_paise: number;
  qty: number;
  /** What the customer ordered; `qty` is what goes in the bag (less when the shelf was short). */
  ordered_qty?: number;
}

/**
 * `o` is the order, `u` its customer, its refunds and what is owed back from the ledger; callers add
 * WHERE, ORDER BY and paging.
 */
export const ORDER_COLUMNS = `o.*, u.name AS user_name, u.phone_number AS user_phone,
  ${refundOf('o.id')} AS refund, ${REFUND_DUE} AS refund_due_paise,
  (SELECT rider.name FROM users rider WHERE rider.id = o.rider_id) AS rider_name,
  (SELECT rider.phone_number FROM users rider WHERE rider.id = o.rider_id AND o.stage = 'out_for_delivery') AS rider_phone`;
export const ORDER_FROM = 'orders o JOIN users u ON u.id = o.user_id';
export const ORDER_SELECT = `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}`;

const REFUND_STATES = {
  REQUESTED: 'requested',
  PENDING: 'requested',
  COMPLETED: 'refunded',
  FAILED: 'failed',
} as const;

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/**
 * The order as its customer reads it (their own reads and their `orderUpdated`): with the handoff
 * code (R67) and the rider's first name only (R38b). Everything else is as the admins read it.
 */
export function asItsOwnerReads(order: Order, handoffCode: string | null): Order {
  const rider = order.rider ? { ...order.rider, name: riderFirstName(order.rider.name) } : order.rider;
  return { ...order, ...(rider === undefined ? {} : { rider }), handoffCode };
}

/** The order as the admins read it: never the handoff code. */
export function asAdminsRead(order: Order): Order {
  const { handoffCode: _forTheOwnerOnly, ...read } = order;
  return read;
}

/**
 * The order as the API answers it. The handoff code is only for its owner (`forOwner`: the
 * customer's own reads, `asItsOwnerReads`); the admin and everyone else never get it.
 */
export function toOrder(
  row: OrderRow,
  items: ItemRow[],
  publicUrl: string,
  options: { forOwner?: boolean } = {},
): Order {
  const order = toAdminsOrder(row, items, publicUrl);
  return options.forOwner ? asItsOwnerReads(order, row.handoff_code ?? null) : order;
}

function toAdminsOrder(row: OrderRow, items: ItemRow[], publicUrl: string): Order {
  return {
    _id: row.id,
    orderNumber: orderNumber(row.id),
    user: { _id: row.user_id, name: row.user_name, phoneNumber: row.user_phone },
    orderItems: items.map((item) => ({
      product: item.product_id,
      name: item.name,
      ...(item.name_hi ? { nameHi: item.name_hi } : {}),
      image: item.image ? assetUrl(publicUrl, item.image) : '',
      qty: item.qty,
      orderedQty: item.ordered_qty ?? item.qty,
      quantityLabel: item.quantity_label,
      sellingPrice: paiseToRupees(item.unit_price_paise),
    })),
    shippingAddress: {
      society: row.society_id,
      societyName: row.society_name,
      wing: row.wing,
      flatNumber: row.flat_number,
      locality: row.locality_id,
      areaName: row.area_name,
    },
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    itemsPrice: paiseToRupees(row.items_price_paise),
    smallCartFee: paiseToRupees(row.small_cart_fee_paise),
    deliveryFee: paiseToRupees(row.delivery_fee_paise),
    totalPrice: paiseToRupees(row.total_price_paise),
    amountDue: paiseToRupees(
      dueOf({ totalPaise: row.total_price_paise, settledPaise: row.settled_paise ?? 0, isCancelled: row.is_cancelled }),
    ),
    stage: row.stage,
    packingAt: iso(row.packing_at ?? null),
    packedAt: iso(row.packed_at ?? null),
    pickedUpAt: iso(row.picked_up_at ?? null),
    isPaid: row.is_paid,
    paidAt: iso(row.paid_at),
    isDelivered: row.is_delivered,
    deliveredAt: iso(row.delivered_at),
    isCancelled: row.is_cancelled,
    cancelReason: row.is_cancelled ? (row.cancel_reason ?? null) : null,
    paidWith: row.paid_with ?? null,
    refundDue: Number(row.refund_due_paise) > 0 ? paiseToRupees(Number(row.refund_due_paise)) : null,
    refund: row.refund
      ? { amount: paiseToRupees(row.refund.amount_paise), state: REFUND_STATES[row.refund.state] }
      : null,
    createdAt: new Date(row.created_at).toISOString(),
    rider: row.rider_id
      ? {
          _id: row.rider_id,
          name: row.rider_name ?? '',
          ...(row.rider_phone ? { phoneNumber: row.rider_phone } : {}),
        }
      : null,
    assignedAt: iso(row.assigned_at ?? null),
    deliveredWith: row.delivered_with ?? null,
    handoffWrongTries: row.handoff_wrong_tries ?? 0,
    handoffFlagged: Boolean(row.handoff_flagged_at),
    cashCollectedAt: iso(row.cash_collected_at ?? null),
  };
}

/** Every line of these orders in one query, grouped by order, each in the order it was added. */
export async function itemsOf(db: Queryable, orderIds: readonly string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<ItemRow & { order_id: string }>(
    `SELECT order_id, product_id, name, name_hi, image, quantity_label, unit_price_paise, qty, ordered_qty FROM order_items
      WHERE order_id = ANY($1) ORDER BY order_id, position`,
    [orderIds],
  );
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** An order row with its lines in the same row. */
export type WholeOrderRow = OrderRow & { items: ItemRow[] };

/** An order row with its lines in the same row, as JSON (`ORDER_WITH_ITEMS`): one query for one whole order. */
export const ORDER_WITH_ITEMS = `SELECT ${ORDER_COLUMNS},
    (SELECT coalesce(json_agg(json_build_object('product_id', i.product_id, 'name', i.name, 'name_hi', i.name_hi, 'image', i.image,
                                                'quantity_label', i.quantity_label,
                                                'unit_price_paise', i.unit_price_paise, 'qty', i.qty,
                                                'ordered_qty', i.ordered_qty)
                              ORDER BY i.position), '[]')
       FROM order_items i WHERE i.order_id = o.id) AS items
  FROM ${ORDER_FROM}`;

/** These order rows as whole orders (lines attached), in the rows' order. */
export async function wholeOrders(
  db: Queryable,
  rows: readonly OrderRow[],
  publicUrl: string,
  options: { forOwner?: boolean } = {},
): Promise<Order[]> {
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, items.get(row.id) ?? [], publicUrl, options));
}
