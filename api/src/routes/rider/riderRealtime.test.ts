import type { AddressInfo } from 'node:net';
import type { Order, Product, RiderOrder } from '@kirana/shared/domain';
import { placeCod, riderSignedIn } from '../../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { disconnectAll, eventually, listenerFor, serverDisconnects, settle } from '../../../test/sockets';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/**
 * A rider hears their own assignments and cancellations live (`riderOrderUpdated`, room per rider,
 * sent after commit); another rider hears nothing of them; the handoff code reaches the customer's
 * `orderUpdated` and never the admin's or a rider's; a deactivated rider's socket is dropped.
 */
afterEach(disconnectAll);

let t: TestApp;
let url: string;
let admin: SignedIn;
let asha: Shopper;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  // A port of this test's own (RIDER_TEST_PORT, default 5420), not a random one.
  await t.app.listen({ port: Number(process.env.RIDER_TEST_PORT ?? 5420), host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  asha = await shopperWithAddress(t, '9876500201', '101', { name: 'Asha' });
  products = await productsInStock(t, 10);
});
afterAll(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: who.headers, ...(payload ? { payload } : {}) });

function riderListener(who: SignedIn) {
  return listenerFor<Order>(url, who).then((listener) => {
    const heard: RiderOrder[] = [];
    listener.socket.on('riderOrderUpdated', (order: RiderOrder) => heard.push(order));
    return { ...listener, heard };
  });
}

it('a rider hears an assignment, a reassignment away and a cancellation; another rider hears nothing', async () => {
  const kamal = await riderSignedIn(t, admin, '9811100201', 'Kamal');
  const lalit = await riderSignedIn(t, admin, '9811100202', 'Lalit');
  const k = await riderListener(kamal);
  const l = await riderListener(lalit);
  const customer = await listenerFor<Order>(url, asha);
  const boss = await listenerFor<Order>(url, admin);

  const order = await placeCod(t, asha, products[0]!);
  expect(order.handoffCode).toMatch(/^[0-9]{4}$/);
  await as(admin, 'PUT', '/api/orders/assign', { riderId: kamal.userId, orderIds: [order._id] });
  await eventually('Kamal to hear the assignment', () => k.heard.some((o) => o._id === order._id));
  expect(k.heard.at(-1)).toMatchObject({ _id: order._id, riderId: kamal.userId, isCancelled: false });
  expect(JSON.stringify(k.heard)).not.toContain('handoffCode');

  await as(admin, 'PUT', '/api/orders/assign', { riderId: lalit.userId, orderIds: [order._id] });
  await eventually('Lalit to hear it', () => l.heard.some((o) => o._id === order._id));
  // Kamal hears it is someone else's now.
  await eventually('Kamal to hear it moved', () => k.heard.at(-1)?.riderId === lalit.userId);

  await as(admin, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'Customer called to cancel' });
  await eventually('Lalit to hear the cancellation', () => l.heard.at(-1)?.isCancelled === true);
  await settle();
  const kamalHeard = k.heard.length;
  expect(kamalHeard).toBe(2);

  // The customer heard each change with their code; the admin the same changes without it.
  expect(customer.received.length).toBeGreaterThan(0);
  expect(customer.received.every((o) => o.handoffCode === order.handoffCode)).toBe(true);
  expect(boss.received.map((o) => o._id)).toEqual(customer.received.map((o) => o._id));
  expect(boss.received.some((o) => 'handoffCode' in o)).toBe(false);
});

it('a deactivated rider’s socket is dropped at once', async () => {
  const mohan = await riderSignedIn(t, admin, '9811100203', 'Mohan');
  const m = await riderListener(mohan);
  const dropped = serverDisconnects(m.socket);
  await as(admin, 'PUT', `/api/riders/${mohan.userId}/deactivate`);
  await expect(dropped).resolves.toBeDefined();
});
