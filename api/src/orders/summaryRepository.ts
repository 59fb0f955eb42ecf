import {
  DASHBOARD_LATE_ORDERS,
  DASHBOARD_LATEST_ORDERS,
  DELIVERY_PROMISE_MINUTES,
  paiseToRupees,
  STORE_TIME_ZONE,
  type OrdersSummary,
} from '@kirana/shared/domain';
import { type Queryable, theRow } from '../db/database';
import { moneyIn } from '../money/ledger';
import { ORDER_SELECT, wholeOrders, type OrderRow } from './orderRows';

interface FiguresRow {
  date: string;
  today_orders: string;
  today_revenue: string;
  today_collected: string;
  open_orders: string;
  open_late: string;
  awaiting_payment: string;
  unpaid_orders: string;
  unpaid_amount: string;
}

/**
 * Work for the store: not delivered, not cancelled, and not an online payment still under way (that is not
 * an order yet).
 */
const OPEN = "NOT o.is_delivered AND NOT o.is_cancelled AND o.payment_status <> 'PENDING'";
const AWAITING_PAYMENT = "NOT o.is_delivered AND NOT o.is_cancelled AND o.payment_status = 'PENDING'";
/** Placed at least the promise's far end ago (35 minutes): `$2` is those minutes. */
const LATE = `o.created_at <= now() - make_interval(mins => $2::int)`;

/**
 * The dashboard's figures, each an aggregate the database computes over the orders an index
 * finds (today's by time placed, open ones and unpaid deliveries by partial indexes). "Today"
 * and "late" are the database clock's, in the store's time zone (`$1`).
 */
export async function ordersSummary(db: Queryable, publicUrl: string): Promise<OrdersSummary> {
  const f = await theRow<FiguresRow>(
    db,
    `WITH today AS (SELECT (now() AT TIME ZONE $1)::date AS day)
     SELECT to_char(today.day, 'YYYY-MM-DD') AS date, t.*, c.*, op.*, ap.*, un.*
       FROM today,
       LATERAL (SELECT count(*) AS today_orders,
                       coalesce(sum(o.total_price_paise), 0) AS today_revenue
                  FROM orders o WHERE NOT o.is_cancelled AND o.created_at >= (today.day::timestamp AT TIME ZONE $1)) t,
       LATERAL (SELECT m.collected AS today_collected FROM (${moneyIn('e.at >= (today.day::timestamp AT TIME ZONE $1)')}) m) c,
       LATERAL (SELECT count(*) AS open_orders, count(*) FILTER (WHERE ${LATE}) AS open_late FROM orders o
         WHERE ${OPEN}) op,
       LATERAL (SELECT count(*) AS awaiting_payment FROM orders o WHERE ${AWAITING_PAYMENT}) ap,
       LATERAL (SELECT count(*) AS unpaid_orders, coalesce(sum(o.total_price_paise - o.settled_paise), 0) AS unpaid_amount
                  FROM orders o WHERE o.is_delivered AND NOT o.is_paid AND NOT o.is_cancelled) un`,
    [STORE_TIME_ZONE, DELIVERY_PROMISE_MINUTES.max],
  );
  const late = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE ${OPEN} AND ${LATE} ORDER BY o.created_at, o.id LIMIT $1`,
    [DASHBOARD_LATE_ORDERS, DELIVERY_PROMISE_MINUTES.max],
  );
  const latest = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE NOT o.is_cancelled ORDER BY o.created_at DESC, o.id DESC LIMIT $1`,
    [DASHBOARD_LATEST_ORDERS],
  );
  return {
    date: f.date,
    today: {
      orders: Number(f.today_orders),
      revenue: paiseToRupees(Number(f.today_revenue)),
      collected: paiseToRupees(Number(f.today_collected)),
    },
    open: { orders: Number(f.open_orders), late: Number(f.open_late), awaitingPayment: Number(f.awaiting_payment) },
    unpaidDelivered: { orders: Number(f.unpaid_orders), amount: paiseToRupees(Number(f.unpaid_amount)) },
    lateOrders: await wholeOrders(db, late, publicUrl),
    latestOrders: await wholeOrders(db, latest, publicUrl),
  };
}
