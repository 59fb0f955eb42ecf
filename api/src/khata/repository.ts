import {
  balanceDue,
  orderNumber,
  type CustomerDue,
  type CustomerKhata,
  type KhataBalance,
  type KhataPaymentMethod,
} from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { type Allocation, allocateCredit, khataCredit } from '../money/ledger';

/** Owed: a cash-on-delivery order delivered and not paid (an online payment still under way is not a debt). */
const OWED = "o.is_delivered AND NOT o.is_paid AND NOT o.is_cancelled AND o.payment_status = 'UNPAID'";
/** What is still due on order `o`: its total less what the ledger settled on it. */
const DUE = 'o.total_price_paise - o.settled_paise';
/** How many of a customer's latest payments the admin's page lists. */
const PAYMENTS_SHOWN = 10;

interface OwedRow {
  id: string;
  total_price_paise: number;
  due: number;
  created_at: Date;
  delivered_at: Date;
}

const owedOrders = (db: Queryable, userId: string, options: { forUpdate?: boolean } = {}) =>
  db.query<OwedRow>(
    `SELECT o.id, o.total_price_paise, ${DUE} AS due, o.created_at, o.delivered_at FROM orders o
      WHERE o.user_id = $1 AND ${OWED} ORDER BY o.created_at, o.id${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );

/**
 * Puts the customer's credit on what they owe, oldest owed order first, in part where it does not
 * cover one (the ledger's `allocateCredit`). The caller's transaction must hold the customer's row
 * lock (`lockCustomer`). Answers what it put on each order (paid in full, or with less due).
 */
export function settleFromCredit(tx: Queryable, userId: string, adminId: string | null): Promise<Allocation[]> {
  return allocateCredit(tx, userId, adminId);
}

/** Locks the customer's row for the transaction; null when unknown, else whether it is an admin's account. */
export async function lockCustomer(tx: Queryable, userId: string): Promise<{ isAdmin: boolean } | null> {
  const row = await one<{ is_admin: boolean }>(tx, 'SELECT is_admin FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return row ? { isAdmin: row.is_admin } : null;
}

export { recordKhataPayment as insertKhataPayment } from '../money/ledger';

/** The payment an Idempotency-Key already recorded for this customer, if any (read under the customer's lock). */
export const paymentByKey = (tx: Queryable, userId: string, idempotencyKey: string) =>
  one<{ amount_paise: number; method: KhataPaymentMethod }>(
    tx,
    'SELECT amount_paise, method FROM khata_payments WHERE user_id = $1 AND idempotency_key = $2',
    [userId, idempotencyKey],
  );

/** The customer's own figure (the account page): owed orders less credit. */
export async function khataBalance(db: Queryable, userId: string): Promise<KhataBalance> {
  const row = await one<{ owed: string; orders: string; credit: string }>(
    db,
    `SELECT coalesce(sum(${DUE}), 0) AS owed, count(*) AS orders, ${khataCredit('$1')} AS credit FROM orders o WHERE o.user_id = $1 AND ${OWED}`,
    [userId],
  );
  const owedPaise = Number(row?.owed ?? 0);
  const creditPaise = Number(row?.credit ?? 0);
  return {
    owedPaise,
    creditPaise,
    balanceDuePaise: balanceDue(owedPaise, creditPaise),
    unpaidOrders: Number(row?.orders ?? 0),
  };
}

/** The admin's view of one customer's khata: the balance, the owed orders oldest first, the latest payments. */
export async function customerKhata(db: Queryable, userId: string): Promise<CustomerKhata> {
  const orders = await owedOrders(db, userId);
  const payments = await db.query<{ id: string; amount_paise: number; method: KhataPaymentMethod; created_at: Date }>(
    `SELECT id, amount_paise, method, created_at FROM khata_payments
      WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, PAYMENTS_SHOWN],
  );
  return {
    ...(await khataBalance(db, userId)),
    orders: orders.map((row) => ({
      _id: row.id,
      orderNumber: orderNumber(row.id),
      totalPaise: row.total_price_paise,
      duePaise: row.due,
      createdAt: new Date(row.created_at).toISOString(),
      deliveredAt: new Date(row.delivered_at).toISOString(),
    })),
    payments: payments.map((row) => ({
      _id: row.id,
      amountPaise: row.amount_paise,
      method: row.method,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** How many customers the Dues view lists at most (a neighbourhood store has far fewer owing). */
const DUES_LISTED = 500;

/**
 * Every customer who owes, with what is left after their credit: most owed first, or longest owed
 * first. One aggregate over the owed orders (a partial index finds them) and the khata's sums.
 */
export async function listDues(
  db: Queryable,
  sort: 'amount' | 'age',
): Promise<{ items: CustomerDue[]; totalDuePaise: number }> {
  const rows = await db.query<{
    id: string;
    name: string;
    phone_number: string;
    due: string;
    orders: string;
    since: Date;
  }>(
    `WITH owed AS (
       SELECT o.user_id, sum(${DUE}) AS owed, count(*) AS orders, min(o.delivered_at) AS since
         FROM orders o WHERE ${OWED} GROUP BY o.user_id),
     dues AS (SELECT owed.user_id, owed.owed - ${khataCredit('owed.user_id')} AS due, owed.orders, owed.since FROM owed)
     SELECT u.id, u.name, u.phone_number, d.due, d.orders, d.since
       FROM dues d JOIN users u ON u.id = d.user_id
      WHERE d.due > 0
      ORDER BY ${sort === 'age' ? 'd.since, d.due DESC' : 'd.due DESC, d.since'}, u.id
      LIMIT $1`,
    [DUES_LISTED],
  );
  const items = rows.map((row) => ({
    customer: { _id: row.id, name: row.name, phoneNumber: row.phone_number },
    balanceDuePaise: Number(row.due),
    unpaidOrders: Number(row.orders),
    owedSince: new Date(row.since).toISOString(),
  }));
  return { items, totalDuePaise: items.reduce((sum, item) => sum + item.balanceDuePaise, 0) };
}

/** The orders named, oldest first (the order a payment settled them in). */
export async function oldestFirst(db: Queryable, orderIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM orders WHERE id = ANY($1::text[]) ORDER BY created_at, id',
    [orderIds],
  );
  return rows.map((row) => row.id);
}
