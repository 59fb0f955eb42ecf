import type { Order, OrderTimeline, Product } from '@kirana/shared/domain';
import { rupeesToPaise } from '@kirana/shared/domain';
import { placeCod } from '../../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper, stockOf } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** Short at packing: the shelf had fewer than the order asked for; the difference is never charged. */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let products: Product[];
let next = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000061', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876500061', '101', { name: 'Asha' });
  products = await productsInStock(t, 10);
});
afterAll(() => t.close());

const as = (who: { headers: Record<string, string> }, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const short = (orderId: string, productId: string, qty: number, who: { headers: Record<string, string> } = admin) =>
  as(who, 'PUT', `/api/orders/${orderId}/lines/${productId}`, { qty });

it('fewer on the shelf: the line says so, the totals fall by exactly the difference, the stock is corrected, and the customer and the History hear it', async () => {
  const product = products[next++]!;
  const order = await placeCod(t, asha, product, 3);
  const unit = rupeesToPaise(order.orderItems[0]!.sellingPrice);
  const heard: string[] = [];
  const off = t.app.orderEvents.onChanged((id) => heard.push(id));
  const res = await short(order._id, product._id, 1);
  off();
  expect(res.statusCode).toBe(200);
  const after = res.json<Order>();
  expect(after.orderItems[0]).toMatchObject({ qty: 1, orderedQty: 3 });
  expect(rupeesToPaise(after.itemsPrice)).toBe(rupeesToPaise(order.itemsPrice) - 2 * unit);
  expect(rupeesToPaise(after.totalPrice)).toBe(rupeesToPaise(order.totalPrice) - 2 * unit);
  // Fees stay as they were: a short never costs the customer more.
  expect([after.smallCartFee, after.deliveryFee]).toEqual([order.smallCartFee, order.deliveryFee]);
  expect(rupeesToPaise(after.amountDue)).toBe(rupeesToPaise(after.totalPrice));
  expect(await stockOf(t, product._id)).toBe(0);
  expect(heard).toContain(order._id);
  expect((await as(asha, 'GET', `/api/orders/${order._id}`)).json<Order>().orderItems[0]).toMatchObject({
    qty: 1,
    orderedQty: 3,
  });
  const events = (await as(admin, 'GET', `/api/orders/${order._id}/timeline`)).json<OrderTimeline>().events;
  expect(events.at(-1)).toMatchObject({
    kind: 'line_short',
    product: product.name,
    units: 2,
    supplied: 1,
    amountPaise: 2 * unit,
  });

  // None left of it: not available. The same count again changes nothing; more than in the bag is refused.
  expect((await short(order._id, product._id, 0)).json<Order>().orderItems[0]).toMatchObject({ qty: 0, orderedQty: 3 });
  expect((await short(order._id, product._id, 0)).statusCode).toBe(200);
  const more = await short(order._id, product._id, 2);
  expect([more.statusCode, more.json().message]).toEqual([409, 'This item is already marked not available.']);
});

it('only while packing, only on an order with no money on it, only by the admin, only a line it has', async () => {
  const product = products[next++]!;
  const packed = await placeCod(t, asha, product, 2);
  await as(admin, 'PUT', `/api/orders/${packed._id}/packed`);
  const late = await short(packed._id, product._id, 1);
  expect([late.statusCode, late.json().message]).toEqual([
    409,
    'Items can be marked short only while the order is being packed (before it is marked Packed).',
  ]);
  const paid = await placeCod(t, asha, products[next++]!, 2);
  await as(admin, 'PUT', `/api/orders/${paid._id}/pay`, { method: 'UPI' });
  expect((await short(paid._id, paid.orderItems[0]!.product, 1)).statusCode).toBe(409);
  const open = await placeCod(t, asha, products[next++]!, 2);
  expect((await short(open._id, open.orderItems[0]!.product, 1, asha)).statusCode).toBe(403);
  expect((await short(open._id, products[9]!._id, 1)).statusCode).toBe(404);
  expect((await short(open._id, open.orderItems[0]!.product, 9)).statusCode).toBe(400);
  const more = await short(open._id, open.orderItems[0]!.product, 3);
  expect([more.statusCode, more.json().message]).toEqual([
    400,
    'Only fewer can be marked: this line has 2 in the bag now. Enter 0 to 1.',
  ]);
});
