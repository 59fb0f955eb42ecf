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
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...shopper.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload,
  });

async function ordersOf(shopper: Shopper): Promise<number> {
  const [row] = await t.database.db.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [
    shopper.userId,
  ]);
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
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      `${product.name} is out of stock. Please remove it from your cart.`,
    );
    expect(await stockOf(t, product._id)).toBe(0);
  });

  it('50 concurrent buyers for the last 5 units: exactly 5 orders, and the shelf ends at 0', async () => {
    const product = products[5]!;
    await setShelf(t, product._id, { stock: 5 });
    const count = await ordersOf(ravi);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => place(ravi, orderBody(ravi, [{ product: product._id, qty: 1 }]))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect([statuses.filter((s) => s === 201).length, statuses.filter((s) => s === 409).length]).toEqual([5, 45]);
    expect(await stockOf(t, product._id)).toBe(0);
    expect(await ordersOf(ravi)).toBe(count + 5);
  });

  it('two-line orders naming the same products in opposite orders, at once, never wait on each other in a circle', async () => {
    const [a, b] = [products[6]!, products[7]!];
    await setShelf(t, a._id, { stock: 100 });
    await setShelf(t, b._id, { stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { product: a._id, qty: 1 },
          { product: b._id, qty: 2 },
        ];
        return place(ravi, orderBody(ravi, i % 2 === 0 ? lines : [...lines].reverse()));
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect([await stockOf(t, a._id), await stockOf(t, b._id)]).toEqual([80, 60]);
    // Each order keeps its lines in the order the customer put them.
    expect(results[1]!.json<Order>().orderItems.map((line) => line.product)).toEqual([b._id, a._id]);
  });

  it('a line that cannot be taken undoes the lines that could: nothing moves, and the message names it', async () => {
    const [a, b] = [products[8]!, products[9]!];
    await setShelf(t, a._id, { stock: 10 });
    await setShelf(t, b._id, { stock: 1 });
    const res = await place(
      ravi,
      orderBody(ravi, [
        { product: a._id, qty: 2 },
        { product: b._id, qty: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Only 1 of ${b.name} left (you asked for 3). Please lower the quantity.`);
    expect([await stockOf(t, a._id), await stockOf(t, b._id)]).toEqual([10, 1]);
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

  it('the same key sent 20 times at once makes one order, and every answer is that order', async () => {
    const product = products[10]!;
    const before = await stockOf(t, product._id);
    const count = await ordersOf(asha);
    const body = orderBody(asha, [{ product: product._id, qty: 1 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(asha, body, 'many-taps-0020')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.json<Order>()._id)).size).toBe(1);
    expect(await ordersOf(asha)).toBe(count + 1);
    expect(await stockOf(t, product._id)).toBe(before - 1);
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

  it('a retry after the address was removed is still answered with the order the key placed', async () => {
    const shopper = await shopperWithAddress(t, '9876555555', '303');
    const body = orderBody(shopper, [{ product: products[11]!._id, qty: 1 }]);
    const first = await place(shopper, body, 'moved-out-0005');
    expect(first.statusCode).toBe(201);
    const elsewhere = { ...shopper.address, flatNumber: '404' };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: shopper.headers,
          payload: { address: [elsewhere] },
        })
      ).statusCode,
    ).toBe(200);
    const retry = await place(shopper, body, 'moved-out-0005');
    expect([retry.statusCode, retry.json<Order>()._id]).toEqual([200, first.json<Order>()._id]);
    const fresh = await place(shopper, body, 'moved-out-0006');
    expect([fresh.statusCode, fresh.json().message]).toEqual([
      400,
      'Please choose one of your saved delivery addresses.',
    ]);
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
    expect(res.json().message).toBe(
      'The Idempotency-Key header must be 8 to 100 visible characters (a fresh random id per checkout).',
    );
  });
});
