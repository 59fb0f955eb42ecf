import type { Order, OrderTimeline, Product, RiderOrder } from '@kirana/shared/domain';
import { placeCod, riderSignedIn } from '../../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** An order's stages over HTTP: placed → packing → packed → out for delivery → delivered, and who may move it. */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let raju: SignedIn;
let sunil: SignedIn;
let products: Product[];
let next = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000051', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876500051', '101', { name: 'Asha' });
  raju = await riderSignedIn(t, admin, '9811100051', 'Raju Kumar');
  sunil = await riderSignedIn(t, admin, '9811100052', 'Sunil');
  products = await productsInStock(t, 10);
});
afterAll(() => t.close());

const as = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const order = async () => placeCod(t, asha, products[next++ % products.length]!);
const customerView = async (id: string) => (await as(asha, 'GET', `/api/orders/${id}`)).json<Order>();
const assignTo = async (rider: SignedIn, id: string) =>
  expect((await as(admin, 'PUT', '/api/orders/assign', { riderId: rider.userId, orderIds: [id] })).statusCode).toBe(
    200,
  );

describe('an order’s stages', () => {
  it('a new order is Placed, not on its way; packing, packed and picked up each keep their time, and the customer sees who is coming', async () => {
    const placed = await order();
    expect(placed).toMatchObject({ stage: 'placed', packingAt: null, packedAt: null, pickedUpAt: null });

    const packing = await as(admin, 'PUT', `/api/orders/${placed._id}/packing`);
    expect(packing.statusCode).toBe(200);
    expect(packing.json<Order>()).toMatchObject({ stage: 'packing', isDelivered: false });
    expect(packing.json<Order>().packingAt).not.toBeNull();

    const packed = (await as(admin, 'PUT', `/api/orders/${placed._id}/packed`)).json<Order>();
    expect(packed.stage).toBe('packed');
    expect(packed.packedAt).not.toBeNull();

    await assignTo(raju, placed._id);
    // Not yet picked up: the customer sees the rider's first name (R38b) but not yet their phone.
    expect((await customerView(placed._id)).rider).toEqual({ _id: raju.userId, name: 'Raju' });

    const picked = await as(raju, 'PUT', `/api/rider/orders/${placed._id}/picked-up`);
    expect(picked.statusCode).toBe(200);
    expect(picked.json<RiderOrder>().stage).toBe('out_for_delivery');
    const mine = await customerView(placed._id);
    expect(mine).toMatchObject({ stage: 'out_for_delivery', rider: { name: 'Raju', phoneNumber: '9811100051' } });
    expect(mine.pickedUpAt).not.toBeNull();

    const code = mine.handoffCode!;
    const delivered = await as(raju, 'PUT', `/api/rider/orders/${placed._id}/deliver`, { code });
    expect(delivered.json<RiderOrder>()).toMatchObject({ stage: 'delivered', isDelivered: true });
    // Delivered: the rider's phone leaves the customer's page.
    expect((await customerView(placed._id)).rider).toEqual({ _id: raju.userId, name: 'Raju' });
    // The admin reads the whole name.
    expect((await as(admin, 'GET', `/api/orders/${placed._id}`)).json<Order>().rider?.name).toBe('Raju Kumar');

    const events = (await as(admin, 'GET', `/api/orders/${placed._id}/timeline`)).json<OrderTimeline>().events;
    expect(events.map((event) => event.kind)).toEqual([
      'placed',
      'packing',
      'packed',
      'assigned',
      'picked_up',
      'delivered',
    ]);
    expect(events.find((event) => event.kind === 'picked_up')?.rider?.name).toBe('Raju Kumar');
  });

  it('repeating a change, or asking for one the order is past, answers it as it is; only the timeline’s first entry counts', async () => {
    const placed = await order();
    await as(admin, 'PUT', `/api/orders/${placed._id}/packed`);
    for (const path of ['packing', 'packed']) {
      const again = await as(admin, 'PUT', `/api/orders/${placed._id}/${path}`);
      expect([path, again.statusCode, again.json<Order>().stage]).toEqual([path, 200, 'packed']);
    }
    const events = (await as(admin, 'GET', `/api/orders/${placed._id}/timeline`)).json<OrderTimeline>().events;
    expect(events.map((event) => event.kind)).toEqual(['placed', 'packed']);
  });

  it('a rider picks up only a packed order of their own; a customer or a rider cannot pack', async () => {
    const placed = await order();
    await assignTo(raju, placed._id);
    const early = await as(raju, 'PUT', `/api/rider/orders/${placed._id}/picked-up`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order is not packed yet. Pick it up once the store marks it Packed.');
    await as(admin, 'PUT', `/api/orders/${placed._id}/packed`);
    expect((await as(sunil, 'PUT', `/api/rider/orders/${placed._id}/picked-up`)).statusCode).toBe(404);
    expect((await as(asha, 'PUT', `/api/orders/${placed._id}/packing`)).statusCode).toBe(403);
    expect((await as(raju, 'PUT', `/api/orders/${placed._id}/packed`)).statusCode).toBe(403);
    expect((await as(raju, 'PUT', `/api/rider/orders/${placed._id}/picked-up`)).json<RiderOrder>().stage).toBe(
      'out_for_delivery',
    );
  });

  it('a cancelled or delivered order cannot be packed or picked up (409 with a sentence)', async () => {
    const cancelled = await order();
    await as(admin, 'PUT', `/api/orders/${cancelled._id}/packing`);
    expect(
      (
        await as(admin, 'PUT', `/api/orders/${cancelled._id}/cancel`, { reason: 'Items are out of stock' })
      ).json<Order>(),
    ).toMatchObject({ stage: 'cancelled', isCancelled: true });
    const refused = await as(admin, 'PUT', `/api/orders/${cancelled._id}/packed`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order was cancelled, so it cannot be packed.');

    const delivered = await order();
    await as(admin, 'PUT', `/api/orders/${delivered._id}/deliver`);
    const late = await as(admin, 'PUT', `/api/orders/${delivered._id}/packing`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was delivered already, so there is nothing to pack.');
  });

  it('the admin delivers from any open stage, and an Undo puts the order back in the stage it was delivered from', async () => {
    const placed = await order();
    await as(admin, 'PUT', `/api/orders/${placed._id}/packed`);
    expect((await as(admin, 'PUT', `/api/orders/${placed._id}/deliver`)).json<Order>().stage).toBe('delivered');
    const undone = await as(admin, 'DELETE', `/api/orders/${placed._id}/deliver`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Order>()).toMatchObject({ stage: 'packed', isDelivered: false, deliveredAt: null });
  });

  it('the database refuses a state the flags and the stage disagree on (they are one column)', async () => {
    const placed = await order();
    await expect(
      t.database.db.query('UPDATE orders SET is_delivered = true WHERE id = $1', [placed._id]),
    ).rejects.toThrow();
    await expect(
      t.database.db.query(`UPDATE orders SET stage = 'delivered' WHERE id = $1`, [placed._id]),
    ).rejects.toThrow(/orders_delivered_at_check/);
  });
});
