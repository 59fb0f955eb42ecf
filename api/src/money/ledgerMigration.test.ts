import { LEDGER_HOLDS, ledgerViolations } from '../../test/ledger';
import type { Database, SqlValue } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { createTestDatabase } from '../../test/testDatabase';

/**
 * Migration 031 writes the money that was already recorded outside the ledger into it: PhonePe refunds
 * (requested, completed, failed) and cash custody (collections, hand-overs, voided hand-overs), and drops the
 * columns the ledger now derives. Run on a database at the schema before it, holding such rows (PGlite, or its own
 * database on PostgreSQL).
 */
const LEDGER_MIGRATION = '031_ledger_refunds_cash_custody.sql';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase({ empty: true });
  db = database.db;
  close = () => database.drop();
  await migrate(
    db,
    readMigrations().filter((migration) => migration.name !== LEDGER_MIGRATION),
  );
}, 120_000);
afterAll(() => close());

const ids = { asha: 'a'.repeat(24), raju: 'b'.repeat(24), admin: 'c'.repeat(24) };
const order = (n: number) => `${n}`.padStart(24, '0');

async function oldOrder(n: number, all: Record<string, SqlValue>) {
  const { payment_method: method = 'COD', payment_status: status = 'UNPAID', ...fields } = all;
  const columns = Object.keys(fields);
  await db.query(
    `INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
       payment_method, payment_status, items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise
       ${columns.map((column) => `, ${column}`).join('')})
     VALUES ($1, $2, '222222222222222222222222', 'Green Park', 'A', '101', '111111111111111111111111', 'Sector 1', $3, $4, 12000, 0, 0, 12000
       ${columns.map((_, i) => `, $${i + 5}`).join('')})`,
    [order(n), ids.asha, method, status, ...Object.values(fields)],
  );
}

it('writes today’s refunds and cash custody into the ledger, and the figures it derives are the old columns’', async () => {
  await db.query("INSERT INTO localities (id, area_name) VALUES ('111111111111111111111111', 'Sector 1')");
  await db.query(
    "INSERT INTO societies (id, locality_id, society_name) VALUES ('222222222222222222222222', '111111111111111111111111', 'Green Park')",
  );
  for (const [name, id, phone] of [
    ['Asha', ids.asha, '9876500001'],
    ['Raju', ids.raju, '9876500002'],
    ['Admin', ids.admin, '9000000001'],
  ] as const)
    await db.query('INSERT INTO users (id, phone_number, name) VALUES ($1, $2, $3)', [id, phone, name]);
  await db.query('INSERT INTO riders (user_id) VALUES ($1)', [ids.raju]);

  // A cash order the rider collected, in a hand-over that was voided, and a second hand-over.
  await oldOrder(1, {
    stage: 'delivered',
    delivered_at: new Date(),
    is_paid: true,
    payment_status: 'PAID',
    paid_at: new Date(),
    paid_by: ids.raju,
    paid_with: 'CASH',
    cash_collected_by: ids.raju,
    cash_collected_at: new Date(),
    cash_collected_paise: 12000,
  });
  await db.query(
    `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id)
     VALUES ('payment', $1, $2, 'CASH', 12000, $3)`,
    [order(1), ids.asha, ids.raju],
  );
  await db.query(
    `INSERT INTO cash_handovers (id, rider_id, store_day, amount_paise, expected_paise, recorded_by, voided_at, voided_by, void_reason)
     VALUES ('dddddddddddddddddddddddd', $1, current_date, 12000, 12000, $2, now(), $2, 'Typed twice'),
            ('eeeeeeeeeeeeeeeeeeeeeeee', $1, current_date, 11000, 12000, $2, NULL, NULL, NULL)`,
    [ids.raju, ids.admin],
  );
  // Two PhonePe orders the store cancelled after payment: one refunded, one whose refund failed.
  for (const [n, state] of [
    [2, 'COMPLETED'],
    [3, 'FAILED'],
  ] as const) {
    await oldOrder(n, {
      payment_method: 'PHONEPE',
      payment_status: 'PAID',
      stage: 'cancelled',
      cancelled_at: new Date(),
      cancel_reason: 'Out of stock',
      is_paid: true,
      paid_at: new Date(),
      paid_with: 'PHONEPE',
      refund_due_paise: state === 'COMPLETED' ? null : 12000,
    });
    await db.query(
      `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise) VALUES ('payment', $1, $2, 'PHONEPE', 12000)`,
      [order(n), ids.asha],
    );
    await db.query(
      `INSERT INTO payment_transactions (id, order_id, amount_paise, state, completed_at) VALUES ($1, $2, 12000, 'COMPLETED', now())`,
      [`T${n}`, order(n)],
    );
    await db.query(
      `INSERT INTO payment_refunds (id, order_id, transaction_id, amount_paise, state, completed_at)
       VALUES ($1, $2, $3, 12000, $4, now())`,
      [`R${order(n)}`, order(n), `T${n}`, state],
    );
  }

  expect(await migrate(db)).toEqual([LEDGER_MIGRATION]);

  const entries = await db.query<{ kind: string; order_id: string | null; amount_paise: number; note: string | null }>(
    `SELECT kind, order_id, amount_paise, note FROM money_entries
      WHERE kind NOT IN ('payment') ORDER BY kind, order_id, handover_id`,
  );
  expect(entries).toEqual([
    { kind: 'cash_collected', order_id: order(1), amount_paise: 12000, note: null },
    { kind: 'cash_handed_over', order_id: null, amount_paise: 12000, note: null },
    { kind: 'cash_handed_over', order_id: null, amount_paise: 11000, note: null },
    { kind: 'handover_voided', order_id: null, amount_paise: 12000, note: 'Typed twice' },
    { kind: 'refund_completed', order_id: order(2), amount_paise: 12000, note: null },
    { kind: 'refund_failed', order_id: order(3), amount_paise: 12000, note: null },
    { kind: 'refund_requested', order_id: order(2), amount_paise: 12000, note: null },
    { kind: 'refund_requested', order_id: order(3), amount_paise: 12000, note: null },
  ]);
  // What the cancelled orders keep went back with their refunds.
  expect(await db.query('SELECT id, settled_paise FROM orders ORDER BY id')).toEqual([
    { id: order(1), settled_paise: 12000 },
    { id: order(2), settled_paise: 0 },
    { id: order(3), settled_paise: 0 },
  ]);
  // The columns the ledger derives are gone.
  const columns = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = 'orders' AND column_name IN ('refund_due_paise', 'cash_collected_paise')`,
  );
  expect(columns).toEqual([]);
  expect(await ledgerViolations(db)).toEqual(LEDGER_HOLDS);
}, 120_000);
