import {
  orderNumber,
  PAID_WITH_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaidWith,
  paiseToRupees,
  paymentState,
  STORE_TIME_ZONE,
  toFixed2,
  type PaymentMethod,
  type PaymentStatus,
  type DeliveredWith,
} from '@kirana/shared/domain';
import type { Queryable } from '../../db/database';
import { SqlParams } from '../../db/params';
import { csvLine, csvLines, UTF8_BOM } from '../../lib/csv';
import { withinDays, type DayRange } from './range';

/** Orders read per query: a year of a busy store streams out without being held at once. */
const BATCH = 500;

const HEADER = [
  'Order number',
  'Placed at',
  'Customer name',
  'Phone',
  'Society',
  'Wing',
  'Flat',
  'Payment method',
  'Payment status',
  'Items',
  'Item total',
  'Small cart fee',
  'Delivery fee',
  'Total',
  'Paid',
  'Paid with',
  'Delivered',
  'Delivered at',
  'Rider',
  'Handoff',
];

/** How delivery was confirmed, as the CSV says it. */
const HANDOFF_LABELS: Record<DeliveredWith, string> = { CODE: 'Code', ADMIN: 'Admin override' };

interface CsvRow {
  id: string;
  /** The exact stored moment, as text: where the next batch starts (no precision lost). */
  cursor: string;
  placed_at: string;
  customer_name: string;
  phone_number: string;
  society_name: string;
  wing: string;
  flat_number: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  items: string | null;
  items_price_paise: number;
  small_cart_fee_paise: number;
  delivery_fee_paise: number;
  total_price_paise: number;
  is_paid: boolean;
  paid_with: PaidWith | null;
  is_delivered: boolean;
  delivered_at: string | null;
  rider_name: string | null;
  delivered_with: DeliveredWith | null;
}

const money = (paise: number) => toFixed2(paiseToRupees(paise));
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

function toCells(row: CsvRow): (string | number)[] {
  const payment = paymentState({
    isCancelled: false,
    isDelivered: row.is_delivered,
    isPaid: row.is_paid,
    paymentStatus: row.payment_status,
    paidWith: row.paid_with,
  });
  return [
    orderNumber(row.id),
    row.placed_at,
    row.customer_name,
    row.phone_number,
    row.society_name,
    row.wing,
    row.flat_number,
    PAYMENT_METHOD_LABELS[row.payment_method],
    payment.label,
    row.items ?? '',
    money(row.items_price_paise),
    money(row.small_cart_fee_paise),
    money(row.delivery_fee_paise),
    money(row.total_price_paise),
    yesNo(row.is_paid),
    row.paid_with ? PAID_WITH_LABELS[row.paid_with] : '',
    yesNo(row.is_delivered),
    row.delivered_at ?? '',
    row.rider_name ?? '',
    row.delivered_with ? HANDOFF_LABELS[row.delivered_with] : '',
  ];
}

/** One batch of the range's orders (not cancelled), oldest first, after `cursor` when given. */
function batchAfter(db: Queryable, range: DayRange, cursor: { at: string; id: string } | null): Promise<CsvRow[]> {
  const p = new SqlParams();
  const zone = p.add(STORE_TIME_ZONE);
  const after = cursor ? `AND (o.created_at, o.id) > (${p.add(cursor.at)}::timestamptz, ${p.add(cursor.id)})` : '';
  return db.query<CsvRow>(
    `SELECT o.id, o.created_at::text AS cursor,
            to_char(o.created_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS placed_at,
            u.name AS customer_name, u.phone_number, o.society_name, o.wing, o.flat_number,
            o.payment_method, o.payment_status,
            (SELECT string_agg(i.name || ' × ' || i.qty, ', ' ORDER BY i.position) FROM order_items i
              WHERE i.order_id = o.id) AS items,
            o.items_price_paise, o.small_cart_fee_paise, o.delivery_fee_paise, o.total_price_paise, o.is_paid, o.paid_with, o.is_delivered,
            to_char(o.delivered_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS delivered_at,
            r.name AS rider_name, o.delivered_with
       FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN users r ON r.id = o.rider_id
      WHERE NOT o.is_cancelled AND ${withinDays(p, range)} ${after}
      ORDER BY o.created_at, o.id LIMIT ${p.add(BATCH)}`,
    p.values,
  );
}

/**
 * The orders placed in the range as CSV lines, oldest first, read a batch at a time so only one
 * batch is ever in memory. Times are the store's (Asia/Kolkata); money is rupees with 2 decimals.
 */
export async function* ordersCsv(db: Queryable, range: DayRange): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(HEADER);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await batchAfter(db, range, cursor);
    if (rows.length > 0) yield csvLines(rows.map(toCells));
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    cursor = { at: last.cursor, id: last.id };
  }
}

export const csvFileName = (range: DayRange): string => `kirana-orders-${range.from}-to-${range.to}.csv`;
