import type { Order, Product, ReorderLine } from '@kirana/shared/domain';
import { orderBody, productsInStock, setShelf, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let products: Product[];

const place = async (shopper: Shopper, lines: [Product, number][]): Promise<Order> => {
  const payload = orderBody(
    shopper,
    lines.map(([product, qty]) => ({ product: product._id, qty })),
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: shopper.headers, payload });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
};
const buyAgain = (shopper: { headers: Record<string, string> }, query = '') =>
  t.app.inject({ url: `/api/orders/buy-again${query}`, headers: shopper.headers });
const names = async (shopper: Shopper) => (await buyAgain(shopper)).json<Product[]>().map((p) => p.name);

beforeAll(async () => {
  t = await buildTestApp();
  asha = await shopperWithAddress(t, '9876540001');
  ravi = await shopperWithAddress(t, '9876540002', '202');
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

describe('GET /api/orders/buy-again', () => {
  it('lists what the caller bought most often (in the most orders, then the most units), only theirs', async () => {
    const [a, b, c, d] = products;
    await place(asha, [
      [a!, 1],
      [b!, 5],
    ]);
    await place(asha, [
      [a!, 1],
      [c!, 1],
    ]);
    await place(asha, [
      [a!, 2],
      [c!, 1],
    ]);
    await place(ravi, [[d!, 1]]);
    expect(await names(asha)).toEqual([a!.name, c!.name, b!.name]);
    expect(await names(ravi)).toEqual([d!.name]);
    const res = await buyAgain(asha, '?limit=2');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<Product[]>().map((p) => p._id)).toEqual([a!._id, c!._id]);
  });

  it('puts what is out of stock last and leaves out what is no longer sold and cancelled orders', async () => {
    const [a, b, c] = products;
    await setShelf(t, a!._id, { stock: 0 });
    await setShelf(t, b!._id, { isActive: false });
    expect(await names(asha)).toEqual([c!.name, a!.name]);
    await setShelf(t, a!._id, { stock: 50 });
    await setShelf(t, b!._id, { isActive: true });

    const priya = await shopperWithAddress(t, '9876540003', '303');
    const order = await place(priya, [[c!, 1]]);
    const admin = await signInAs(t.database.db, '9000000000', { isAdmin: true });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/orders/${order._id}/cancel`,
          headers: admin.headers,
          payload: { reason: 'Closed early' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await names(priya)).toEqual([]);
  });

  it('is for a signed-in customer, with a bounded size', async () => {
    expect((await t.app.inject('/api/orders/buy-again')).statusCode).toBe(401);
    const res = await buyAgain(asha, '?limit=500');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'The number of products must be a whole number from 1 to 24.',
    ]);
  });
});

describe('GET /api/orders/:id/reorder', () => {
  it("answers each line as bought with today's product (null when no longer sold), to the owner only", async () => {
    const [a, b] = products;
    const order = await place(asha, [
      [a!, 2],
      [b!, 1],
    ]);
    await t.database.db.query('UPDATE products SET selling_price_paise = selling_price_paise + 500 WHERE id = $1', [
      a!._id,
    ]);
    await setShelf(t, b!._id, { isActive: false });
    const res = await t.app.inject({ url: `/api/orders/${order._id}/reorder`, headers: asha.headers });
    expect(res.statusCode).toBe(200);
    const lines = res.json<ReorderLine[]>();
    expect(lines).toEqual([
      {
        productId: a!._id,
        name: a!.name,
        qty: 2,
        price: a!.sellingPrice,
        product: expect.objectContaining({ _id: a!._id, sellingPrice: a!.sellingPrice + 5 }),
      },
      { productId: b!._id, name: b!.name, qty: 1, price: b!.sellingPrice, product: null },
    ]);
    await setShelf(t, b!._id, { isActive: true });

    for (const headers of [ravi.headers, (await signInAs(t.database.db, '9000000000', { isAdmin: true })).headers]) {
      const other = await t.app.inject({ url: `/api/orders/${order._id}/reorder`, headers });
      expect([other.statusCode, other.json().message]).toEqual([404, 'Order not found']);
    }
    expect((await t.app.inject(`/api/orders/${order._id}/reorder`)).statusCode).toBe(401);
  });
});
