import type { InjectOptions } from 'fastify';
import { multipart, TINY_PNG } from '../../test/multipart';
import { type Route, routesOf } from '../../test/routeTree';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Hostile input on every route the app has: NUL bytes, other control characters, lone surrogates,
 * bytes that are not UTF-8, and broken multipart, in the path, the query and the body, from a
 * stranger, a customer and the admin. Nothing may answer 5xx; the findings that did are checked
 * by name below.
 */

const NUL = 'a\u0000b';
const BELL = 'a\u0007b';
const LONE_SURROGATE = 'a\ud800b';
const HOSTILE_STRINGS = [NUL, BELL, LONE_SURROGATE, '\u001b[2J', '\u0085'];
const FIELDS = [
  'name',
  'phoneNumber',
  'otpToken',
  'sessionId',
  'search',
  'reason',
  'societyName',
  'areaName',
  'wing',
  'flatNumber',
  'locality',
  'society',
  'product',
  '_id',
  'id',
  'description',
  'title',
];

function hostileBodies(): (string | Buffer)[] {
  const bodies: (string | Buffer)[] = [];
  for (const value of HOSTILE_STRINGS) {
    bodies.push(JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))));
    bodies.push(
      JSON.stringify({
        orderItems: [{ product: value, _id: value, qty: 1 }],
        shippingAddress: { society: value, wing: value, flatNumber: value, locality: value },
        address: [{ society: value, wing: value, flatNumber: value, locality: value }],
      }),
    );
    bodies.push(JSON.stringify(value));
    bodies.push(JSON.stringify({ [value]: value }));
  }
  // Escaped in the JSON text (the parser makes the character), and raw bytes that are not UTF-8.
  bodies.push(
    '{"name":"\\u0000","phoneNumber":"98765\\u000043210"}',
    '{"name":"\\udc00x"}',
    Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x00, 0x22, 0x7d]),
  );
  return bodies;
}

const boundary = '----kiranaBroken';
const BROKEN_MULTIPART: { headers: Record<string, string>; payload: string | Buffer }[] = [
  {
    headers: { 'content-type': 'multipart/form-data' },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nxx`,
  },
  {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  },
  {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a\u0000.png"\r\n\r\n`),
      TINY_PNG,
    ]),
  },
  { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: 'not multipart at all' },
  { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '----\r\n\r\n' },
  { headers: { 'content-type': `multipart/form-data; boundary="${boundary}` }, payload: `--${boundary}--\r\n` },
];

const ANY_ID = '0123456789abcdef01234567';

/** Bodies shaped to hurt a walker: thousands of nested brackets (objects, arrays, both), and arrays thousands wide (within the 256 KB body limit). */
const SHAPED_BODIES = [
  '['.repeat(5000) + ']'.repeat(5000),
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `{"name":${'[{"x":'.repeat(2000)}1${'}]'.repeat(2000)}}`,
  JSON.stringify({ orderItems: Array.from({ length: 2_000 }, () => ({ product: ANY_ID, qty: 1 })) }),
  JSON.stringify({ name: Array.from({ length: 10_000 }, () => 'a') }),
  JSON.stringify(Array.from({ length: 10_000 }, () => [])),
];

let t: TestApp;
let routes: Route[];
let customer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
});
// Fresh sessions for each test (POST /api/users/logout is among the routes fuzzed).
beforeEach(async () => {
  customer = await signInAs(t.database.db, '9876500071');
  admin = await signInAs(t.database.db, '9000000071', { isAdmin: true });
});
afterAll(() => t.close());

/**
 * A stranger, a customer and the admin, with sessions of their own for one route; on the rider's
 * routes a rider stands in for the customer (who, like the admin, is refused there before any body is read).
 */
async function everyone(url: string): Promise<Record<string, string>[]> {
  const signedIn = url.startsWith('/api/rider/')
    ? await signInAs(t.database.db, '9811100072', { isRider: true })
    : await signInAs(t.database.db, '9876500072');
  return [{}, signedIn.headers, (await signInAs(t.database.db, '9000000072', { isAdmin: true })).headers];
}
/** The route's URL with every path parameter set to `value` (already URL-encoded). */
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** Sends each request in turn, expects none answered 5xx, and answers how many got each status. */
async function expectNo5xx(requests: InjectOptions[]): Promise<Map<number, number>> {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const request of requests) {
    const res = await t.app.inject(request);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500)
      failures.push(`${request.method} ${String(request.url)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  expect(failures).toEqual([]);
  return statuses;
}

/**
 * Most hostile requests from signed-in callers got past sign-in to the checks that matter (they were
 * not all refused as strangers): of every request not answered 401, most were refused as bad input.
 * Strangers' requests (a third of all) are left out of the count, so that a new admin route without
 * a body (an Undo's DELETE, answered 404 for an unknown order) does not tip a ratio it has no part in.
 */
function expectMostlyRefusedAsBadInput(statuses: Map<number, number>): void {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const signedIn = total - (statuses.get(401) ?? 0);
  expect(statuses.get(401) ?? 0).toBeLessThan(total / 2);
  expect(statuses.get(400) ?? 0).toBeGreaterThan(signedIn / 2);
}

describe('hostile input on every route', () => {
  it('finds the routes (the tree is read right)', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const name of [
      'GET /api/products',
      'PUT /api/users/profile',
      'POST /api/upload',
      'POST /api/orders',
      'PUT /api/orders/:id/cancel',
      'POST /api/otp/verify',
      'GET /health',
    ]) {
      expect(names).toContain(name);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('NUL, control characters and lone surrogates in paths and queries: never a 5xx', async () => {
    const requests: InjectOptions[] = [];
    for (const route of routes) {
      for (const who of await everyone(route.url)) {
        for (const value of ['a%00b', '%07', '%ED%A0%80', '%C0%80', `${ANY_ID}%00`]) {
          requests.push({
            method: route.method as InjectOptions['method'],
            url: `${withParams(route.url, value)}?search=${value}&q=${value}&phoneNumber=${value}&from=${value}&token=${value}`,
            headers: who,
          });
        }
      }
    }
    expectMostlyRefusedAsBadInput(await expectNo5xx(requests));
  });

  it('NUL, control characters, lone surrogates and non-UTF-8 bytes in JSON bodies: never a 5xx', async () => {
    const requests: InjectOptions[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const who of await everyone(route.url)) {
        for (const payload of hostileBodies()) {
          requests.push({
            method: route.method as InjectOptions['method'],
            url: withParams(route.url, ANY_ID),
            headers: { ...who, 'content-type': 'application/json' },
            payload,
          });
        }
      }
    }
    expectMostlyRefusedAsBadInput(await expectNo5xx(requests));
  });

  it('deep nesting and wide arrays in JSON bodies, on every route and from everyone: never a 5xx', async () => {
    const requests: InjectOptions[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const who of await everyone(route.url)) {
        for (const payload of SHAPED_BODIES) {
          requests.push({
            method: route.method as InjectOptions['method'],
            url: withParams(route.url, ANY_ID),
            headers: { ...who, 'content-type': 'application/json' },
            payload,
          });
        }
      }
    }
    await expectNo5xx(requests);
  }, 120_000); // about a thousand requests of up to 100 KB: seconds on a quiet machine, more on a busy one

  it('broken multipart to every route that takes a body: never a 5xx', async () => {
    const requests: InjectOptions[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const who of (await everyone(route.url)).slice(1)) {
        for (const broken of BROKEN_MULTIPART) {
          requests.push({
            method: route.method as InjectOptions['method'],
            url: withParams(route.url, ANY_ID),
            headers: { ...who, ...broken.headers },
            payload: broken.payload,
          });
        }
      }
    }
    await expectNo5xx(requests);
  });
});

describe('the findings, by name', () => {
  it('a NUL byte in search text is dropped: the search answers as if it was not there', async () => {
    const clean = await t.app.inject('/api/products?search=ab');
    const withNul = await t.app.inject('/api/products?search=a%00b');
    expect(withNul.statusCode).toBe(200);
    expect(withNul.json()).toEqual(clean.json());
    expect((await t.app.inject({ url: '/api/users?search=a%00b', headers: admin.headers })).statusCode).toBe(200);
  });

  it('a NUL byte or control character in a field is a 400 that names the field', async () => {
    for (const name of [NUL, BELL, LONE_SURROGATE]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: customer.headers,
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'The name contains a character that is not allowed (an invisible control character such as a NUL byte, or a broken emoji). Please remove it and try again.',
      );
    }
    const address = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.headers,
      payload: { address: [{ society: ANY_ID, wing: 'A\u0000', flatNumber: '1', locality: ANY_ID }] },
    });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toMatchObject({
      field: 'address.0.wing',
      message: expect.stringMatching(/^The wing contains a character that is not allowed/),
    });
    const path = await t.app.inject({ url: '/api/products/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({
      field: 'id',
      message: expect.stringMatching(/^The web address contains a character that is not allowed/),
    });
  });

  it('a body nested deeper than 32 levels is a 400 with a sentence, before sign-in is asked for and on routes with no sign-in', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const url of ['/api/otp/send', '/api/orders', '/api/payments/phonepe-webhook', '/api/csp-reports']) {
      for (const type of url === '/api/csp-reports'
        ? ['application/csp-report', 'application/json']
        : ['application/json']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: deep });
        expect([url, type, res.statusCode]).toEqual([url, type, 400]);
        expect(res.json().message).toBe(
          'The request is nested too deeply (more than 32 levels of brackets). Please send it as the app does.',
        );
      }
    }
    // 32 levels are still read as usual (the route then says what is wrong with them), and brackets inside text do not count.
    const thirtyTwo = `${'['.repeat(31)}"${'['.repeat(100)}"${']'.repeat(31)}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: `{"name":${thirtyTwo}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/nested too deeply/);
  });

  it('a field deep inside a body is still named when it holds a control character', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.headers,
      payload: { name: [[[[{ deep: ['ok', 'a\u0007b'] }]]]] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'name.0.0.0.0.deep.1',
      message: expect.stringMatching(/^The request contains a character that is not allowed/),
    });
  });

  it('text rules apply to the text as kept, trimmed: "  a  " is too short for a reason, and names are saved without the spaces around them', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${ANY_ID}/cancel`,
      headers: admin.headers,
      payload: { reason: '  a  ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/3 to 200 characters/);
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.headers,
      payload: { name: '   Asha Rao   ' },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().name).toBe('Asha Rao');
  });

  it('line breaks and tabs are ordinary text, and emoji are whole characters', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: customer.headers,
      payload: { name: 'Asha 🙂' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('an order line’s qty must be a whole number as sent: "3", true or [1] are refused, not turned into numbers', async () => {
    const [product] = await t.database.db.query<{ id: string }>(
      'SELECT id FROM products WHERE stock > 5 AND is_active ORDER BY id LIMIT 1',
    );
    const [society] = await t.database.db.query<{ id: string; locality_id: string }>(
      'SELECT id, locality_id FROM societies ORDER BY id LIMIT 1',
    );
    const shippingAddress = { society: society!.id, wing: 'A', flatNumber: '101', locality: society!.locality_id };
    for (const qty of ['3', true, [1]]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: { orderItems: [{ product: product!.id, qty }], shippingAddress, paymentMethod: 'COD' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'orderItems.0.qty', message: expect.stringMatching(/^The quantity /) });
    }
    expect(await t.database.db.query('SELECT 1 FROM orders')).toEqual([]);
  });

  it('querystrings still read numbers from text', async () => {
    expect((await t.app.inject({ url: '/api/orders/mine?page=1', headers: customer.headers })).statusCode).toBe(200);
  });

  it('a multipart upload with no boundary, or cut short, is a 400 with a message', async () => {
    for (const broken of BROKEN_MULTIPART) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...admin.headers, ...broken.headers },
        payload: broken.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const good = multipart([{ filename: 'a.png', contentType: 'image/png', data: TINY_PNG }]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { ...admin.headers, ...good.headers },
          payload: good.payload,
        })
      ).statusCode,
    ).toBe(201);
  });
});
