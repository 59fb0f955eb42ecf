import { one, type Queryable } from '../db/database';

export type TransactionState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentTransaction {
  id: string;
  orderId: string;
  amountPaise: number;
  state: TransactionState;
  redirectUrl: string | null;
  /** The provider's own id for the payment (its pay answer's); null when it has none, and before the pay answer. */
  providerOrderId: string | null;
  createdAt: Date;
}

interface TransactionRow {
  id: string;
  order_id: string;
  amount_paise: number;
  state: TransactionState;
  redirect_url: string | null;
  provider_order_id: string | null;
  created_at: Date;
}

const toTransaction = (row: TransactionRow): PaymentTransaction => ({
  id: row.id,
  orderId: row.order_id,
  amountPaise: row.amount_paise,
  state: row.state,
  redirectUrl: row.redirect_url,
  providerOrderId: row.provider_order_id,
  createdAt: new Date(row.created_at),
});

const COLUMNS = 'id, order_id, amount_paise, state, redirect_url, provider_order_id, created_at';

export async function insertPaymentTransaction(
  db: Queryable,
  transaction: { id: string; orderId: string; amountPaise: number },
): Promise<void> {
  await db.query('INSERT INTO payment_transactions (id, order_id, amount_paise) VALUES ($1, $2, $3)', [
    transaction.id,
    transaction.orderId,
    transaction.amountPaise,
  ]);
}

/** Keeps what the provider's pay answer said: where to send the customer, and the provider's own id for the payment. */
export async function savePayAnswer(
  db: Queryable,
  id: string,
  answer: { redirectUrl: string; providerOrderId: string | null },
): Promise<void> {
  await db.query(
    'UPDATE payment_transactions SET redirect_url = $2, provider_order_id = $3, updated_at = now() WHERE id = $1',
    [id, answer.redirectUrl, answer.providerOrderId],
  );
}

/** `forUpdate` locks the row so a callback and a status check cannot settle it twice. */
export async function findPaymentTransaction(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentTransaction | null> {
  const row = await one<TransactionRow>(
    db,
    `SELECT ${COLUMNS} FROM payment_transactions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? toTransaction(row) : null;
}

export async function latestTransactionOf(db: Queryable, orderId: string): Promise<PaymentTransaction | null> {
  const row = await one<TransactionRow>(
    db,
    `SELECT ${COLUMNS} FROM payment_transactions WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  return row ? toTransaction(row) : null;
}

/** Moves a pending attempt to its final state once. */
export async function closeTransaction(
  db: Queryable,
  id: string,
  state: Exclude<TransactionState, 'PENDING'>,
  providerReference: string | null,
  code: string,
): Promise<void> {
  await db.query(
    `UPDATE payment_transactions SET state = $2, provider_reference = $3, response_code = $4, completed_at = now(), updated_at = now()
      WHERE id = $1 AND state = 'PENDING'`,
    [id, state, providerReference, code],
  );
}

/** Keeps the last thing the provider said about an attempt that stays pending (e.g. an amount that did not match). */
export async function noteResponseCode(db: Queryable, id: string, code: string): Promise<void> {
  await db.query('UPDATE payment_transactions SET response_code = $2, updated_at = now() WHERE id = $1', [id, code]);
}
