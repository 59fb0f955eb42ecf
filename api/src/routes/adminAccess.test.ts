import { readdirSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import auth, { type AdminRoute } from '../plugins/auth';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Every admin route, as the auth plugin recorded it while routes were added: 401 for a stranger
 * and 403 for a customer, before any body or query is looked at, and nothing changes. The list
 * below is what must stay admin-only: a route that loses its guard drops out of the registry and
 * fails here.
 */
const MUST_BE_ADMIN_ONLY: readonly string[] = [
  'POST /api/products',
  'PUT /api/products/:id',
  'PUT /api/products/:id/stock',
  'PUT /api/products/stock',
  'DELETE /api/products/:id',
  'POST /api/products/categories',
  'PUT /api/products/categories/:id',
  'DELETE /api/products/categories/:id',
  'POST /api/upload',
  'POST /api/localities',
  'PUT /api/localities/:id',
  'DELETE /api/localities/:id',
  'POST /api/society',
  'PUT /api/society/:id',
  'DELETE /api/society',
  'PUT /api/orders/:id/pay',
  'PUT /api/orders/:id/deliver',
  'PUT /api/orders/:id/deliver-and-pay',
  'DELETE /api/orders/:id/deliver-and-pay',
  'PUT /api/orders/:id/packing',
  'PUT /api/orders/:id/packed',
  'PUT /api/orders/:id/lines/:product',
  'GET /api/orders/',
  'GET /api/orders',
  'GET /api/orders/summary',
  'GET /api/users',
  'GET /api/users/:id',
  'POST /api/users',
  'POST /api/users/:id/orders',
  'POST /api/users/:id/addresses',
  'GET /api/users/:id/khata',
  'POST /api/users/:id/khata/payments',
  'GET /api/khata/dues',
  'GET /api/reports/sales',
  'GET /api/reports/orders.csv',
  'GET /api/riders',
  'POST /api/riders',
  'PUT /api/riders/:id/deactivate',
  'PUT /api/riders/:id/reactivate',
  'PUT /api/orders/assign',
  'GET /api/orders/:id/timeline',
  'GET /api/cash',
  'POST /api/cash/handovers',
  'POST /api/cash/handovers/:id/void',
];

const ANY_ID = '0123456789abcdef01234567';
const TABLES = [
  'products',
  'categories',
  'localities',
  'societies',
  'users',
  'user_addresses',
  'orders',
  'order_items',
  'khata_payments',
  'riders',
  'order_events',
  'cash_handovers',
];

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await signInAs(t.database.db, '9876500002');
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
});
afterAll(() => t.close());

const name = (route: AdminRoute) => `${route.method} ${route.url}`;
const adminRoutes = () => t.app.adminRoutes;

/** Every row of the tables an admin route could write, and the stored uploads. */
async function snapshot(): Promise<string[]> {
  const tables = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await t.database.db.query<{ digest: string }>(
        `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM ${table} r`,
      );
      return `${table}:${row!.digest}`;
    }),
  );
  return [...tables, `uploads:${readdirSync(t.config.uploadDir).join(',')}`];
}

function call(route: AdminRoute, headers: Record<string, string>, payload?: object) {
  const url = route.url.replace(/:[A-Za-z]+/g, ANY_ID);
  return t.app.inject({ method: route.method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

it('the registry holds every route that must be admin-only, each checked in onRequest', () => {
  const registered = adminRoutes().map(name);
  expect(registered.filter((route) => MUST_BE_ADMIN_ONLY.includes(route)).sort()).toEqual(
    [...MUST_BE_ADMIN_ONLY].sort(),
  );
});

it('refuses an admin check placed after validation, when the route is added', async () => {
  const bare = Fastify();
  await bare.register(cookie);
  // The auth plugin listens for revoked sessions; this app never looks one up.
  bare.decorate('db', { listen: async () => async () => undefined } as unknown as FastifyInstance['db']);
  await bare.register(auth);
  expect(() => bare.post('/probe/late-admin', { preHandler: bare.requireAdmin }, async () => ({ ok: true }))).toThrow(
    'POST /probe/late-admin: requireAdmin belongs in onRequest, not preHandler',
  );
  await bare.close();
});

describe('every admin route', () => {
  it('answers a stranger 401 and a customer 403, with or without a body, and changes nothing', async () => {
    const before = await snapshot();
    for (const route of adminRoutes()) {
      const withBody =
        route.method === 'GET' || route.method === 'HEAD' ? [undefined] : [undefined, { anything: 'at all' }];
      for (const payload of withBody) {
        const anonymous = await call(route, {}, payload);
        expect([name(route), anonymous.statusCode]).toEqual([name(route), 401]);
        const asCustomer = await call(route, customer.headers, payload);
        expect([name(route), asCustomer.statusCode]).toEqual([name(route), 403]);
        if (route.method !== 'HEAD') {
          expect(anonymous.json()).toMatchObject({ message: 'Please sign in to continue.' });
          expect(asCustomer.json()).toMatchObject({ message: 'Only the store admin can do that.' });
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the admin past the check (the registry names real routes)', async () => {
    for (const route of adminRoutes()) {
      // Without a body or with an unknown id an admin gets a 400 or 404, never the guard's answers.
      const res = await call(route, admin.headers);
      expect([name(route), res.statusCode]).not.toEqual([name(route), 401]);
      expect([name(route), res.statusCode]).not.toEqual([name(route), 403]);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
