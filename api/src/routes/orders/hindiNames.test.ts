import type { MyOrderList, Order, Product, RiderOrder } from '@kirana/shared/domain';
import { placeCod, riderSignedIn } from '../../../test/riders';
import { productsInStock, type Shopper, shopperWithAddress } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** R38d: an order's lines keep the product's Hindi name, for every reader of the order. */
let t: TestApp;
let admin: SignedIn;
let shopper: Shopper;
let hindi: Product;
let english: Product;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000071', { isAdmin: true, name: 'Store Admin' });
  shopper = await shopperWithAddress(t, '9876500071', '101', { name: 'Asha' });
  const products = await productsInStock(t, 5);
  hindi = products.find((product) => product.nameHi)!;
  english = products.find((product) => !product.nameHi) ?? products.find((product) => product !== hindi)!;
  await t.database.db.query('UPDATE products SET name_hi = NULL WHERE id = $1', [english._id]);
}, 60_000);
afterAll(() => t.close());

const lineOf = (order: Pick<Order, 'orderItems'>, product: Product) =>
  order.orderItems.find((line) => line.product === product._id)!;

it('keeps the Hindi name the product had when the order was placed, on the customer’s and the admin’s reads', async () => {
  expect(hindi?.nameHi).toBeTruthy();
  const order = await placeCod(t, shopper, hindi, 1);
  expect(lineOf(order, hindi)).toMatchObject({ name: hindi.name, nameHi: hindi.nameHi });
  // Renaming the product later changes nothing on the order.
  await t.database.db.query("UPDATE products SET name_hi = 'नया नाम' WHERE id = $1", [hindi._id]);
  const mine = await t.app.inject({ url: `/api/orders/${order._id}`, headers: shopper.headers });
  expect(lineOf(mine.json<Order>(), hindi).nameHi).toBe(hindi.nameHi);
  const list = await t.app.inject({ url: '/api/orders/mine', headers: shopper.headers });
  expect(lineOf(list.json<MyOrderList>().items.find((o) => o._id === order._id)!, hindi).nameHi).toBe(hindi.nameHi);
  const adminRead = await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers });
  expect(lineOf(adminRead.json<Order>(), hindi).nameHi).toBe(hindi.nameHi);
});

it('has no Hindi name for a product that had none, and the rider’s card carries the Hindi name too', async () => {
  const plain = await placeCod(t, shopper, english, 1);
  expect(lineOf(plain, english).nameHi).toBeUndefined();
  const rider = await riderSignedIn(t, admin, '9811100071', 'Raju');
  const withHindi = await placeCod(t, shopper, hindi, 1);
  const assigned = await t.app.inject({
    method: 'PUT',
    url: '/api/orders/assign',
    headers: admin.headers,
    payload: { riderId: rider.userId, orderIds: [withHindi._id] },
  });
  expect(assigned.statusCode).toBe(200);
  const run = await t.app.inject({ url: '/api/rider/run', headers: rider.headers });
  const card = run.json<RiderOrder[]>().find((order) => order._id === withHindi._id)!;
  expect(card.items[0]).toMatchObject({ name: hindi.name, nameHi: 'नया नाम' });
});
