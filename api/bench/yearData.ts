/**
 * A year of a busy store, generated straight into PostgreSQL for `bench:year` (`adminReads.ts`):
 * `BENCH_ORDERS` orders (default 1,000,000) placed over the last 365 days by `BENCH_CUSTOMERS`
 * customers (default 100,000), with their lines, their timeline, their money in the ledger, the
 * riders who delivered them, khata payments and each rider's daily cash hand-overs. Every table is
 * filled by a few `INSERT … SELECT … FROM generate_series` statements from one plan table (no row
 * is sent from Node), each phase timed.
 *
 * The rows are what the API's own statements would have written (`src/money/ledger.ts`, the order
 * and delivery modules): a door payment is a `payment` entry by the rider or the admin, a rider's
 * cash also a `cash_collected` entry and, on a later day, one `cash_handed_over` for that day's
 * collections; a khata settlement a `khata_payment` and its `khata_allocation`; `settled_paise`
 * the sum of the order's entries. The load runs with `session_replication_role = replica` (the
 * ledger's per-row trigger, which would update `orders` once per entry, and the foreign-key
 * triggers are off) and with the big tables' secondary indexes dropped and made again after; so
 * `checkYear` then reads the ledger's invariants (`test/ledger.ts`, the same check the money tests
 * use) and every foreign key back from the database, and the bench stops if any fails.
 */
import { STORE_TIME_ZONE } from '@kirana/shared/domain';
import type { Client } from 'pg';
import type { Queryable } from '../src/db/database';
import { ledgerViolations } from '../test/ledger';

export interface YearOptions {
  orders: number;
  customers: number;
  riders: number;
  societies: number;
  products: number;
}

export interface YearData {
  adminId: string;
  adminPhone: string;
  /** A customer with orders, owed orders and a khata (for "one customer's page"). */
  customerId: string;
  /** A delivered order from last month (for "an order's detail"). */
  orderId: string;
  /** Rows written, by table. */
  rows: Record<string, number>;
}

const FIRST_NAMES = [
  'Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Meera',
  'Aditya', 'Pooja', 'Karan', 'Divya', 'Siddharth', 'Neha', 'Amit', 'Isha', 'Nikhil', 'Riya',
  'Suresh', 'Lakshmi', 'Manoj', 'Deepa', 'Rajesh', 'Sunita', 'Vivek', 'Anjali', 'Harish', 'Geeta',
  'Farhan', 'Zoya', 'Imran', 'Sana', 'Gurpreet', 'Simran', 'Joseph', 'Mary', 'Venkat', 'Padma',
]; // biome-ignore format: a table
const SURNAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Gupta', 'Singh', 'Khan',
  'Das', 'Bose', 'Menon', 'Pillai', 'Rao', 'Joshi', 'Kulkarni', 'Desai', 'Mehta', 'Chopra',
  'Kapoor', 'Malhotra', 'Agarwal', 'Banerjee', 'Fernandes',
]; // biome-ignore format: a table

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
/** A 24-hex id: a two-character prefix per table, then the number (never what `newObjectId` makes). */
const idOf = (prefix: string, n: string) => `('${prefix}' || lpad(to_hex(${n}), 22, '0'))`;

export const ADMIN_ID = 'a1'.padEnd(24, '0');
const ADMIN_PHONE = '6000000001';
const TZ = `'${STORE_TIME_ZONE}'`;

/** The secondary indexes (none behind a constraint) of these tables, dropped for the load and made again after. */
async function dropIndexes(client: Client, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.def);
}

/**
 * Fills the (migrated, empty of orders) database `client` is connected to. `log` is told each
 * phase and how long it took.
 */
export async function generateYear(
  client: Client,
  options: YearOptions,
  log: (line: string) => void = console.log,
): Promise<YearData> {
  const { orders: N, customers: C, riders: R, societies: S, products: P } = options;
  for (const [name, value] of Object.entries(options))
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  const rows: Record<string, number> = {};
  const phase = async (label: string, work: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    const count = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (typeof count === 'number') rows[label] = count;
    log(
      `  ${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s${typeof count === 'number' ? `  ${count.toLocaleString('en-IN')} rows` : ''}`,
    );
  };
  const run = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rowCount ?? 0;

  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(`SET work_mem = '64MB'`);
  await client.query(`SET synchronous_commit = off`);
  // One worker: UNION ALL branches are then written in order, so each order's timeline keeps its id order.
  await client.query(`SET max_parallel_workers_per_gather = 0`);

  const bulkTables = [
    'users',
    'user_addresses',
    'orders',
    'order_items',
    'order_events',
    'money_entries',
    'khata_payments',
    'cash_handovers',
  ];
  let indexDefs: string[] = [];
  await phase('drop secondary indexes', async () => {
    indexDefs = await dropIndexes(client, bulkTables);
    return indexDefs.length;
  });

  await phase('localities, societies, riders', async () => {
    await run(
      `INSERT INTO localities (id, area_name) SELECT ${idOf('f1', 'l')}, 'Area ' || l FROM generate_series(0, 3) l`,
    );
    await run(
      `INSERT INTO societies (id, locality_id, society_name)
       SELECT ${idOf('e1', 's')}, ${idOf('f1', 's % 4')}, 'Sunrise Towers ' || s FROM generate_series(0, ${S - 1}) s`,
    );
    await run(
      `INSERT INTO users (id, phone_number, name, is_admin, created_at) VALUES ($1, $2, 'Bench Admin', true, now() - interval '400 days')`,
      [ADMIN_ID, ADMIN_PHONE],
    );
    await run(
      `INSERT INTO users (id, phone_number, name, role, created_at)
       SELECT ${idOf('d1', 'r')}, '7' || lpad(r::text, 9, '0'), 'Rider ' || r, 'rider', now() - interval '400 days'
         FROM generate_series(0, ${R - 1}) r`,
    );
    return run(
      `INSERT INTO riders (user_id, added_by, added_at)
       SELECT ${idOf('d1', 'r')}, $1, now() - interval '400 days' FROM generate_series(0, ${R - 1}) r`,
      [ADMIN_ID],
    );
  });

  await phase('customers and addresses', async () => {
    const users = await run(
      `INSERT INTO users (id, phone_number, name, created_at)
       SELECT ${idOf('c1', 'u')}, '9' || lpad((100000000 + u)::text, 9, '0'),
              (${sqlArray(FIRST_NAMES)})[u % ${FIRST_NAMES.length} + 1] || ' ' ||
              (${sqlArray(SURNAMES)})[(u / ${FIRST_NAMES.length}) % ${SURNAMES.length} + 1],
              now() - interval '400 days' + make_interval(secs => u * (365.0 * 86400 / ${C}))
         FROM generate_series(0, ${C - 1}) u`,
    );
    await run(
      `INSERT INTO user_addresses (id, user_id, society_id, wing, flat_number, position, created_at)
       SELECT ${idOf('c2', 'u')}, ${idOf('c1', 'u')}, ${idOf('e1', `u % ${S}`)}, chr(65 + u % 4),
              (101 + u % 800)::text, 0, now() - interval '400 days'
         FROM generate_series(0, ${C - 1}) u`,
    );
    return users;
  });

  // One row per order with everything every table needs; the oldest order first (g = 1).
  const open = Math.min(120, Math.max(1, Math.floor(N / 100)));
  await phase('plan (one row per order)', () =>
    run(
      `CREATE UNLOGGED TABLE bench_plan AS
       WITH base AS (
         SELECT g, (g::bigint * 2654435761 % 1000)::int AS h, (g::bigint * 7919 % ${C})::int AS u,
                ((g * 7 + g / 97) % ${R})::int AS r, 1 + (g * 3) % 4 AS lines,
                now() - interval '3 minutes' - make_interval(secs => (${N} - g) * (365.0 * 86400 / ${N})) AS created_at,
                g > ${N - open} AS open
           FROM generate_series(1, ${N}) g
       ), shaped AS (
         SELECT b.*,
                CASE WHEN b.h % 10 < 3 THEN 'PHONEPE' ELSE 'COD' END AS method,
                CASE WHEN b.open THEN (ARRAY['placed', 'packing', 'packed', 'out_for_delivery'])[b.g % 4 + 1]
                     WHEN b.h < 30 THEN 'cancelled' ELSE 'delivered' END AS stage,
                (SELECT sum((1 + (b.g + k) % 3) * (1500 + ((b.g * 13 + k * 101) % ${P} * 37 % 60) * 250))
                   FROM generate_series(0, b.lines - 1) k)::int AS items_price
           FROM base b
       ), paid AS (
         SELECT s.*,
                CASE WHEN s.stage = 'cancelled' THEN NULL
                     WHEN s.method = 'PHONEPE' THEN CASE WHEN s.open AND s.g % 4 = 0 THEN NULL ELSE 'PHONEPE' END
                     WHEN s.stage <> 'delivered' THEN NULL
                     WHEN (s.g / 7) % 20 = 7 AND s.created_at > now() - interval '30 days' THEN NULL
                     WHEN (s.g / 7) % 20 = 3 THEN 'KHATA'
                     WHEN (s.g / 7) % 20 IN (1, 2, 4, 5) THEN 'UPI'
                     ELSE 'CASH' END AS pay,
                CASE WHEN s.items_price < 19900 THEN 1500 ELSE 0 END AS small_fee,
                CASE WHEN s.stage IN ('delivered', 'out_for_delivery') THEN ${idOf('d1', 's.r')} END AS rider_id,
                CASE WHEN s.stage = 'delivered' THEN s.created_at + make_interval(mins => 18 + s.g % 25) END AS delivered_at
           FROM shaped s
       )
       SELECT p.g, ${idOf('b1', 'p.g')} AS id, ${idOf('c1', 'p.u')} AS user_id, p.u, p.created_at, p.method, p.stage,
              p.items_price, p.small_fee, p.items_price + p.small_fee AS total, p.pay, p.rider_id, p.delivered_at,
              CASE WHEN p.stage = 'cancelled' AND p.method = 'PHONEPE' THEN 'FAILED'
                   WHEN p.pay IS NOT NULL THEN 'PAID'
                   WHEN p.method = 'PHONEPE' THEN 'PENDING' ELSE 'UNPAID' END AS payment_status,
              CASE p.pay WHEN 'PHONEPE' THEN p.created_at + interval '1 minute'
                         WHEN 'KHATA' THEN least(p.delivered_at + interval '2 hours', now() - interval '1 minute')
                         WHEN 'CASH' THEN p.delivered_at WHEN 'UPI' THEN p.delivered_at END AS paid_at,
              CASE p.pay WHEN 'CASH' THEN p.rider_id WHEN 'PHONEPE' THEN NULL ELSE '${ADMIN_ID}' END AS paid_by,
              CASE WHEN p.stage = 'delivered' AND p.g % 5 = 0 THEN 'ADMIN' WHEN p.stage = 'delivered' THEN 'CODE' END
                AS delivered_with,
              CASE WHEN p.stage = 'delivered' AND p.g % 5 = 0 THEN '${ADMIN_ID}' ELSE p.rider_id END AS delivered_by,
              CASE WHEN p.stage IN ('packing', 'packed', 'out_for_delivery', 'delivered') THEN p.created_at + interval '3 minutes' END AS packing_at,
              CASE WHEN p.stage IN ('packed', 'out_for_delivery', 'delivered') THEN p.created_at + interval '8 minutes' END AS packed_at,
              CASE WHEN p.rider_id IS NOT NULL THEN p.created_at + interval '9 minutes' END AS assigned_at,
              CASE WHEN p.rider_id IS NOT NULL THEN p.created_at + interval '10 minutes' END AS picked_up_at,
              CASE WHEN p.stage = 'cancelled' THEN p.created_at + interval '5 minutes' END AS cancelled_at,
              CASE WHEN p.pay = 'KHATA' THEN ${idOf('b3', 'p.g')} END AS khata_id,
              CASE WHEN p.pay = 'CASH' AND (p.delivered_at AT TIME ZONE ${TZ})::date < (now() AT TIME ZONE ${TZ})::date
                   THEN ${idOf('b2', `p.r::bigint * 100000 + ((p.delivered_at AT TIME ZONE ${TZ})::date - date '2000-01-01')`)}
                   END AS handover_id,
              CASE WHEN p.pay = 'CASH' THEN (p.delivered_at AT TIME ZONE ${TZ})::date END AS cash_day
         FROM paid p`,
    ),
  );
  await client.query('ANALYZE bench_plan');

  await phase('orders', () =>
    run(
      `INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
         payment_method, payment_status, items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise,
         is_paid, paid_at, paid_by, paid_with, settled_paise, stage, packing_at, packed_at, picked_up_at,
         delivered_at, delivered_by, delivered_with, cancelled_at, cancelled_by, cancel_reason,
         rider_id, assigned_at, assigned_by, handoff_code, cash_collected_at, cash_collected_by, cash_handover_id,
         created_at, updated_at)
       SELECT p.id, p.user_id, ${idOf('e1', `p.u % ${S}`)}, 'Sunrise Towers ' || (p.u % ${S}), chr(65 + p.u % 4),
              (101 + p.u % 800)::text, ${idOf('f1', `p.u % ${S} % 4`)}, 'Area ' || (p.u % ${S} % 4),
              p.method, p.payment_status, p.items_price, p.small_fee, 0, p.total,
              p.pay IS NOT NULL, p.paid_at, p.paid_by, p.pay, CASE WHEN p.pay IS NOT NULL THEN p.total ELSE 0 END,
              p.stage, p.packing_at, p.packed_at, p.picked_up_at,
              p.delivered_at, p.delivered_by, p.delivered_with, p.cancelled_at,
              CASE WHEN p.cancelled_at IS NOT NULL THEN '${ADMIN_ID}' END,
              CASE WHEN p.cancelled_at IS NOT NULL THEN 'Customer asked to cancel' END,
              p.rider_id, p.assigned_at, CASE WHEN p.rider_id IS NOT NULL THEN '${ADMIN_ID}' END,
              lpad((p.g % 10000)::text, 4, '0'),
              CASE WHEN p.pay = 'CASH' THEN p.delivered_at END, CASE WHEN p.pay = 'CASH' THEN p.rider_id END,
              p.handover_id, p.created_at,
              greatest(p.created_at, p.paid_at, p.delivered_at, p.cancelled_at, p.picked_up_at)
         FROM bench_plan p`,
    ),
  );

  await phase('order lines', () =>
    run(
      `INSERT INTO order_items (order_id, position, product_id, name, quantity_label, unit_price_paise, qty, ordered_qty)
       SELECT p.id, k, ${idOf('a2', `(p.g * 13 + k * 101) % ${P}`)},
              'Product ' || ((p.g * 13 + k * 101) % ${P}), '1 kg',
              1500 + ((p.g * 13 + k * 101) % ${P} * 37 % 60) * 250, 1 + (p.g + k) % 3, 1 + (p.g + k) % 3
         FROM bench_plan p, generate_series(0, (p.g * 3) % 4) k`,
    ),
  );

  await phase('khata payments', () =>
    run(
      `INSERT INTO khata_payments (id, user_id, amount_paise, method, recorded_by, created_at)
       SELECT p.khata_id, p.user_id, p.total, CASE WHEN p.g % 2 = 0 THEN 'CASH' ELSE 'UPI' END, '${ADMIN_ID}', p.paid_at
         FROM bench_plan p WHERE p.pay = 'KHATA' ORDER BY p.paid_at`,
    ),
  );

  await phase('cash hand-overs', () =>
    run(
      `INSERT INTO cash_handovers (id, rider_id, store_day, amount_paise, expected_paise, recorded_by, recorded_at)
       SELECT p.handover_id, min(p.rider_id), p.cash_day, sum(p.total), sum(p.total), '${ADMIN_ID}',
              (p.cash_day + time '22:00') AT TIME ZONE ${TZ}
         FROM bench_plan p WHERE p.handover_id IS NOT NULL GROUP BY p.handover_id, p.cash_day ORDER BY p.cash_day`,
    ),
  );

  // The timeline: each kind's statement in turn (one worker), so each order's entries keep their order by id.
  await phase('timeline', () =>
    run(
      `INSERT INTO order_events (order_id, kind, actor_id, rider_id, detail, at)
       SELECT id, 'placed', user_id, NULL, '{}'::jsonb, created_at FROM bench_plan
       UNION ALL
       SELECT id, 'cancelled', '${ADMIN_ID}', NULL, jsonb_build_object('reason', 'Customer asked to cancel'), cancelled_at
         FROM bench_plan WHERE cancelled_at IS NOT NULL
       UNION ALL
       SELECT id, 'paid', NULL, NULL, jsonb_build_object('paidWith', 'PHONEPE'), paid_at FROM bench_plan WHERE pay = 'PHONEPE'
       UNION ALL
       SELECT id, 'packing', '${ADMIN_ID}', NULL, '{}'::jsonb, packing_at FROM bench_plan WHERE packing_at IS NOT NULL
       UNION ALL
       SELECT id, 'packed', '${ADMIN_ID}', NULL, '{}'::jsonb, packed_at FROM bench_plan WHERE packed_at IS NOT NULL
       UNION ALL
       SELECT id, 'assigned', '${ADMIN_ID}', rider_id, '{}'::jsonb, assigned_at FROM bench_plan WHERE assigned_at IS NOT NULL
       UNION ALL
       SELECT id, 'picked_up', rider_id, rider_id, '{}'::jsonb, picked_up_at FROM bench_plan WHERE picked_up_at IS NOT NULL
       UNION ALL
       SELECT id, 'delivered', delivered_by, rider_id, jsonb_build_object('deliveredWith', delivered_with), delivered_at
         FROM bench_plan WHERE delivered_at IS NOT NULL
       UNION ALL
       SELECT id, 'cash_collected', rider_id, rider_id, jsonb_build_object('amountPaise', total), delivered_at
         FROM bench_plan WHERE pay = 'CASH'
       UNION ALL
       SELECT id, 'paid', paid_by, NULL, jsonb_build_object('paidWith', pay), paid_at FROM bench_plan WHERE pay IN ('UPI', 'KHATA')
       UNION ALL
       SELECT p.id, 'handed_over', '${ADMIN_ID}', p.rider_id,
              jsonb_build_object('handoverId', p.handover_id, 'amountPaise', p.total), h.recorded_at
         FROM bench_plan p JOIN cash_handovers h ON h.id = p.handover_id`,
    ),
  );

  // The ledger, oldest money first, as the ledger module writes each kind.
  await phase('money entries', () =>
    run(
      `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id, khata_payment_id, rider_id,
         handover_id, at)
       SELECT kind, order_id, user_id, method, amount, actor_id, khata_id, rider_id, handover_id, at FROM (
         SELECT 'payment' AS kind, id AS order_id, user_id, pay AS method, total AS amount, paid_by AS actor_id,
                NULL AS khata_id, NULL AS rider_id, NULL AS handover_id, paid_at AS at, 1 AS seq
           FROM bench_plan WHERE pay IN ('PHONEPE', 'CASH', 'UPI')
         UNION ALL
         SELECT 'cash_collected', id, user_id, 'CASH', total, rider_id, NULL, rider_id, NULL, delivered_at, 2
           FROM bench_plan WHERE pay = 'CASH'
         UNION ALL
         SELECT 'khata_payment', NULL, k.user_id, k.method, k.amount_paise, k.recorded_by, k.id, NULL, NULL, k.created_at, 1
           FROM khata_payments k
         UNION ALL
         SELECT 'khata_allocation', id, user_id, 'KHATA', total, '${ADMIN_ID}', NULL, NULL, NULL, paid_at, 2
           FROM bench_plan WHERE pay = 'KHATA'
         UNION ALL
         SELECT 'cash_handed_over', NULL, h.rider_id, 'CASH', h.amount_paise, h.recorded_by, NULL, h.rider_id, h.id,
                h.recorded_at, 3
           FROM cash_handovers h
       ) x ORDER BY at, seq`,
    ),
  );

  await client.query('DROP TABLE bench_plan');
  await client.query(`RESET session_replication_role`);

  await phase('make the indexes again', async () => {
    for (const def of indexDefs) await client.query(def);
    return indexDefs.length;
  });
  await phase('VACUUM ANALYZE', async () => {
    await client.query('VACUUM ANALYZE');
  });

  const [customer] = (
    await client.query<{ user_id: string }>(
      `SELECT user_id FROM orders WHERE is_delivered AND NOT is_paid AND NOT is_cancelled AND payment_status = 'UNPAID'
        ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  const [order] = (
    await client.query<{ id: string }>(
      `SELECT id FROM orders WHERE is_delivered AND created_at < now() - interval '30 days' ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  return {
    adminId: ADMIN_ID,
    adminPhone: ADMIN_PHONE,
    customerId: customer?.user_id ?? `c1${'0'.repeat(22)}`,
    orderId: order?.id ?? `b1${'1'.padStart(22, '0')}`,
    rows,
  };
}

/**
 * What the load skipped, checked after it: the ledger's invariants (`ledgerViolations`, as the money tests
 * read them) and every foreign key of the tables written. Throws with what does not hold.
 */
export async function checkYear(db: Queryable): Promise<void> {
  const ledger = await ledgerViolations(db);
  const broken = Object.entries(ledger).filter(([, ids]) => ids.length > 0);
  if (broken.length > 0)
    throw new Error(
      `the generated ledger breaks its invariants: ${broken.map(([k, ids]) => `${k} (${ids.length}, e.g. ${ids[0]})`).join(', ')}`,
    );
  const foreignKeys = await db.query<{ conrelid: string; conname: string; def: string; cols: string[] }>(
    `SELECT c.conrelid::regclass::text AS conrelid, c.conname, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1::text[])`,
    [
      [
        'orders',
        'order_items',
        'order_events',
        'money_entries',
        'khata_payments',
        'cash_handovers',
        'riders',
        'user_addresses',
      ],
    ],
  );
  for (const fk of foreignKeys) {
    const match = /^FOREIGN KEY \(([^)]+)\) REFERENCES (\w+)\(([^)]+)\)/.exec(fk.def);
    if (!match) continue;
    const [, column, table, target] = match;
    const [row] = await db.query<{ orphans: string }>(
      `SELECT count(*) AS orphans FROM ${fk.conrelid} x
        WHERE x.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${target} = x.${column})`,
    );
    if (Number(row?.orphans ?? 0) > 0)
      throw new Error(`${fk.conrelid}.${column}: ${row?.orphans} rows point at no ${table} (${fk.conname})`);
  }
}
