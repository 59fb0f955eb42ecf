import { IDEMPOTENCY_HEADER } from '@kirana/shared/contracts';
import type { Order, Product } from '@kirana/shared/domain';
import { orderBody, productsInStock, setShelf, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await shopperWithAddress(t, '9876533333');
  ravi = await shopperWithAddress(t, '9876544444', '202');
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

const place = (shopper: Shopper, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...shopper.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });

async function ordersOf(shopper: Shopper): Promise<number> {
  const [row] = await t.database.db.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [shopper.userId]);
  return Number(row!.n);
}

describe('placing an order is safe to repeat and to race', () => {
  it('two concurrent orders for the last unit: exactly one succeeds', async () => {
    const product = products[0]!;
    await setShelf(t, product._id, { stock: 1 });
    const results = await Promise.all([
      place(asha, orderBody(asha, [{ product: product._id, qty: 1 }])),
      place(ravi, orderBody(ravi, [{ product: product._id, qty: 1 }])),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(`${product.name} is out of stock. Please remove it from your cart.`);
    expect(await stockOf(t, product._id)).toBe(0);
  });

  it('the same Idempotency-Key twice places one order and answers it both times', async () => {
    const product = products[1]!;
    const before = await stockOf(t, product._id);
    const count = await ordersOf(asha);
    const body = orderBody(asha, [{ product: product._id, qty: 2 }]);
    const first = await place(asha, body, 'checkout-attempt-0001');
    const second = await place(asha, body, 'checkout-attempt-0001');
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<Order>()).toEqual(first.json<Order>());
    expect(await ordersOf(asha)).toBe(count + 1);
    expect(await stockOf(t, product._id)).toBe(before - 2);
  });

  it('the same key sent twice at the same moment still makes one order', async () => {
    const product = products[2]!;
    const before = await stockOf(t, product._id);
    const count = await ordersOf(asha);
    const body = orderBody(asha, [{ product: product._id, qty: 1 }]);
    const [a, b] = await Promise.all([place(asha, body, 'double-tap-0002'), place(asha, body, 'double-tap-0002')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Order>()._id).toBe(b.json<Order>()._id);
    expect(await ordersOf(asha)).toBe(count + 1);
    expect(await stockOf(t, product._id)).toBe(before - 1);
  });

  it('a used key with a different order is refused (422), and changes nothing', async () => {
    const product = products[3]!;
    await place(asha, orderBody(asha, [{ product: product._id, qty: 1 }]), 'reused-key-0003');
    const before = await stockOf(t, product._id);
    const res = await place(asha, orderBody(asha, [{ product: product._id, qty: 3 }]), 'reused-key-0003');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/already used for a different order/);
    expect(await stockOf(t, product._id)).toBe(before);
  });

  it('keys belong to one customer: the same key from another customer is another order', async () => {
    const product = products[4]!;
    const mine = await place(asha, orderBody(asha, [{ product: product._id, qty: 1 }]), 'shared-key-0004');
    const theirs = await place(ravi, orderBody(ravi, [{ product: product._id, qty: 1 }]), 'shared-key-0004');
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json<Order>()._id).not.toBe(theirs.json<Order>()._id);
  });

  it('refuses a key that is too short to be a fresh random id', async () => {
    const res = await place(asha, orderBody(asha, [{ product: products[5]!._id, qty: 1 }]), 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^idempotency-key: must be 8 to 100 visible characters/);
  });
});
