import fc from 'fast-check';
import {
  type CashDay,
  type KhataBalance,
  type Order,
  type OrdersSummary,
  type Product,
  type RiderOrder,
  rupeesToPaise,
  type SalesReport,
  STORE_TIME_ZONE,
} from '@kirana/shared/domain';
import { WEBHOOK_PATH } from '../payments/phonepe';
import type { PhonePeV2Config } from '../payments/phonepe/config';
import { webhookAuthorization } from '../payments/phonepe/v2Webhook';
import { custodyByRider, LEDGER_HOLDS, ledgerViolations } from '../../test/ledger';
import { pendingPhonePeOrder, pressOnPayPage, verifyPayment } from '../../test/phonePe';
import { placeCod, riderSignedIn } from '../../test/riders';
import { productsInStock, setShelf, type Shopper, shopperWithAddress } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Random store days through the HTTP API — cash and PhonePe orders at every stage, short lines at packing (on
 * paid orders too), cancels before and after payment, PhonePe refunds and their webhooks with the right and
 * wrong amounts, refund checks, khata part payments, payments at the door and their Undo, rider collections,
 * duplicate and concurrent hand-overs, voids, door payments, collections and cancels sent again with one
 * Idempotency-Key — and after every step, every screen's figure equals the ledger's: the order pages (admin's and
 * customer's), the rider's run, the dashboard, Reports, the Cash page, the khata; collected = handed over + still
 * with the rider; no order paid twice; refunds never beyond what was paid.
 * A fixed seed in CI (PROPERTY_SEED overrides it); fast-check prints the seed and the shortest
 * failing day when one breaks.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261128);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);

let t: TestApp;
let admin: SignedIn;
let customers: Shopper[];
let riders: SignedIn[];
let products: Product[];

beforeAll(async () => {
  // PhonePe's own webhooks (the simulator's) are left out, so a refund or payment moves only at a step of the day:
  // the day sends its own webhooks, or asks PhonePe's status calls.
  t = await buildTestApp({}, undefined, {
    intercept: (request) => (request.url.endsWith(WEBHOOK_PATH) ? { status: 503, body: null } : undefined),
  });
  admin = await signInAs(t.database.db, '9000000091', { isAdmin: true, name: 'Store Admin' });
  customers = [
    await shopperWithAddress(t, '9876500091', '101', { name: 'Asha' }),
    await shopperWithAddress(t, '9876500092', '202', { name: 'Ravi' }),
    await shopperWithAddress(t, '9876500093', '303', { name: 'Meena', societyIndex: 1 }),
  ];
  riders = [await riderSignedIn(t, admin, '9811100091', 'Raju'), await riderSignedIn(t, admin, '9811100092', 'Sunil')];
  products = await productsInStock(t, 10);
}, 60_000);
afterAll(async () => {
  // The money movements the days made (printed, so a seed's coverage can be seen).
  const kinds = await t.database.db.query<{ kind: string; n: string }>(
    'SELECT kind, count(*) AS n FROM money_entries GROUP BY kind ORDER BY kind',
  );
  console.info(`store days (seed ${SEED}, ${RUNS} runs): ${kinds.map((row) => `${row.kind} ${row.n}`).join(', ')}`);
  await t.close();
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());
const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

/** What a day is made of: each step names its actors and orders by index, so fast-check can shrink it. */
type Step =
  | { kind: 'place'; customer: number; product: number; qty: number }
  | {
      kind: 'phonePe';
      customer: number;
      product: number;
      qty: number;
      outcome: 'pay' | 'fail' | 'leave';
      /** Once paid, at once: a line short at packing, a cancel, or both (the refunds' amounts add up). */
      afterPaid: 'nothing' | 'short' | 'cancel' | 'both';
    }
  | { kind: 'refundWebhook'; pick: number; completed: boolean; rightAmount: boolean }
  | { kind: 'refundCheck'; order: number }
  | { kind: 'pack'; order: number }
  | { kind: 'round'; order: number; rider: number; collect: boolean }
  | { kind: 'short'; order: number; qty: number }
  | { kind: 'assign'; order: number; rider: number }
  | { kind: 'pickUp'; order: number }
  | { kind: 'riderDeliver'; order: number }
  | { kind: 'adminDeliver'; order: number }
  | { kind: 'collect'; order: number; copies: number }
  | { kind: 'payAtDoor'; order: number; upi: boolean; copies: number }
  | { kind: 'undoPay'; order: number }
  | { kind: 'undoDeliver'; order: number }
  | { kind: 'cancel'; order: number; copies: number }
  | { kind: 'khata'; customer: number; rupees: number }
  | { kind: 'handover'; rider: number; rupees: number; copies: number }
  | { kind: 'void'; handover: number };

const index = fc.nat({ max: 7 });
const copies = fc.integer({ min: 1, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      customer: fc.nat({ max: 2 }),
      product: fc.nat({ max: 9 }),
      qty: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('phonePe' as const),
      customer: fc.nat({ max: 2 }),
      product: fc.nat({ max: 9 }),
      qty: fc.integer({ min: 1, max: 3 }),
      outcome: fc.constantFrom('pay' as const, 'pay' as const, 'pay' as const, 'fail' as const, 'leave' as const),
      afterPaid: fc.constantFrom('nothing' as const, 'short' as const, 'cancel' as const, 'both' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refundWebhook' as const),
      pick: index,
      completed: fc.boolean(),
      rightAmount: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('refundCheck' as const), order: index }),
  fc.record({ kind: fc.constant('pack' as const), order: index }),
  {
    // A rider's round for one order: assigned, packed, picked up, delivered with the code, the cash taken.
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('round' as const),
      order: index,
      rider: fc.nat({ max: 1 }),
      collect: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('short' as const), order: index, qty: fc.nat({ max: 2 }) }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('assign' as const), order: index, rider: fc.nat({ max: 1 }) }),
  },
  fc.record({ kind: fc.constant('pickUp' as const), order: index }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('riderDeliver' as const), order: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('adminDeliver' as const), order: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('collect' as const), order: index, copies }) },
  fc.record({ kind: fc.constant('payAtDoor' as const), order: index, upi: fc.boolean(), copies }),
  fc.record({ kind: fc.constant('undoPay' as const), order: index }),
  fc.record({ kind: fc.constant('undoDeliver' as const), order: index }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: index, copies }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('khata' as const),
      customer: fc.nat({ max: 2 }),
      rupees: fc.integer({ min: 1, max: 400 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('handover' as const),
      rider: fc.nat({ max: 1 }),
      rupees: fc.integer({ min: 0, max: 600 }),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({ kind: fc.constant('void' as const), handover: fc.nat({ max: 5 }) }),
);

interface Day {
  orders: Order[];
  handovers: string[];
  keys: number;
}

async function codeOf(orderId: string): Promise<string> {
  const [row] = await t.database.db.query<{ handoff_code: string }>('SELECT handoff_code FROM orders WHERE id = $1', [
    orderId,
  ]);
  return row?.handoff_code ?? '0000';
}
const riderOf = async (orderId: string) => {
  const [row] = await t.database.db.query<{ rider_id: string | null }>('SELECT rider_id FROM orders WHERE id = $1', [
    orderId,
  ]);
  return riders.find((rider) => rider.userId === row?.rider_id) ?? null;
};

/**
 * A money request sent `copies` times at once with one Idempotency-Key (a double tap, the proxy retrying on another
 * instance): every answer that is not a refusal is the same answer. Answers the highest status.
 */
async function sendOnce(
  day: Day,
  who: SignedIn,
  method: 'PUT' | 'POST',
  url: string,
  copies: number,
  payload?: object,
): Promise<number> {
  day.keys += 1;
  const key = `property-${SEED}-${day.keys}-${Date.now()}`;
  const answers = await Promise.all(Array.from({ length: copies }, () => call(who, method, url, payload, key)));
  const bodies = answers.filter((res) => res.statusCode < 300).map((res) => res.json<Record<string, unknown>>());
  for (const body of bodies.slice(1)) expect(body).toEqual(bodies[0]);
  return Math.max(...answers.map((res) => res.statusCode));
}

/** Does one step as the store's people would; a refusal (a 4xx) is part of a day, a 5xx never is. */
async function run(day: Day, s: Step): Promise<void> {
  const order = 'order' in s ? day.orders[s.order % Math.max(1, day.orders.length)] : undefined;
  if ('order' in s && !order) return;
  const id = order?._id ?? '';
  let status = 200;
  switch (s.kind) {
    case 'place': {
      const placed = await placeCod(t, customers[s.customer]!, products[s.product]!, s.qty).catch(() => null);
      if (placed) day.orders.push(placed);
      return;
    }
    case 'phonePe': {
      const customer = customers[s.customer]!;
      const pending = await pendingPhonePeOrder(t, customer, products[s.product]!._id, s.qty).catch(() => null);
      if (!pending) return;
      day.orders.push(pending.order);
      if (s.outcome === 'leave') return;
      await pressOnPayPage(t, pending.redirectUrl, s.outcome === 'pay' ? 'success' : 'failure');
      // The simulator's webhook is left out: the customer's status page asks where the payment stands.
      status = (await verifyPayment(t, customer, pending.transactionId, pending.order._id)).statusCode;
      const orderId = pending.order._id;
      if (s.outcome === 'pay' && (s.afterPaid === 'short' || s.afterPaid === 'both'))
        status = Math.max(
          status,
          await sendOnce(day, admin, 'PUT', `/api/orders/${orderId}/lines/${pending.order.orderItems[0]!.product}`, 1, {
            qty: s.qty - 1,
          }),
        );
      if (s.outcome === 'pay' && (s.afterPaid === 'cancel' || s.afterPaid === 'both'))
        status = Math.max(
          status,
          await sendOnce(day, admin, 'PUT', `/api/orders/${orderId}/cancel`, 2, { reason: 'Rider could not go out' }),
        );
      break;
    }
    case 'refundWebhook': {
      // PhonePe says one of the day's unfinished refunds ended: with its amount, or another one (which settles
      // nothing).
      const open = await t.database.db.query<{ id: string; amount_paise: number }>(
        `SELECT id, amount_paise FROM payment_refunds WHERE order_id = ANY($1::text[]) AND state IN ('REQUESTED', 'PENDING')
          ORDER BY created_at, id`,
        [day.orders.map((placed) => placed._id)],
      );
      const refund = open[s.pick % Math.max(1, open.length)];
      if (!refund) return;
      const v2 = t.config.phonePe as PhonePeV2Config;
      const state = s.completed ? 'COMPLETED' : 'FAILED';
      const res = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { authorization: webhookAuthorization(v2.webhookUsername, v2.webhookPassword) },
        payload: {
          event: s.completed ? 'pg.refund.completed' : 'pg.refund.failed',
          payload: {
            merchantRefundId: refund.id,
            refundId: `OMR${refund.id}`,
            state,
            amount: s.rightAmount ? refund.amount_paise : refund.amount_paise + 100,
          },
        },
      });
      status = res.statusCode;
      break;
    }
    case 'refundCheck':
      status = (await call(admin, 'POST', `/api/orders/${id}/refund-check`)).statusCode;
      break;
    case 'round': {
      const rider = riders[s.rider]!;
      await call(admin, 'PUT', '/api/orders/assign', { riderId: rider.userId, orderIds: [id] });
      await call(admin, 'PUT', `/api/orders/${id}/packed`);
      await call(rider, 'PUT', `/api/rider/orders/${id}/picked-up`);
      const delivered = await call(rider, 'PUT', `/api/rider/orders/${id}/deliver`, { code: await codeOf(id) });
      status = delivered.statusCode;
      if (s.collect && status < 300)
        status = (await call(rider, 'PUT', `/api/rider/orders/${id}/collect-cash`)).statusCode;
      break;
    }
    case 'pack':
      status = (await call(admin, 'PUT', `/api/orders/${id}/packed`)).statusCode;
      break;
    case 'short':
      status = (await call(admin, 'PUT', `/api/orders/${id}/lines/${order!.orderItems[0]!.product}`, { qty: s.qty }))
        .statusCode;
      break;
    case 'assign':
      status = (await call(admin, 'PUT', '/api/orders/assign', { riderId: riders[s.rider]!.userId, orderIds: [id] }))
        .statusCode;
      break;
    case 'pickUp': {
      const rider = await riderOf(id);
      if (rider) status = (await call(rider, 'PUT', `/api/rider/orders/${id}/picked-up`)).statusCode;
      break;
    }
    case 'riderDeliver': {
      const rider = await riderOf(id);
      if (rider)
        status = (await call(rider, 'PUT', `/api/rider/orders/${id}/deliver`, { code: await codeOf(id) })).statusCode;
      break;
    }
    case 'adminDeliver':
      status = (await call(admin, 'PUT', `/api/orders/${id}/deliver`)).statusCode;
      break;
    case 'collect': {
      const rider = await riderOf(id);
      if (rider) status = await sendOnce(day, rider, 'PUT', `/api/rider/orders/${id}/collect-cash`, s.copies);
      break;
    }
    case 'payAtDoor':
      status = await sendOnce(day, admin, 'PUT', `/api/orders/${id}/pay`, s.copies, { method: s.upi ? 'UPI' : 'CASH' });
      break;
    case 'undoPay':
      status = (await call(admin, 'DELETE', `/api/orders/${id}/pay`)).statusCode;
      break;
    case 'undoDeliver':
      status = (await call(admin, 'DELETE', `/api/orders/${id}/deliver`)).statusCode;
      break;
    case 'cancel':
      status = await sendOnce(day, admin, 'PUT', `/api/orders/${id}/cancel`, s.copies, {
        reason: 'Items are out of stock',
      });
      break;
    case 'khata':
      status = (
        await call(admin, 'POST', `/api/users/${customers[s.customer]!.userId}/khata/payments`, {
          amountPaise: s.rupees * 100,
          method: 'CASH',
        })
      ).statusCode;
      break;
    case 'handover': {
      // The same hand-over sent `copies` times at once (a double tap, a retry on another instance): one key.
      day.keys += 1;
      const key = `property-${SEED}-${day.keys}-${Date.now()}`;
      const body = { riderId: riders[s.rider]!.userId, amountPaise: s.rupees * 100, date: today() };
      const answers = await Promise.all(
        Array.from({ length: s.copies }, () => call(admin, 'POST', '/api/cash/handovers', body, key)),
      );
      const ids = new Set(answers.filter((res) => res.statusCode < 300).map((res) => res.json<{ _id: string }>()._id));
      expect(ids.size).toBeLessThanOrEqual(1);
      day.handovers.push(...ids);
      status = Math.max(...answers.map((res) => res.statusCode));
      break;
    }
    case 'void': {
      const handover = day.handovers[s.handover % Math.max(1, day.handovers.length)];
      if (handover)
        status = (await call(admin, 'POST', `/api/cash/handovers/${handover}/void`, { reason: 'Recorded wrong' }))
          .statusCode;
      break;
    }
  }
  expect([s.kind, status < 500]).toEqual([s.kind, true]);
}

/** Every screen's figure against the ledger's. */
async function expectFiguresAgree(day: Day): Promise<void> {
  const db = t.database.db;
  // The ledger itself: each order's settled amount is the sum of its entries; paid exactly when covered.
  expect(await ledgerViolations(db)).toEqual(LEDGER_HOLDS);
  const dues = new Map<string, number>();
  for (const order of day.orders) {
    const read = (await call(admin, 'GET', `/api/orders/${order._id}`)).json<Order>();
    const owner = customers.find((customer) => customer.userId === order.user._id)!;
    const theirs = (await call(owner, 'GET', `/api/orders/${order._id}`)).json<Order>();
    const [row] = await db.query<{
      due: number;
      refunded: string;
      owed_back: string;
      paid_phonepe: string;
    }>(
      `SELECT CASE WHEN o.is_cancelled THEN 0 ELSE o.total_price_paise - o.settled_paise END AS due,
              (SELECT coalesce(sum(amount_paise), 0) FROM money_entries WHERE order_id = o.id AND kind = 'refund_requested') AS refunded,
              CASE WHEN o.is_cancelled AND o.is_paid THEN o.settled_paise
                + (SELECT coalesce(sum(CASE kind WHEN 'refund_requested' THEN amount_paise ELSE -amount_paise END), 0)
                     FROM money_entries WHERE order_id = o.id AND kind IN ('refund_requested', 'refund_completed'))
                ELSE 0 END AS owed_back,
              (SELECT coalesce(sum(amount_paise), 0) FROM money_entries WHERE order_id = o.id AND kind = 'payment'
                  AND method = 'PHONEPE') AS paid_phonepe
         FROM orders o WHERE o.id = $1`,
      [order._id],
    );
    // The customer's and the admin's order pages say the ledger's due, refund and refund due.
    expect(rupeesToPaise(read.amountDue)).toBe(row!.due);
    expect(rupeesToPaise(read.refund?.amount ?? 0)).toBe(Number(row!.refunded));
    expect(rupeesToPaise(read.refundDue ?? 0)).toBe(Number(row!.owed_back));
    expect(Number(row!.refunded)).toBeLessThanOrEqual(Number(row!.paid_phonepe));
    expect({ due: theirs.amountDue, refund: theirs.refund, refundDue: theirs.refundDue }).toEqual({
      due: read.amountDue,
      refund: read.refund,
      refundDue: read.refundDue,
    });
    dues.set(order._id, row!.due);
  }
  // The rider's Collect ₹X is the order's due.
  for (const rider of riders) {
    for (const order of (await call(rider, 'GET', '/api/rider/run')).json<RiderOrder[]>()) {
      if (order.isPaid || order.paymentMethod !== 'COD') continue;
      expect(rupeesToPaise(order.amountToCollect)).toBe(dues.get(order._id) ?? rupeesToPaise(order.amountToCollect));
    }
  }
  // The dashboard's cash to collect: the dues of delivered, unpaid orders.
  const [owed] = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(total_price_paise - settled_paise), 0) AS amount FROM orders
      WHERE is_delivered AND NOT is_paid AND NOT is_cancelled`,
  );
  const summary = (await call(admin, 'GET', '/api/orders/summary')).json<OrdersSummary>();
  expect(rupeesToPaise(summary.unpaidDelivered.amount)).toBe(Number(owed!.amount));
  // Each customer's khata: what they owe less their credit, never below 0; the same on both sides.
  for (const customer of customers) {
    const theirs = (await call(customer, 'GET', '/api/khata/mine')).json<KhataBalance>();
    const admins = (await call(admin, 'GET', `/api/users/${customer.userId}/khata`)).json<KhataBalance>();
    expect(admins).toMatchObject(theirs);
    expect(theirs.balanceDuePaise).toBe(Math.max(0, theirs.owedPaise - theirs.creditPaise));
    expect(theirs.creditPaise).toBeGreaterThanOrEqual(0);
  }
  // Reports: every rupee that came in, once.
  const [money] = await db.query<{ payments: string; khata: string; refunded: string }>(
    `SELECT coalesce(sum(CASE kind WHEN 'payment' THEN amount_paise WHEN 'payment_undone' THEN -amount_paise ELSE 0 END), 0) AS payments,
            coalesce(sum(amount_paise) FILTER (WHERE kind = 'khata_payment'), 0) AS khata,
            coalesce(sum(amount_paise) FILTER (WHERE kind = 'refund_completed'), 0) AS refunded FROM money_entries`,
  );
  const report = (await call(admin, 'GET', `/api/reports/sales?from=${today()}&to=${today()}`)).json<SalesReport>();
  expect(rupeesToPaise(report.totals.collected)).toBe(Number(money!.payments) + Number(money!.khata));
  expect(rupeesToPaise(report.totals.collectedWith.khata)).toBe(Number(money!.khata));
  // …and every rupee that went back through a completed refund.
  expect(rupeesToPaise(report.totals.refunded)).toBe(Number(money!.refunded));
  // The Cash page: the ledger's custody, and collected = handed over + still with the rider − handed over beyond
  // it (a shortfall is a difference, never a negative holding).
  const cash = (await call(admin, 'GET', `/api/cash?date=${today()}`)).json<CashDay>();
  const custody = await custodyByRider(db, today());
  for (const rider of cash.riders) {
    const ledger = custody.get(rider.rider._id) ?? { collected: 0, handedOver: 0, held: 0 };
    expect({
      collected: rider.collectedPaise,
      handedOver: rider.handedOverPaise,
      outstanding: rider.outstandingPaise,
      over: rider.overPaise,
    }).toEqual({
      collected: ledger.collected,
      handedOver: ledger.handedOver,
      outstanding: Math.max(0, ledger.held),
      over: Math.max(0, -ledger.held),
    });
    expect(rider.collectedPaise).toBe(rider.handedOverPaise + rider.outstandingPaise - rider.overPaise);
    expect(Math.min(rider.outstandingPaise, rider.overPaise)).toBe(0);
    const counted = rider.handovers.filter((handover) => !handover.voided);
    expect(rider.handedOverPaise).toBe(counted.reduce((sum, handover) => sum + handover.amountPaise, 0));
  }
}

it('after every step of a random store day, every screen’s figure equals the ledger’s', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 24 }), async (steps) => {
      const day: Day = { orders: [], handovers: [], keys: 0 };
      // Each day starts with the shelves full (a short at packing empties a product's shelf).
      for (const product of products) await setShelf(t, product._id, { stock: 100 });
      for (const s of steps) {
        await run(day, s);
        await expectFiguresAgree(day);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
}, 600_000);
