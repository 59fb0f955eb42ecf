import type { AddressInfo } from 'node:net';
import type { Order, Product, RiderOrder, UnassignedOrderChange } from '@kirana/shared/domain';
import { createSession } from '../../auth/sessions';
import { RIDERS_ROOM } from '../../realtime/realtime';
import { pendingPhonePeOrder, pressOnPayPage } from '../../../test/phonePe';
import { placeCod, riderSignedIn } from '../../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { disconnectAll, eventually, heardOn, listenerFor, serverDisconnects, settle } from '../../../test/sockets';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/**
 * A rider hears their own assignments and cancellations live (`riderOrderUpdated`, room per rider,
 * sent after commit); another rider hears nothing of them; the handoff code reaches the customer's
 * `orderUpdated` and never the admin's or a rider's; a deactivated rider's socket is dropped.
 * The Unassigned list is live too: the store's active riders (room `riders`) hear an order's id and
 * whether it is takeable after each committed change, and nothing else; customers and admins are
 * never in that room, nor is a deactivated rider's socket when it comes back.
 */
afterEach(disconnectAll);

let t: TestApp;
let url: string;
let admin: SignedIn;
let asha: Shopper;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp({ PHONEPE_API_VERSION: 'v1' });
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
  return listenerFor<Order>(url, who).then((listener) => ({
    ...listener,
    heard: heardOn<RiderOrder>(listener.socket, 'riderOrderUpdated'),
  }));
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
  // Kamal hears it is someone else's now, and nothing of the customer any more.
  await eventually('Kamal to hear it moved', () => k.heard.at(-1)?.riderId === lalit.userId);
  expect(k.heard.at(-1)!.customer).toEqual({ name: null, phoneNumber: null });

  await as(admin, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'Customer called to cancel' });
  await eventually('Lalit to hear the cancellation', () => l.heard.at(-1)?.isCancelled === true);
  // Cancelled, there is nothing to deliver: the customer leaves Lalit's view.
  expect(l.heard.at(-1)!.customer).toEqual({ name: null, phoneNumber: null });
  await settle();
  const kamalHeard = k.heard.length;
  expect(kamalHeard).toBe(2);

  // The customer heard each change with their code; the admin the same changes without it.
  expect(customer.received.length).toBeGreaterThan(0);
  expect(customer.received.every((o) => o.handoffCode === order.handoffCode)).toBe(true);
  expect(boss.received.map((o) => o._id)).toEqual(customer.received.map((o) => o._id));
  expect(boss.received.some((o) => 'handoffCode' in o)).toBe(false);
});

it('an event never tells a rider more of the customer than their read: name and phone while theirs and open, no phone once delivered', async () => {
  const omkar = await riderSignedIn(t, admin, '9811100206', 'Omkar');
  const pawan = await riderSignedIn(t, admin, '9811100207', 'Pawan');
  const o = await riderListener(omkar);
  const p = await riderListener(pawan);
  const order = await placeCod(t, asha, products[5]!);
  const readBy = async (who: SignedIn) => (await as(who, 'GET', `/api/rider/orders/${order._id}`)).json<RiderOrder>();

  await as(admin, 'PUT', '/api/orders/assign', { riderId: omkar.userId, orderIds: [order._id] });
  await eventually('Omkar to hear the assignment', () => o.heard.some((one) => one._id === order._id));
  expect(o.heard.at(-1)!.customer).toEqual({ name: 'Asha', phoneNumber: '9876500201' });
  expect(o.heard.at(-1)).toEqual(await readBy(omkar));

  // Given to Pawan: Omkar hears it leave with nothing of the customer; Pawan hears whom to call.
  await as(admin, 'PUT', '/api/orders/assign', { riderId: pawan.userId, orderIds: [order._id] });
  await eventually('Omkar to hear it moved', () => o.heard.at(-1)?.riderId === pawan.userId);
  await eventually('Pawan to hear it', () => p.heard.some((one) => one._id === order._id));
  expect(p.heard.at(-1)!.customer).toEqual({ name: 'Asha', phoneNumber: '9876500201' });

  // Delivered with the customer's code: the cash is still to take, by name; the phone is gone.
  const delivered = await as(pawan, 'PUT', `/api/rider/orders/${order._id}/deliver`, { code: order.handoffCode });
  expect(delivered.statusCode).toBe(200);
  await eventually('Pawan to hear it delivered', () => p.heard.at(-1)?.isDelivered === true);
  await settle();
  expect(p.heard.at(-1)!.customer).toEqual({ name: 'Asha', phoneNumber: null });
  expect(p.heard.at(-1)).toEqual(await readBy(pawan));
  expect(JSON.stringify(o.heard.slice(1))).not.toContain('9876500201');
  expect(JSON.stringify(p.heard.filter((one) => one.isDelivered))).not.toContain('9876500201');
});

it('a deactivated rider’s socket is dropped at once', async () => {
  const mohan = await riderSignedIn(t, admin, '9811100203', 'Mohan');
  const m = await riderListener(mohan);
  const dropped = serverDisconnects(m.socket);
  await as(admin, 'PUT', `/api/riders/${mohan.userId}/deactivate`);
  await expect(dropped).resolves.toBeDefined();
});

/** A socket for `who` that collects every `unassignedOrderChanged` it hears. */
async function unassignedListener(who: SignedIn) {
  const listener = await listenerFor<Order>(url, who);
  const heard = heardOn<UnassignedOrderChange>(listener.socket, 'unassignedOrderChanged');
  const about = (orderId: string) => heard.filter((change) => change._id === orderId);
  return { ...listener, heard, about };
}

const inRidersRoom = async () => (await t.app.realtime.io.in(RIDERS_ROOM).fetchSockets()).map((socket) => socket.id);

it('a rider hears a new order and another rider taking it; customers’ and admins’ sockets are not in the riders’ room', async () => {
  const kamal = await riderSignedIn(t, admin, '9811100301', 'Kamal');
  const lalit = await riderSignedIn(t, admin, '9811100302', 'Lalit');
  const k = await unassignedListener(kamal);
  const l = await unassignedListener(lalit);
  const customer = await unassignedListener(asha);
  const boss = await unassignedListener(admin);
  const room = await inRidersRoom();
  expect(room).toEqual(expect.arrayContaining([k.socket.id, l.socket.id]));
  expect(room).not.toContain(customer.socket.id);
  expect(room).not.toContain(boss.socket.id);

  const order = await placeCod(t, asha, products[0]!);
  await eventually('Kamal to hear the new order', () => k.about(order._id).length > 0);
  // Its id and the flag, exactly: nothing the Unassigned read does not show (no code, no customer).
  expect(k.about(order._id)).toEqual([{ _id: order._id, takeable: true }]);
  const list = (await as(kamal, 'GET', '/api/rider/unassigned')).json<RiderOrder[]>();
  expect(list.map((one) => one._id)).toContain(order._id);

  expect((await as(lalit, 'PUT', `/api/rider/orders/${order._id}/take`)).statusCode).toBe(200);
  await eventually('Kamal to hear it was taken', () => k.about(order._id).length === 2);
  expect(k.about(order._id)[1]).toEqual({ _id: order._id, takeable: false });
  await eventually('Lalit to hear it too', () => l.about(order._id).at(-1)?.takeable === false);
  const after = (await as(kamal, 'GET', '/api/rider/unassigned')).json<RiderOrder[]>();
  expect(after.map((one) => one._id)).not.toContain(order._id);

  await settle();
  expect([customer.heard, boss.heard]).toEqual([[], []]);
  expect(JSON.stringify(k.heard)).not.toContain(order.handoffCode!);
});

it('an order leaves the list when the admin assigns or cancels it; a PhonePe order joins it once paid, never before', async () => {
  const kamal = await riderSignedIn(t, admin, '9811100303', 'Mahesh');
  const k = await unassignedListener(kamal);

  const assigned = await placeCod(t, asha, products[1]!);
  await as(admin, 'PUT', '/api/orders/assign', { riderId: kamal.userId, orderIds: [assigned._id] });
  await eventually('the assignment', () => k.about(assigned._id).at(-1)?.takeable === false);

  const cancelled = await placeCod(t, asha, products[2]!);
  await as(admin, 'PUT', `/api/orders/${cancelled._id}/cancel`, { reason: 'Out of stock' });
  await eventually('the cancellation', () => k.about(cancelled._id).at(-1)?.takeable === false);
  expect(k.about(cancelled._id).map((change) => change.takeable)).toEqual([true, false]);

  const { order: online, redirectUrl } = await pendingPhonePeOrder(t, asha, products[3]!._id);
  await settle();
  expect(k.about(online._id)).toEqual([]);
  await pressOnPayPage(t, redirectUrl, 'success');
  await eventually('the paid PhonePe order', () => k.about(online._id).length > 0);
  expect(k.about(online._id)).toEqual([{ _id: online._id, takeable: true }]);
});

it('a deactivated rider’s socket is dropped and comes back in no room; they hear no new order', async () => {
  const mohan = await riderSignedIn(t, admin, '9811100304', 'Mohan');
  const nitin = await riderSignedIn(t, admin, '9811100305', 'Nitin');
  const m = await unassignedListener(mohan);
  const n = await unassignedListener(nitin);
  const dropped = serverDisconnects(m.socket);
  await as(admin, 'PUT', `/api/riders/${mohan.userId}/deactivate`);
  await expect(dropped).resolves.toBeDefined();

  // Back with the revoked token, or signed in afresh as the customer they now are: in no riders' room.
  const revoked = await unassignedListener(mohan);
  const { token } = await createSession(t.database.db, mohan.userId);
  const asCustomer = await unassignedListener({ ...mohan, token });
  const room = await inRidersRoom();
  expect(room).toContain(n.socket.id);
  expect(room).not.toContain(revoked.socket.id);
  expect(room).not.toContain(asCustomer.socket.id);

  const order = await placeCod(t, asha, products[4]!);
  await eventually('an active rider to hear the order', () => n.about(order._id).length > 0);
  await settle();
  expect([m.heard, revoked.heard, asCustomer.heard]).toEqual([[], [], []]);
});
