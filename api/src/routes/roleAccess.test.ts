import type { Order, Product } from '@kirana/shared/domain';
import type { AdminRoute } from '../plugins/auth';
import { placeCod, riderSignedIn } from '../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Routes × roles (R28), beside adminAccess.test.ts (strangers and customers on admin routes):
 * every rider route refuses a stranger (401), a customer and an admin (403) before looking at
 * anything, and every admin route refuses a rider (403). The auth plugin records each guarded
 * route as it is added; a rider route that loses its guard drops out of the record and fails here.
 */
const MUST_BE_RIDER_ONLY: readonly string[] = [
  'GET /api/rider/run',
  'GET /api/rider/unassigned',
  'GET /api/rider/orders/:id',
  'PUT /api/rider/orders/:id/take',
  'PUT /api/rider/orders/:id/deliver',
  'PUT /api/rider/orders/:id/picked-up',
  'PUT /api/rider/orders/:id/collect-cash',
];

const ANY_ID = '0123456789abcdef01234567';
const TABLES = ['users', 'riders', 'orders', 'order_items', 'order_events', 'cash_handovers', 'auth_sessions'];

let t: TestApp;
let customer: Shopper;
let admin: SignedIn;
let rider: SignedIn;
let otherRider: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  customer = await shopperWithAddress(t, '9876500102');
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  rider = await riderSignedIn(t, admin, '9811100101', 'Rider One');
  otherRider = await riderSignedIn(t, admin, '9811100102', 'Rider Two');
  products = await productsInStock(t, 10);
});
afterAll(() => t.close());

const name = (route: AdminRoute) => `${route.method} ${route.url}`;

async function snapshot(): Promise<string[]> {
  return Promise.all(
    TABLES.map(async (table) => {
      const [row] = await t.database.db.query<{ digest: string }>(
        `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM ${table} r`,
      );
      return `${table}:${row!.digest}`;
    }),
  );
}

function call(route: AdminRoute, headers: Record<string, string>, payload?: object, id = ANY_ID) {
  const url = route.url.replace(/:[A-Za-z]+/g, id);
  return t.app.inject({ method: route.method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

it('the record holds every rider route, each guarded in onRequest', () => {
  // Fastify adds a HEAD route beside each GET, guarded alike.
  const withoutHead = t.app.riderRoutes.filter((route) => route.method !== 'HEAD');
  expect(withoutHead.map(name).sort()).toEqual([...MUST_BE_RIDER_ONLY].sort());
});

it('every rider route answers a stranger 401, a customer and an admin 403, and changes nothing', async () => {
  // A real open order, so a route that let anyone through would have something to change.
  const order = await placeCod(t, customer, products[0]!);
  const before = await snapshot();
  for (const route of t.app.riderRoutes) {
    const withBody = route.method === 'GET' ? [undefined] : [undefined, { code: '1234' }];
    for (const payload of withBody) {
      const anonymous = await call(route, {}, payload, order._id);
      expect([name(route), anonymous.statusCode]).toEqual([name(route), 401]);
      for (const who of [customer, admin]) {
        const res = await call(route, who.headers, payload, order._id);
        expect([name(route), res.statusCode]).toEqual([name(route), 403]);
        if (route.method !== 'HEAD')
          expect(res.json()).toMatchObject({ message: 'Only a rider of the store’s delivery team can do that.' });
      }
    }
  }
  expect(await snapshot()).toEqual(before);
});

it('every admin route answers a rider 403 and changes nothing', async () => {
  const before = await snapshot();
  for (const route of t.app.adminRoutes) {
    const withBody = route.method === 'GET' || route.method === 'HEAD' ? [undefined] : [undefined, { anything: 1 }];
    for (const payload of withBody) {
      const res = await call(route, rider.headers, payload);
      expect([name(route), res.statusCode]).toEqual([name(route), 403]);
      if (route.method !== 'HEAD') expect(res.json()).toMatchObject({ message: 'Only the store admin can do that.' });
    }
  }
  expect(await snapshot()).toEqual(before);
});

it('lets a rider past the check (the record names real routes)', async () => {
  for (const route of t.app.riderRoutes) {
    const res = await call(route, rider.headers);
    expect([name(route), res.statusCode]).not.toEqual([name(route), 401]);
    expect([name(route), res.statusCode]).not.toEqual([name(route), 403]);
    expect(res.statusCode).toBeLessThan(500);
  }
});

it('a rider reads only orders that are theirs or nobody’s, and never a customer’s whole order', async () => {
  const order = await placeCod(t, customer, products[1]!);
  // Nobody's: readable as a rider reads orders, never through the customer's or admin's reads.
  expect((await t.app.inject({ url: `/api/rider/orders/${order._id}`, headers: rider.headers })).statusCode).toBe(200);
  expect((await t.app.inject({ url: `/api/orders/${order._id}`, headers: rider.headers })).statusCode).toBe(404);
  await t.app.inject({
    method: 'PUT',
    url: '/api/orders/assign',
    headers: admin.headers,
    payload: { riderId: otherRider.userId, orderIds: [order._id] },
  });
  // Someone else's now: gone for this rider.
  expect((await t.app.inject({ url: `/api/rider/orders/${order._id}`, headers: rider.headers })).statusCode).toBe(404);
  const run = await t.app.inject({ url: '/api/rider/run', headers: rider.headers });
  expect(run.json<Order[]>().map((one) => one._id)).not.toContain(order._id);
  // A customer's profile and orders list are their own; a rider's is theirs too (no one else's).
  const mine = await t.app.inject({ url: '/api/orders/mine', headers: rider.headers });
  expect(mine.json<{ total: number }>().total).toBe(0);
});
