import { SECURITY_HEADERS } from '@kirana/shared/contracts';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { placeOrder } from '../../test/adminOrders';
import { productsInStock, shopperWithAddress } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';

describe('security headers and caching of API answers', () => {
  let t: TestApp;
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp();
    customer = await signInAs(t.database.db, '9876530001', { name: 'Asha' });
    admin = await signInAs(t.database.db, '9876530002', { isAdmin: true });
  });
  afterAll(() => t.close());

  const get = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

  it.each([
    ['the session call', '/', undefined],
    ['the profile', '/api/users/profile', 'customer'],
    ["the customer's orders", '/api/orders/mine', 'customer'],
    ['the admin order list', '/api/orders', 'admin'],
    ['the dashboard summary', '/api/orders/summary', 'admin'],
    ['the customers', '/api/users', 'admin'],
    ['the sales report', '/api/reports/sales?from=2026-03-01&to=2026-03-02', 'admin'],
    ['the orders CSV', '/api/reports/orders.csv?from=2026-03-01&to=2026-03-02', 'admin'],
    ['a refusal', '/api/users/profile', undefined],
  ] as const)('%s is never stored (no-store) and carries the security headers', async (_what, url, who) => {
    const res = await get(url, who === 'customer' ? customer : who === 'admin' ? admin : undefined);
    expect(res.statusCode).toBe(who || url === '/' ? 200 : 401);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect([name, res.headers[name.toLowerCase()]]).toEqual([name, value]);
  });

  it('one order, as its owner and the admin read it, is no-store', async () => {
    const shopper = await shopperWithAddress(t, '9876530003');
    const [product] = await productsInStock(t);
    const order = await placeOrder(t, shopper, [{ product: product!._id, qty: 1 }]);
    for (const who of [shopper, admin]) {
      const res = await get(`/api/orders/${order._id}`, who);
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    }
  });

  it('public catalogue reads keep the caching they choose', async () => {
    const res = await get('/api/products?pageSize=1');
    expect(res.headers['cache-control']).toMatch(/s-maxage=1/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('adds none of helmet’s other headers: pictures and files stay readable from the storefront’s origin', async () => {
    for (const url of ['/api/products?pageSize=1', '/no-such-page']) {
      const res = await get(url);
      for (const name of [
        'content-security-policy',
        'cross-origin-resource-policy',
        'cross-origin-embedder-policy',
        'strict-transport-security',
        'origin-agent-cluster',
        'x-xss-protection',
      ])
        expect([url, name, res.headers[name]]).toEqual([url, name, undefined]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
