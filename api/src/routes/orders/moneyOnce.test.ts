import type { FastifyInstance } from 'fastify';
import type { Order, Product, RiderOrder } from '@kirana/shared/domain';
import { forgetOldIdempotencyKeys, IDEMPOTENCY_KEY_KEPT_HOURS } from '../../lib/idempotency';
import { LEDGER_HOLDS, ledgerViolations } from '../../../test/ledger';
import { pendingPhonePeOrder, pressOnPayPage } from '../../../test/phonePe';
import { placeCod, riderSignedIn } from '../../../test/riders';
import { productsInStock, type Shopper, shopperWithAddress } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, secondInstance, type TestApp } from '../../../test/testApp';

/**
 * Every money write exactly once (R77): the admin's door payment, a rider's cash collection, a cancel (and its
 * refund) and a refund check honour the Idempotency-Key on every instance: the same key sent again, at once or
 * later, here or on another instance, answers the first answer and writes nothing; the key with another
 * request is a 422 with a sentence.
 */
let t: TestApp;
let other: FastifyInstance;
let admin: SignedIn;
let asha: Shopper;
let products: Product[];
let next = 0;

beforeAll(async () => {
  t = await buildTestApp();
  other = await secondInstance(t);
  admin = await signInAs(t.database.db, '9000000071', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876500071', '101', { name: 'Asha' });
  products = await productsInStock(t, 10);
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const send = (on: FastifyInstance, who: SignedIn, method: 'PUT' | 'POST', url: string, key: string, payload?: object) =>
  on.inject({ method, url, headers: { ...who.headers, 'idempotency-key': key }, ...(payload ? { payload } : {}) });
const entries = (orderId: string) =>
  t.database.db.query<{ kind: string }>('SELECT kind FROM money_entries WHERE order_id = $1 ORDER BY id', [orderId]);
const REUSED =
  'This request’s Idempotency-Key was already used for a different request. Reload the page and try again.';

it('pay at the door: the same key on two instances at once records one payment and answers the same; another method with it is a 422', async () => {
  const order = await placeCod(t, asha, products[next++]!, 2);
  const key = `pay-${order._id}`;
  const [here, there] = await Promise.all([
    send(t.app, admin, 'PUT', `/api/orders/${order._id}/pay`, key, { method: 'UPI' }),
    send(other, admin, 'PUT', `/api/orders/${order._id}/pay`, key, { method: 'UPI' }),
  ]);
  expect([here.statusCode, there.statusCode]).toEqual([200, 200]);
  expect(here.json<Order>()).toEqual(there.json<Order>());
  expect([here.headers['idempotent-replayed'], there.headers['idempotent-replayed']].sort()).toEqual([
    'true',
    undefined,
  ]);
  // Undone and sent again with the same key: the first answer again, and no second payment.
  await t.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}/pay`, headers: admin.headers });
  const again = await send(other, admin, 'PUT', `/api/orders/${order._id}/pay`, key, { method: 'UPI' });
  expect([again.statusCode, again.headers['idempotent-replayed'], again.json<Order>().paidWith]).toEqual([
    200,
    'true',
    'UPI',
  ]);
  expect((await entries(order._id)).map((entry) => entry.kind)).toEqual(['payment', 'payment_undone']);
  const cash = await send(t.app, admin, 'PUT', `/api/orders/${order._id}/pay`, key, { method: 'CASH' });
  expect([cash.statusCode, cash.json().message]).toEqual([422, REUSED]);
  // The key is the caller's: another admin's same key is their own request.
  const boss = await signInAs(t.database.db, '9000000072', { isAdmin: true, name: 'Owner' });
  const theirs = await send(t.app, boss, 'PUT', `/api/orders/${order._id}/pay`, key, { method: 'CASH' });
  expect([theirs.statusCode, theirs.headers['idempotent-replayed'], theirs.json<Order>().paidWith]).toEqual([
    200,
    undefined,
    'CASH',
  ]);
  expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);
});

it('collect cash: the same key twice at once on two instances records one collection; the key on another order is a 422', async () => {
  const raju = await riderSignedIn(t, admin, '9811100071', 'Raju');
  const order = await placeCod(t, asha, products[next++]!, 2);
  await t.app.inject({
    method: 'PUT',
    url: '/api/orders/assign',
    headers: admin.headers,
    payload: { riderId: raju.userId, orderIds: [order._id] },
  });
  const key = `collect-${order._id}`;
  const answers = await Promise.all([
    send(t.app, raju, 'PUT', `/api/rider/orders/${order._id}/collect-cash`, key),
    send(other, raju, 'PUT', `/api/rider/orders/${order._id}/collect-cash`, key),
    send(t.app, raju, 'PUT', `/api/rider/orders/${order._id}/collect-cash`, key),
  ]);
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  expect(new Set(answers.map((res) => res.json<RiderOrder>().isPaid))).toEqual(new Set([true]));
  expect((await entries(order._id)).map((entry) => entry.kind)).toEqual(['payment', 'cash_collected']);
  const elsewhere = await placeCod(t, asha, products[next++]!, 1);
  const reused = await send(t.app, raju, 'PUT', `/api/rider/orders/${elsewhere._id}/collect-cash`, key);
  expect([reused.statusCode, reused.json().message]).toEqual([422, REUSED]);
  expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);
});

it('cancel after a PhonePe payment: the same key on two instances refunds once; a refused first answer is not kept, so the key may be sent again', async () => {
  const product = products[next++]!;
  const { order, redirectUrl } = await pendingPhonePeOrder(t, asha, product._id, 1);
  await pressOnPayPage(t, redirectUrl, 'success');
  const key = `cancel-${order._id}`;
  const reason = { reason: 'Out of stock tonight' };
  const [here, there] = await Promise.all([
    send(t.app, admin, 'PUT', `/api/orders/${order._id}/cancel`, key, reason),
    send(other, admin, 'PUT', `/api/orders/${order._id}/cancel`, key, reason),
  ]);
  expect([here.statusCode, there.statusCode]).toEqual([200, 200]);
  expect(here.json<Order>().refund).toEqual({ amount: order.totalPrice, state: 'requested' });
  expect(there.json<Order>().refund).toEqual(here.json<Order>().refund);
  expect((await entries(order._id)).map((entry) => entry.kind)).toEqual(['payment', 'refund_requested']);
  const otherReason = await send(t.app, admin, 'PUT', `/api/orders/${order._id}/cancel`, key, {
    reason: 'Rider is ill',
  });
  expect(otherReason.statusCode).toBe(422);
  const check = await send(other, admin, 'POST', `/api/orders/${order._id}/refund-check`, `check-${order._id}`);
  expect(check.statusCode).toBe(200);
  expect(
    (await send(t.app, admin, 'POST', `/api/orders/${order._id}/refund-check`, `check-${order._id}`)).headers[
      'idempotent-replayed'
    ],
  ).toBe('true');

  // A delivered order's cancel is refused (409); the refusal is not kept, so the same key is tried afresh.
  const delivered = await placeCod(t, asha, products[next++]!, 1);
  await t.app.inject({ method: 'PUT', url: `/api/orders/${delivered._id}/deliver`, headers: admin.headers });
  const first = await send(
    t.app,
    admin,
    'PUT',
    `/api/orders/${delivered._id}/cancel`,
    `cancel-${delivered._id}`,
    reason,
  );
  const second = await send(
    other,
    admin,
    'PUT',
    `/api/orders/${delivered._id}/cancel`,
    `cancel-${delivered._id}`,
    reason,
  );
  expect([first.statusCode, second.statusCode, second.headers['idempotent-replayed']]).toEqual([409, 409, undefined]);
  expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);
});

it('a malformed key is a 400 with a sentence, and nothing is recorded', async () => {
  const order = await placeCod(t, asha, products[next++]!, 1);
  const res = await send(t.app, admin, 'PUT', `/api/orders/${order._id}/pay`, 'short', { method: 'CASH' });
  expect(res.statusCode).toBe(400);
  expect(await entries(order._id)).toEqual([]);
});

it('a key is kept a day: an older one is forgotten (the same key may then record again), a newer one is not', async () => {
  const order = await placeCod(t, asha, products[next++]!, 1);
  const key = `old-${order._id}`;
  expect((await send(t.app, admin, 'PUT', `/api/orders/${order._id}/pay`, key)).statusCode).toBe(200);
  const fresh = `fresh-${order._id}`;
  expect((await send(t.app, admin, 'PUT', `/api/orders/${order._id}/pay`, fresh)).statusCode).toBe(200);
  await t.database.db.query(
    `UPDATE idempotency_keys SET claimed_at = now() - make_interval(hours => $2, mins => 1) WHERE key = $1`,
    [key, IDEMPOTENCY_KEY_KEPT_HOURS],
  );
  expect(await forgetOldIdempotencyKeys(t.database.db)).toBe(1);
  const left = await t.database.db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key = ANY($1)', [
    [key, fresh],
  ]);
  expect(left).toEqual([{ key: fresh }]);
});
