import type { Order, OrderTimeline, Product, RiderOrder } from '@kirana/shared/domain';
import type { SocketEventName } from '@kirana/shared/contracts';
import { LEDGER_HOLDS, ledgerViolations } from '../../test/ledger';
import { placeCod, riderSignedIn } from '../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { disconnectAll, eventually, heardOn, listen, listenerFor, settle, type Listener } from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { markOrderDelivered } from './repository';
import { adminDeliverAndPay } from './storeActions';

/**
 * The server is the only source of socket events: each goes out after its change commits, never for
 * a change that rolled back, and carries the order exactly as its audience would read it then.
 */
afterEach(disconnectAll);

let t: TestApp;
let url: string;
let asha: Shopper;
let ravi: Shopper;
let admin: SignedIn;
let raju: SignedIn;
let mohan: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t.app);
  asha = await shopperWithAddress(t, '9876560001', '101', { name: 'Asha Rao' });
  ravi = await shopperWithAddress(t, '9876560002', '202', { name: 'Ravi Jain' });
  admin = await signInAs(t.database.db, '9876560009', { isAdmin: true });
  raju = await riderSignedIn(t, admin, '9811160001', 'Raju Kumar Yadav');
  mohan = await riderSignedIn(t, admin, '9811160002', 'Mohan Lal');
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

const call = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: who.headers, ...(payload ? { payload } : {}) });
const read = async (who: SignedIn, orderId: string) => (await call(who, 'GET', `/api/orders/${orderId}`)).json<Order>();
const timelineKinds = async (orderId: string) =>
  (await call(admin, 'GET', `/api/orders/${orderId}/timeline`)).json<OrderTimeline>().events.map((event) => event.kind);
const sockets = <Who extends SignedIn[]>(...who: Who) =>
  Promise.all(who.map((one) => listenerFor<Order>(url, one))) as Promise<{ [K in keyof Who]: Listener<Order> }>;
const riderSocket = async (who: SignedIn) => {
  const listener = await listenerFor<Order>(url, who);
  return { ...listener, riderOrders: heardOn<RiderOrder>(listener.socket, 'riderOrderUpdated') };
};
/** An order placed by Asha that nobody has heard of yet (listeners open after it is placed). */
const placed = () => placeCod(t, asha, products[0]!);

describe('Paid & Delivered: one request', () => {
  it('delivers and pays in one transaction: one answer, one timeline pair, one ledger payment, one event', async () => {
    const order = await placed();
    const [a, r, boss] = await sockets(asha, ravi, admin);

    const res = await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, { method: 'UPI' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Order>();
    expect(answer).toMatchObject({
      isDelivered: true,
      isPaid: true,
      paidWith: 'UPI',
      amountDue: 0,
      stage: 'delivered',
    });
    expect((await timelineKinds(order._id)).filter((kind) => kind === 'delivered' || kind === 'paid')).toEqual([
      'delivered',
      'paid',
    ]);
    const payments = await t.database.db.query(
      "SELECT amount_paise FROM money_entries WHERE order_id = $1 AND kind = 'payment'",
      [order._id],
    );
    expect(payments).toHaveLength(1);
    expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);

    await eventually('the owner to hear it', () => a.received.length === 1);
    await settle();
    // One event each, never a half-done order (delivered but unpaid) in between.
    expect(a.received).toEqual([await read(asha, order._id)]);
    expect(boss.received).toEqual([await read(admin, order._id)]);
    expect(r.received).toEqual([]);

    // Repeating it changes nothing and announces nothing.
    const again = await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {});
    expect(again.json<Order>()).toEqual(answer);
    await settle();
    expect([a.received.length, boss.received.length]).toEqual([1, 1]);
  });

  it('on a delivered, unpaid order it only pays (delivery keeps its first time and mark)', async () => {
    const order = await placed();
    const delivered = (await call(admin, 'PUT', `/api/orders/${order._id}/deliver`)).json<Order>();
    const both = (await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {})).json<Order>();
    expect(both).toMatchObject({ isPaid: true, paidWith: 'CASH', deliveredAt: delivered.deliveredAt });
    expect((await timelineKinds(order._id)).filter((kind) => kind === 'delivered')).toHaveLength(1);
  });

  it('a cancelled order: 409 with a sentence, nothing changed, nothing announced', async () => {
    const order = await placed();
    // Listening first, and the cancellation heard, so that a late delivery of its event is not read as another.
    const [a, boss] = await sockets(asha, admin);
    expect(
      (await call(admin, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'Out of stock today' })).statusCode,
    ).toBe(200);
    await eventually('both to hear the cancellation', () => a.received.length === 1 && boss.received.length === 1);
    a.received.length = 0;
    boss.received.length = 0;
    const res = await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order was cancelled, so it cannot be marked paid and delivered.');
    await settle();
    expect([a.received, boss.received]).toEqual([[], []]);
    expect(await read(admin, order._id)).toMatchObject({ isDelivered: false, isPaid: false, isCancelled: true });
  });

  it('a customer or a rider cannot call it; an unknown order is a 404', async () => {
    const order = await placed();
    for (const who of [asha, raju])
      expect((await call(who, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {})).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/api/orders/0123456789abcdef01234567/deliver-and-pay', {})).statusCode).toBe(404);
    expect(await read(admin, order._id)).toMatchObject({ isDelivered: false, isPaid: false });
  });

  it('its Undo takes both marks back in one request and one event; too late for one leaves both', async () => {
    const order = await placed();
    // Listening first, and the mark heard, so that a late delivery of its event is not read as the undo's.
    const [a] = await sockets(asha);
    await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {});
    await eventually('the owner to hear the mark', () => a.received.length === 1);
    a.received.length = 0;
    const undone = await call(admin, 'DELETE', `/api/orders/${order._id}/deliver-and-pay`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Order>()).toMatchObject({ isDelivered: false, isPaid: false, stage: 'placed' });
    await eventually('the owner to hear the undo', () => a.received.length === 1);
    await settle();
    expect(a.received).toHaveLength(1);
    expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);

    // Paid 40 s ago (too late to undo) but delivered just now: the undo is refused and changes nothing.
    await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {});
    await t.database.db.query("UPDATE orders SET paid_at = now() - interval '40 seconds' WHERE id = $1", [order._id]);
    const late = await call(admin, 'DELETE', `/api/orders/${order._id}/deliver-and-pay`);
    expect(late.statusCode).toBe(409);
    expect(await read(admin, order._id)).toMatchObject({ isDelivered: true, isPaid: true });
  });
});

describe('events after commit, never for a change that rolled back', () => {
  it('a change whose transaction fails announces nothing and leaves no trace', async () => {
    const order = await placed();
    const [a, boss] = await sockets(asha, admin);
    const announced: string[] = [];
    const stop = t.app.orderEvents.onChanged((orderId) => announced.push(orderId));
    // Delivered inside the transaction, then the payment fails: the delivery rolls back with it.
    await expect(
      adminDeliverAndPay(
        t.app,
        order._id,
        (tx) => markOrderDelivered(tx, order._id, admin.userId),
        async () => {
          throw new Error('the payment could not be written');
        },
      ),
    ).rejects.toThrow('the payment could not be written');
    stop();
    await settle();
    expect(announced).toEqual([]);
    expect([a.received, boss.received]).toEqual([[], []]);
    expect(await read(admin, order._id)).toMatchObject({ isDelivered: false, stage: 'placed' });
    expect(await timelineKinds(order._id)).not.toContain('delivered');
  });

  it('when listeners hear of a change, another connection already reads it committed', async () => {
    const order = await placed();
    const seen: Promise<{ is_delivered: boolean; is_paid: boolean }[]>[] = [];
    // Read from outside the request's transaction the moment the change is announced.
    const stop = t.app.orderEvents.onChanged((orderId) =>
      seen.push(t.database.db.query('SELECT is_delivered, is_paid FROM orders WHERE id = $1', [orderId])),
    );
    await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {});
    stop();
    expect(seen).toHaveLength(1);
    expect(await seen[0]).toEqual([{ is_delivered: true, is_paid: true }]);
  });
});

describe('each audience hears the order as it reads it', () => {
  it('owner: the code and the rider’s first name; admins: no code, the full name; the rider: their order; others: nothing', async () => {
    const order = await placed();
    expect((await call(admin, 'PUT', `/api/orders/${order._id}/packed`)).statusCode).toBe(200);
    expect(
      (await call(admin, 'PUT', '/api/orders/assign', { riderId: raju.userId, orderIds: [order._id] })).statusCode,
    ).toBe(200);
    const [a, r, boss] = await sockets(asha, ravi, admin);
    const mine = await riderSocket(raju);
    const other = await riderSocket(mohan);
    expect((await call(raju, 'PUT', `/api/rider/orders/${order._id}/picked-up`)).statusCode).toBe(200);
    await eventually('everyone to hear the pick-up', () => a.received.length === 1 && mine.riderOrders.length === 1);
    await settle();

    const ownersRead = await read(asha, order._id);
    expect(a.received).toEqual([ownersRead]);
    expect(ownersRead.handoffCode).toMatch(/^[0-9]{4}$/);
    expect(ownersRead.rider).toMatchObject({ name: 'Raju', phoneNumber: '9811160001' });

    const adminsRead = await read(admin, order._id);
    expect(boss.received).toEqual([adminsRead]);
    expect('handoffCode' in adminsRead).toBe(false);
    expect(adminsRead.rider?.name).toBe('Raju Kumar Yadav');

    const ridersRead = (await call(raju, 'GET', `/api/rider/orders/${order._id}`)).json<RiderOrder>();
    expect(mine.riderOrders).toEqual([ridersRead]);
    expect(ridersRead.customer).toEqual({ name: 'Asha Rao', phoneNumber: '9876560001' });
    expect(JSON.stringify(mine.riderOrders)).not.toContain(ownersRead.handoffCode!);
    // The rider's sockets hear no whole order, and nobody else hears this one.
    expect([mine.received, other.received, other.riderOrders, r.received]).toEqual([[], [], [], []]);
  });

  it('every event the server sends is declared in the shared contract', async () => {
    const declared: SocketEventName[] = ['orderUpdated', 'riderOrderUpdated', 'unassignedOrderChanged'];
    const boss = await listenerFor<Order>(url, admin);
    const rider = await listenerFor<Order>(url, raju);
    const names: string[] = [];
    for (const listener of [boss, rider] as Listener<Order>[])
      listener.socket.onAny((name: string) => names.push(name));
    const order = await placed();
    await call(admin, 'PUT', '/api/orders/assign', { riderId: raju.userId, orderIds: [order._id] });
    await call(admin, 'PUT', `/api/orders/${order._id}/deliver-and-pay`, {});
    await eventually('the events to arrive', () => names.length >= 4);
    await settle();
    expect([...new Set(names)].sort()).toEqual([...declared].sort());
  });
});
