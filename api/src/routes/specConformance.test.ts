import type { InjectOptions } from 'fastify';
import { outboxCode } from '../../test/otp';
import { signInAs } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * The storefront's calls as a minimal client written from the API reference alone would make them:
 * the payloads the reference requires and nothing of ours (no sessionId on verify, no body on
 * logout, the cart's own items as they are kept in browser storage). Every call must work.
 * The PhonePe rows are left to the payment tests (that integration is being replaced).
 */

const STOREFRONT = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_PHONES: '9000000081' });
});
afterAll(() => t.close());

/** The minimal client: a browser page on the storefront, holding the user it stored at sign-in. */
class SpecClient {
  token: string | null = null;
  cookie: string | null = null;

  async call(method: InjectOptions['method'], url: string, payload?: unknown, extra: InjectOptions = {}) {
    const headers: Record<string, string> = {
      origin: STOREFRONT,
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...extra,
    });
    return res;
  }
}

describe('the storefront’s calls, as a minimal client written from the API reference sends them', () => {
  it('walks the customer’s and the admin’s calls', async () => {
    const customer = new SpecClient();

    // GET {host root}: session init.
    const init = await customer.call('GET', '/');
    expect(init.statusCode).toBe(200);
    const { sessionId, sessionExpiryTime } = init.json<{ sessionId: string; sessionExpiryTime: number }>();
    expect(typeof sessionId).toBe('string');
    expect(sessionExpiryTime).toBeGreaterThan(Date.now());

    // POST /api/otp/send {phoneNumber, sessionId} → message.
    const send = await customer.call('POST', '/api/otp/send', { phoneNumber: '9876500081', sessionId });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toMatchObject({ message: expect.any(String) });

    // POST /api/otp/verify {phoneNumber, otpToken} → the user object, stored as the user.
    const verify = await customer.call('POST', '/api/otp/verify', {
      phoneNumber: '9876500081',
      otpToken: await outboxCode(t.app, '9876500081'),
    });
    expect(verify.statusCode).toBe(200);
    const user = verify.json<{
      _id: string;
      token: string;
      phoneNumber: string;
      isAdmin: boolean;
      userAddresses: unknown[];
    }>();
    expect(user).toMatchObject({ phoneNumber: '9876500081', isAdmin: false, userAddresses: [] });
    customer.token = user.token;
    customer.cookie = verify.cookies.find((c) => c.name === 'kn_session')!.value;

    // POST /api/otp (register): the name.
    expect((await customer.call('POST', '/api/otp', { name: 'Spec Client' })).statusCode).toBe(200);

    // GET /api/users/profile, with credentials (the cookie) → user with _id.
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { origin: STOREFRONT },
      cookies: { kn_session: customer.cookie },
    });
    expect(profile.json()).toMatchObject({ _id: user._id, name: 'Spec Client' });

    // GET /api/localities → [{_id, areaName}]; GET /api/society/locality/{id}; GET /api/society; GET /api/society/{id}.
    const localities = (await customer.call('GET', '/api/localities')).json<{ _id: string; areaName: string }[]>();
    expect(localities[0]).toEqual({ _id: expect.any(String), areaName: expect.any(String) });
    const societies = (await customer.call('GET', `/api/society/locality/${localities[0]!._id}`)).json<
      { _id: string; societyName: string }[]
    >();
    expect(societies[0]).toMatchObject({ _id: expect.any(String), societyName: expect.any(String) });
    expect((await customer.call('GET', '/api/society')).statusCode).toBe(200);
    expect((await customer.call('GET', `/api/society/${societies[0]!._id}`)).statusCode).toBe(200);

    // PUT /api/users/profile {address: [addresses]} → address.
    const address = { society: societies[0]!._id, wing: 'A', flatNumber: '101', locality: localities[0]!._id };
    const saved = await customer.call('PUT', '/api/users/profile', { address: [address] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().address).toEqual([expect.objectContaining(address)]);

    // POST /api/orders: the cart as the browser keeps it, its items as they are.
    const products = (await customer.call('GET', '/api/products?pageSize=2')).json<{
      items: { _id: string; name: string; productImages: string[]; sellingPrice: number }[];
    }>().items;
    const cartItems = products.map((p) => ({
      _id: p._id,
      name: p.name,
      productImages: p.productImages,
      sellingPrice: 0.01,
      qty: 2,
      category: 'defaultCategory',
    }));
    const cart = {
      orderItems: cartItems,
      shippingAddress: address,
      paymentMethod: 'COD',
      itemsPrice: '0.02',
      totalPrice: '0.02',
    };
    const placed = await customer.call('POST', '/api/orders', cart);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{
      _id: string;
      orderItems: { qty: number }[];
      totalPrice: number;
      isPaid: boolean;
      isDelivered: boolean;
    }>();
    // The server priced it from its own catalogue, not from the cart's prices.
    expect(order.totalPrice).toBeGreaterThan(1);
    expect(order.orderItems.map((line) => line.qty)).toEqual([2, 2]);

    // GET /api/orders/{id}; GET /api/orders/mine.
    expect((await customer.call('GET', `/api/orders/${order._id}`)).json()).toMatchObject({
      _id: order._id,
      isPaid: false,
      isDelivered: false,
    });
    expect((await customer.call('GET', '/api/orders/mine')).statusCode).toBe(200);

    // The admin: GET /api/orders/; PUT /api/orders/{id}/pay details; PUT /api/orders/{id}/deliver none.
    const admin = new SpecClient();
    admin.token = (await signInAs(t.database.db, '9000000081', { isAdmin: true })).token;
    expect((await admin.call('GET', '/api/orders/')).statusCode).toBe(200);
    expect((await admin.call('PUT', `/api/orders/${order._id}/pay`, {})).json()).toMatchObject({
      _id: order._id,
      isPaid: true,
    });
    expect((await admin.call('PUT', `/api/orders/${order._id}/deliver`)).json()).toMatchObject({
      _id: order._id,
      isDelivered: true,
    });

    // POST /api/users/logout, none: sent as many clients send it, JSON with no body. The session ends.
    const logout = await customer.call('POST', '/api/users/logout', undefined, {
      headers: { origin: STOREFRONT, authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await customer.call('GET', '/api/orders/mine')).statusCode).toBe(401);
  });

  it('a cart item naming two different products is refused, and one naming none', async () => {
    const { headers } = await signInAs(t.database.db, '9876500082');
    const [a, b] = await t.database.db.query<{ id: string }>('SELECT id FROM products ORDER BY id LIMIT 2');
    const body = (line: Record<string, unknown>) => ({
      orderItems: [line],
      shippingAddress: { society: a!.id, wing: 'A', flatNumber: '101' },
      paymentMethod: 'COD',
    });
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: body({ product: a!.id, _id: b!.id, qty: 1 }),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Each order line must name one product (product or _id).');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: body({ name: 'x', qty: 1 }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Each item must say which product it is.');
  });
});
