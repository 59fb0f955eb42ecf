import type {
  CashDay,
  CashHandover,
  MyOrderList,
  Order,
  OrderTimeline,
  OrdersAssigned,
  Product,
  Rider,
  RiderOrder,
  SalesReport,
  User,
} from '@kirana/shared/domain';
import { HANDOFF_MAX_TRIES, STORE_TIME_ZONE } from '@kirana/shared/domain';
import { createSession } from '../../auth/sessions';
import { signInWithOtp } from '../../../test/otp';
import { placeCod, riderSignedIn } from '../../../test/riders';
import { orderBody, productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, secondInstance, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let ravi: Shopper;
let meena: Shopper;
let products: Product[];
let nextProduct = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876500011', '101', { name: 'Asha' });
  ravi = await shopperWithAddress(t, '9876500012', '202', { name: 'Ravi' });
  meena = await shopperWithAddress(t, '9876500013', '303', { societyIndex: 1, name: 'Meena' });
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

/** A different product for each order, so no test empties a shelf another needs. */
const product = () => products[nextProduct++ % products.length]!;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

const as = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const timeline = async (orderId: string) =>
  (await as(admin, 'GET', `/api/orders/${orderId}/timeline`)).json<OrderTimeline>().events;
const kinds = async (orderId: string) => (await timeline(orderId)).map((event) => event.kind);
const codeOf = async (orderId: string) => {
  const [row] = await t.database.db.query<{ handoff_code: string }>('SELECT handoff_code FROM orders WHERE id = $1', [
    orderId,
  ]);
  return row!.handoff_code;
};
const assign = (riderId: string, body: { orderIds?: string[]; society?: string }) =>
  as(admin, 'PUT', '/api/orders/assign', { riderId, ...body });

describe('the team', () => {
  it('the admin adds a rider by phone and name; the user object says each role', async () => {
    const raju = await riderSignedIn(t, admin, '9811100001', 'Raju');
    const list = (await as(admin, 'GET', '/api/riders')).json<Rider[]>();
    expect(list.find((rider) => rider._id === raju.userId)).toMatchObject({
      name: 'Raju',
      phoneNumber: '9811100001',
      isActive: true,
      deactivatedAt: null,
      openOrders: 0,
    });
    const profile = async (who: SignedIn) => (await as(who, 'GET', '/api/users/profile')).json<User>();
    expect(await profile(raju)).toMatchObject({ role: 'rider', isAdmin: false });
    expect(await profile(admin)).toMatchObject({ role: 'admin', isAdmin: true });
    expect(await profile(asha)).toMatchObject({ role: 'customer', isAdmin: false });
  });

  it('a rider signs in with the usual phone code and is answered as a rider, not an admin', async () => {
    await as(admin, 'POST', '/api/riders', { phoneNumber: '9811100009', name: 'Otp Rider' });
    const signed = await signInWithOtp(t.app, '9811100009');
    expect(signed).toMatchObject({ name: 'Otp Rider', role: 'rider', isAdmin: false });
    const run = await t.app.inject({ url: '/api/rider/run', headers: { authorization: `Bearer ${signed.token}` } });
    expect(run.statusCode).toBe(200);
    const adminOnly = await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${signed.token}` } });
    expect(adminOnly.statusCode).toBe(403);
  });

  it('refuses an admin’s phone and a phone already on the team', async () => {
    const adminPhone = await as(admin, 'POST', '/api/riders', { phoneNumber: '9000000001', name: 'Boss' });
    expect([adminPhone.statusCode, adminPhone.json().message]).toEqual([
      409,
      'That phone is a store admin’s. Admins cannot also be riders.',
    ]);
    await riderSignedIn(t, admin, '9811100002', 'Sonu');
    const again = await as(admin, 'POST', '/api/riders', { phoneNumber: '9811100002', name: 'Sonu' });
    expect(again.statusCode).toBe(409);
    const bad = await as(admin, 'POST', '/api/riders', { phoneNumber: '12345', name: 'X' });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivating ends the rider’s sessions at once, here and on a second instance; reactivating needs a new sign-in', async () => {
    const vijay = await riderSignedIn(t, admin, '9811100003', 'Vijay');
    const second = await secondInstance(t);
    try {
      await second.ready();
      // Both instances have the session cached now.
      expect((await as(vijay, 'GET', '/api/rider/run')).statusCode).toBe(200);
      expect((await second.inject({ url: '/api/rider/run', headers: vijay.headers })).statusCode).toBe(200);

      const off = await as(admin, 'PUT', `/api/riders/${vijay.userId}/deactivate`);
      expect(off.json<Rider>()).toMatchObject({ isActive: false });
      expect((await as(vijay, 'GET', '/api/rider/run')).statusCode).toBe(401);
      // The other instance hears it from PostgreSQL well inside its 10 s cache.
      let secondStatus = 0;
      const deadline = Date.now() + 2000;
      while (secondStatus !== 401 && Date.now() < deadline) {
        secondStatus = (await second.inject({ url: '/api/rider/run', headers: vijay.headers })).statusCode;
        if (secondStatus !== 401) await new Promise((r) => setTimeout(r, 20));
      }
      expect(secondStatus).toBe(401);

      const on = await as(admin, 'PUT', `/api/riders/${vijay.userId}/reactivate`);
      expect(on.json<Rider>()).toMatchObject({ isActive: true, deactivatedAt: null });
      // The old session stays ended; a new sign-in is a rider again.
      expect((await as(vijay, 'GET', '/api/rider/run')).statusCode).toBe(401);
      const { token } = await createSession(t.database.db, vijay.userId);
      expect(
        (await t.app.inject({ url: '/api/rider/run', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('an unknown rider is a 404', async () => {
    const res = await as(admin, 'PUT', '/api/riders/0123456789abcdef01234567/deactivate');
    expect(res.statusCode).toBe(404);
  });
});

describe('assignment and what a rider reads', () => {
  let bablu: SignedIn;
  let chotu: SignedIn;
  beforeAll(async () => {
    bablu = await riderSignedIn(t, admin, '9811100011', 'Bablu');
    chotu = await riderSignedIn(t, admin, '9811100012', 'Chotu');
  });

  it('the admin assigns single orders; the rider’s run holds them in walking order with only what delivering needs', async () => {
    const ravis = await placeCod(t, ravi, product());
    const ashas = await placeCod(t, asha, product(), 2);
    const res = await assign(bablu.userId, { orderIds: [ravis._id, ashas._id] });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrdersAssigned>().rider).toEqual({ _id: bablu.userId, name: 'Bablu' });

    const run = (await as(bablu, 'GET', '/api/rider/run')).json<RiderOrder[]>();
    const mine = run.filter((order) => [ravis._id, ashas._id].includes(order._id));
    // Same society and wing: flat 101 before 202.
    expect(mine.map((order) => order._id)).toEqual([ashas._id, ravis._id]);
    const first = mine[0]!;
    expect(first).toMatchObject({
      customer: { name: 'Asha', phoneNumber: '9876500011' },
      address: { wing: 'A', flatNumber: '101' },
      itemCount: 2,
      paymentMethod: 'COD',
      isPaid: false,
      amountToCollect: ashas.totalPrice,
      riderId: bablu.userId,
      handoffTriesLeft: HANDOFF_MAX_TRIES,
    });
    expect(Object.keys(first)).not.toContain('handoffCode');
    expect(JSON.stringify(run)).not.toContain(await codeOf(ashas._id));

    // Another rider cannot read it, nor see it as nobody's.
    expect((await as(chotu, 'GET', `/api/rider/orders/${ashas._id}`)).statusCode).toBe(404);
    const unassigned = (await as(chotu, 'GET', '/api/rider/unassigned')).json<RiderOrder[]>();
    expect(unassigned.map((order) => order._id)).not.toContain(ashas._id);
    // The admin's order shows the rider, and the timeline who assigned it.
    const adminRead = (await as(admin, 'GET', `/api/orders/${ashas._id}`)).json<Order>();
    expect(adminRead.rider).toEqual({ _id: bablu.userId, name: 'Bablu' });
    expect(await timeline(ashas._id)).toEqual([
      expect.objectContaining({ kind: 'placed', actor: { _id: asha.userId, name: 'Asha' } }),
      expect.objectContaining({
        kind: 'assigned',
        actor: { _id: admin.userId, name: 'Store Admin' },
        rider: { _id: bablu.userId, name: 'Bablu' },
      }),
    ]);
  });

  it('a whole society run goes to one rider, and reassigning moves orders from another', async () => {
    const meenas = await placeCod(t, meena, product());
    const unassigned = (await as(chotu, 'GET', '/api/rider/unassigned')).json<RiderOrder[]>();
    expect(unassigned.map((order) => order._id)).toContain(meenas._id);
    const res = await assign(chotu.userId, { society: meena.address.society });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrdersAssigned>().orders.map((order) => order._id)).toContain(meenas._id);
    expect((await as(chotu, 'GET', `/api/rider/orders/${meenas._id}`)).json<RiderOrder>().riderId).toBe(chotu.userId);

    const moved = await assign(bablu.userId, { orderIds: [meenas._id] });
    expect(moved.statusCode).toBe(200);
    expect((await as(chotu, 'GET', `/api/rider/orders/${meenas._id}`)).statusCode).toBe(404);
    expect(await kinds(meenas._id)).toEqual(['placed', 'assigned', 'assigned']);

    // The admin's queue filters by rider, or by nobody.
    const ids = async (query: string) =>
      (await as(admin, 'GET', `/api/orders?pageSize=100&${query}`)).json<{ items: Order[] }>().items.map((o) => o._id);
    expect(await ids(`rider=${bablu.userId}`)).toContain(meenas._id);
    expect(await ids(`rider=${chotu.userId}`)).not.toContain(meenas._id);
    expect(await ids('rider=none')).not.toContain(meenas._id);
    expect((await as(admin, 'GET', '/api/orders?rider=someone')).statusCode).toBe(400);
  });

  it('refuses a closed order, an unknown rider, and a body naming both or neither', async () => {
    const done = await placeCod(t, asha, product());
    await as(admin, 'PUT', `/api/orders/${done._id}/deliver`);
    const closed = await assign(bablu.userId, { orderIds: [done._id] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(done.orderNumber);
    expect((await assign('0123456789abcdef01234567', { orderIds: [done._id] })).statusCode).toBe(404);
    expect((await assign(bablu.userId, {})).statusCode).toBe(400);
    expect((await assign(bablu.userId, { orderIds: [done._id], society: asha.address.society })).statusCode).toBe(400);
    // A customer is not a rider.
    expect((await assign(asha.userId, { orderIds: [done._id] })).statusCode).toBe(404);
  });

  it('riders taking one order at once: exactly one gets it, the others a clear 409', async () => {
    const riders = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        riderSignedIn(t, admin, `98111002${String(i).padStart(2, '0')}`, `Racer ${i}`),
      ),
    );
    const order = await placeCod(t, ravi, product());
    const results = await Promise.all(riders.map((rider) => as(rider, 'PUT', `/api/rider/orders/${order._id}/take`)));
    const statuses = results.map((res) => res.statusCode);
    expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 409).length]).toEqual([1, 5]);
    for (const lost of results.filter((res) => res.statusCode === 409))
      expect(lost.json().message).toBe('Another rider has already taken this order.');
    const winner = riders[statuses.indexOf(200)]!;
    const [row] = await t.database.db.query<{ rider_id: string }>('SELECT rider_id FROM orders WHERE id = $1', [
      order._id,
    ]);
    expect(row!.rider_id).toBe(winner.userId);
    expect((await kinds(order._id)).filter((kind) => kind === 'taken')).toHaveLength(1);
    // Taking it again is the winner's own order: nothing changes.
    expect((await as(winner, 'PUT', `/api/rider/orders/${order._id}/take`)).statusCode).toBe(200);
    expect((await kinds(order._id)).filter((kind) => kind === 'taken')).toHaveLength(1);
  });
});

describe('the customer’s name and phone (R63)', () => {
  let kiran: SignedIn;
  let lata: SignedIn;
  beforeAll(async () => {
    kiran = await riderSignedIn(t, admin, '9811100041', 'Kiran');
    lata = await riderSignedIn(t, admin, '9811100042', 'Lata');
  });
  const nobody = { name: null, phoneNumber: null };
  const read = (who: SignedIn, orderId: string) => as(who, 'GET', `/api/rider/orders/${orderId}`);

  it('an order nobody has shows where, what and how much to every rider, never who: listed and read alone', async () => {
    const order = await placeCod(t, asha, product(), 2);
    const list = await as(kiran, 'GET', '/api/rider/unassigned');
    const listed = list.json<RiderOrder[]>().find((one) => one._id === order._id);
    expect(listed).toMatchObject({
      customer: nobody,
      address: { society: asha.address.society, wing: 'A', flatNumber: '101' },
      itemCount: 2,
      amountToCollect: order.totalPrice,
      riderId: null,
    });
    expect(listed!.address.societyName).not.toBe('');
    expect(listed!.items).toHaveLength(1);
    const alone = await read(lata, order._id);
    expect(alone.json<RiderOrder>().customer).toEqual(nobody);
    // Nobody's name or phone anywhere in either answer.
    for (const body of [list.body, alone.body]) {
      expect(body).not.toContain('9876500011');
      expect(body).not.toContain('"Asha"');
    }

    // Taken, it is theirs: the name and phone to deliver it.
    const taken = await as(kiran, 'PUT', `/api/rider/orders/${order._id}/take`);
    expect(taken.json<RiderOrder>().customer).toEqual({ name: 'Asha', phoneNumber: '9876500011' });
    expect((await read(kiran, order._id)).json<RiderOrder>().customer).toEqual({
      name: 'Asha',
      phoneNumber: '9876500011',
    });
    expect((await read(lata, order._id)).statusCode).toBe(404);
  });

  it('delivered, the phone leaves the rider’s view: the day’s cash keeps the name; before today’s store day, neither', async () => {
    const order = await placeCod(t, ravi, product());
    await assign(kiran.userId, { orderIds: [order._id] });
    expect((await read(kiran, order._id)).json<RiderOrder>().customer).toEqual({
      name: 'Ravi',
      phoneNumber: '9876500012',
    });
    const delivered = await as(kiran, 'PUT', `/api/rider/orders/${order._id}/deliver`, {
      code: await codeOf(order._id),
    });
    expect(delivered.json<RiderOrder>()).toMatchObject({
      isDelivered: true,
      customer: { name: 'Ravi', phoneNumber: null },
    });
    // Still on the run for its cash, by name and flat, without the phone.
    const run = await as(kiran, 'GET', '/api/rider/run');
    expect(run.json<RiderOrder[]>().find((one) => one._id === order._id)?.customer).toEqual({
      name: 'Ravi',
      phoneNumber: null,
    });
    expect(run.body).not.toContain('9876500012');
    const collected = await as(kiran, 'PUT', `/api/rider/orders/${order._id}/collect-cash`);
    expect(collected.json<RiderOrder>()).toMatchObject({ cashCollected: true, customer: { phoneNumber: null } });

    // Delivered before today's store day: nothing of the customer at all.
    await t.database.db.query(`UPDATE orders SET delivered_at = delivered_at - interval '2 days' WHERE id = $1`, [
      order._id,
    ]);
    const old = await read(kiran, order._id);
    expect(old.json<RiderOrder>().customer).toEqual(nobody);
    expect(old.body).not.toContain('9876500012');
    expect(old.body).not.toContain('"Ravi"');
  });

  it('an order of theirs that is cancelled carries nothing of the customer', async () => {
    const order = await placeCod(t, meena, product());
    await assign(lata.userId, { orderIds: [order._id] });
    await as(admin, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'Customer called to cancel' });
    const cancelled = await read(lata, order._id);
    expect(cancelled.json<RiderOrder>()).toMatchObject({ isCancelled: true, customer: nobody });
    expect(cancelled.body).not.toContain('9876500013');
  });
});

describe('the handoff code', () => {
  let dinesh: SignedIn;
  beforeAll(async () => {
    dinesh = await riderSignedIn(t, admin, '9811100021', 'Dinesh');
  });

  it('only the owner reads it: their order answer, their order and their list; never the admin or a rider', async () => {
    const placed = await placeCod(t, asha, product());
    expect(placed.handoffCode).toMatch(/^[0-9]{4}$/);
    expect(placed.handoffCode).toBe(await codeOf(placed._id));
    expect((await as(asha, 'GET', `/api/orders/${placed._id}`)).json<Order>().handoffCode).toBe(placed.handoffCode);
    const mine = (await as(asha, 'GET', '/api/orders/mine')).json<MyOrderList>();
    expect(mine.items.find((order) => order._id === placed._id)?.handoffCode).toBe(placed.handoffCode);
    const adminRead = (await as(admin, 'GET', `/api/orders/${placed._id}`)).json<Order>();
    expect(adminRead).not.toHaveProperty('handoffCode');
    const adminList = await as(admin, 'GET', '/api/orders?pageSize=100');
    expect(adminList.json<{ items: Order[] }>().items.some((order) => 'handoffCode' in order)).toBe(false);
  });

  it('the right code delivers; wrong ones count down, the fifth flags the order and stops the tries; the admin still delivers', async () => {
    const good = await placeCod(t, asha, product());
    const bad = await placeCod(t, ravi, product());
    await assign(dinesh.userId, { orderIds: [good._id, bad._id] });

    const code = await codeOf(bad._id);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let left = HANDOFF_MAX_TRIES - 1; left >= 1; left--) {
      const res = await as(dinesh, 'PUT', `/api/rider/orders/${bad._id}/deliver`, { code: wrong });
      expect([res.statusCode, res.json().triesLeft, res.json().message]).toEqual([
        400,
        left,
        `That code is not right. Ask the customer again. Tries left: ${left}.`,
      ]);
    }
    const fifth = await as(dinesh, 'PUT', `/api/rider/orders/${bad._id}/deliver`, { code: wrong });
    expect([fifth.statusCode, fifth.json().flagged]).toEqual([423, true]);
    // Even the right code is refused now.
    const refused = await as(dinesh, 'PUT', `/api/rider/orders/${bad._id}/deliver`, { code });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe(
      'Too many wrong codes: this order is flagged for the store. Ask the store to confirm the delivery.',
    );
    const flagged = (await as(admin, 'GET', `/api/orders/${bad._id}`)).json<Order>();
    expect(flagged).toMatchObject({ handoffFlagged: true, handoffWrongTries: 5, isDelivered: false });

    // The admin delivers without the code, and that is recorded as theirs.
    const byAdmin = await as(admin, 'PUT', `/api/orders/${bad._id}/deliver`);
    expect(byAdmin.json<Order>()).toMatchObject({ isDelivered: true, deliveredWith: 'ADMIN' });
    const events = await timeline(bad._id);
    expect(events.map((event) => event.kind)).toEqual([
      'placed',
      'assigned',
      'handoff_refused',
      'handoff_refused',
      'handoff_refused',
      'handoff_refused',
      'handoff_flagged',
      'delivered',
    ]);
    expect(events.at(-1)).toMatchObject({
      deliveredWith: 'ADMIN',
      actor: { _id: admin.userId },
      rider: { _id: dinesh.userId, name: 'Dinesh' },
    });
    expect(events[2]).toMatchObject({ triesLeft: 4, actor: { _id: dinesh.userId } });

    // The right code at the first try.
    const right = await as(dinesh, 'PUT', `/api/rider/orders/${good._id}/deliver`, { code: await codeOf(good._id) });
    expect(right.statusCode).toBe(200);
    expect(right.json<RiderOrder>()).toMatchObject({ isDelivered: true, handoffTriesLeft: HANDOFF_MAX_TRIES });
    expect((await as(admin, 'GET', `/api/orders/${good._id}`)).json<Order>()).toMatchObject({
      isDelivered: true,
      deliveredWith: 'CODE',
    });
    expect((await timeline(good._id)).at(-1)).toMatchObject({
      kind: 'delivered',
      deliveredWith: 'CODE',
      actor: { _id: dinesh.userId },
    });
    // The customer sees it delivered.
    expect((await as(asha, 'GET', `/api/orders/${good._id}`)).json<Order>().isDelivered).toBe(true);
  });

  it('a code for someone else’s order is a 404, and a malformed code a 400', async () => {
    const other = await riderSignedIn(t, admin, '9811100022', 'Eshan');
    const order = await placeCod(t, meena, product());
    await assign(dinesh.userId, { orderIds: [order._id] });
    const code = await codeOf(order._id);
    expect((await as(other, 'PUT', `/api/rider/orders/${order._id}/deliver`, { code })).statusCode).toBe(404);
    expect((await as(dinesh, 'PUT', `/api/rider/orders/${order._id}/deliver`, { code: '12a4' })).statusCode).toBe(400);
    expect((await as(admin, 'GET', `/api/orders/${order._id}`)).json<Order>().handoffWrongTries).toBe(0);
  });
});

describe('cash', () => {
  let farhan: SignedIn;
  let gopal: SignedIn;
  beforeAll(async () => {
    farhan = await riderSignedIn(t, admin, '9811100031', 'Farhan');
    gopal = await riderSignedIn(t, admin, '9811100032', 'Gopal');
  });

  it('a rider collects a cash order’s money (once, recorded who and when); the admin’s cash view and hand-overs follow, a mismatch flagged', async () => {
    const one = await placeCod(t, asha, product());
    const two = await placeCod(t, ravi, product(), 3);
    await assign(farhan.userId, { orderIds: [one._id, two._id] });
    await as(farhan, 'PUT', `/api/rider/orders/${one._id}/deliver`, { code: await codeOf(one._id) });

    const collected = await as(farhan, 'PUT', `/api/rider/orders/${one._id}/collect-cash`);
    expect(collected.json<RiderOrder>()).toMatchObject({ isPaid: true, cashCollected: true, amountToCollect: 0 });
    // Again: nothing changes.
    expect((await as(farhan, 'PUT', `/api/rider/orders/${one._id}/collect-cash`)).statusCode).toBe(200);
    await as(farhan, 'PUT', `/api/rider/orders/${two._id}/collect-cash`);
    // Someone else's order: 404.
    expect((await as(gopal, 'PUT', `/api/rider/orders/${two._id}/collect-cash`)).statusCode).toBe(404);

    const adminRead = (await as(admin, 'GET', `/api/orders/${one._id}`)).json<Order>();
    expect(adminRead).toMatchObject({ isPaid: true, paidWith: 'CASH' });
    expect(adminRead.cashCollectedAt).not.toBeNull();
    expect(await kinds(one._id)).toEqual(['placed', 'assigned', 'delivered', 'paid', 'cash_collected']);
    const cashEvent = (await timeline(one._id)).at(-1)!;
    expect(cashEvent).toMatchObject({ amountPaise: Math.round(one.totalPrice * 100), rider: { _id: farhan.userId } });

    const expected = Math.round(one.totalPrice * 100) + Math.round(two.totalPrice * 100);
    const day = (await as(admin, 'GET', `/api/cash?date=${today()}`)).json<CashDay>();
    expect(day.riders.find((row) => row.rider._id === farhan.userId)).toMatchObject({
      delivered: 1,
      collectedOrders: 2,
      collectedPaise: expected,
      handedOverPaise: 0,
      outstandingPaise: expected,
      hasMismatch: false,
    });

    // Short by ₹10: recorded as handed, flagged, never adjusted.
    const short = await as(admin, 'POST', '/api/cash/handovers', {
      riderId: farhan.userId,
      amountPaise: expected - 1000,
      date: today(),
    });
    expect(short.statusCode).toBe(201);
    expect(short.json<CashHandover>()).toMatchObject({
      amountPaise: expected - 1000,
      expectedPaise: expected,
      differencePaise: -1000,
      isMismatch: true,
      recordedBy: { _id: admin.userId },
    });
    const after = (await as(admin, 'GET', `/api/cash?date=${today()}`)).json<CashDay>();
    // The ₹10 is still with the rider: collected = handed over + still with the rider.
    expect(after.riders.find((row) => row.rider._id === farhan.userId)).toMatchObject({
      collectedPaise: expected,
      handedOverPaise: expected - 1000,
      outstandingPaise: 1000,
      overPaise: 0,
      hasMismatch: true,
    });
    expect((await kinds(two._id)).at(-1)).toBe('handed_over');
  });

  it('a hand-over that matches is not flagged; a PhonePe-style or someone else’s order has no cash for the rider', async () => {
    const order = await placeCod(t, meena, product());
    await assign(gopal.userId, { orderIds: [order._id] });
    await as(gopal, 'PUT', `/api/rider/orders/${order._id}/collect-cash`);
    const exact = await as(admin, 'POST', '/api/cash/handovers', {
      riderId: gopal.userId,
      amountPaise: Math.round(order.totalPrice * 100),
      date: today(),
    });
    expect(exact.json<CashHandover>()).toMatchObject({ isMismatch: false, differencePaise: 0 });
    // Paid at the door by the admin already: nothing for the rider to collect.
    const paid = await placeCod(t, meena, product());
    await assign(gopal.userId, { orderIds: [paid._id] });
    await as(admin, 'PUT', `/api/orders/${paid._id}/pay`);
    const refused = await as(gopal, 'PUT', `/api/rider/orders/${paid._id}/collect-cash`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This order is already paid, so there is no cash to collect.',
    ]);
  });

  it('two hand-overs recorded at once take each collected order’s cash once', async () => {
    const hari = await riderSignedIn(t, admin, '9811100033', 'Hari');
    const orders = [await placeCod(t, asha, product()), await placeCod(t, ravi, product())];
    await assign(hari.userId, { orderIds: orders.map((order) => order._id) });
    for (const order of orders) await as(hari, 'PUT', `/api/rider/orders/${order._id}/collect-cash`);
    const collected = orders.reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0);
    const both = await Promise.all(
      [0, 1].map(() =>
        as(admin, 'POST', '/api/cash/handovers', { riderId: hari.userId, amountPaise: collected, date: today() }),
      ),
    );
    const recorded = both.map((res) => res.json<CashHandover>());
    // One took both orders' cash and matches; the other found nothing left and is flagged.
    expect(recorded.map((handover) => handover.expectedPaise).sort((a, b) => a - b)).toEqual([0, collected]);
    expect(recorded.map((handover) => handover.isMismatch).sort()).toEqual([false, true]);
    const handedOver = (await kinds(orders[0]!._id)).filter((kind) => kind === 'handed_over');
    expect(handedOver).toHaveLength(1);
  });

  it('a hand-over is recorded once per Idempotency-Key: a double tap or ten at once record one, a changed request with the same key is a 409', async () => {
    const isha = await riderSignedIn(t, admin, '9811100034', 'Isha');
    const order = await placeCod(t, asha, product());
    await assign(isha.userId, { orderIds: [order._id] });
    await as(isha, 'PUT', `/api/rider/orders/${order._id}/collect-cash`);
    const amountPaise = Math.round(order.totalPrice * 100);
    const body = { riderId: isha.userId, amountPaise, date: today() };
    const send = (key: string, payload: object = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cash/handovers',
        headers: { ...admin.headers, 'idempotency-key': key },
        payload,
      });
    const ten = await Promise.all(Array.from({ length: 10 }, () => send('handover-key-0001')));
    expect(ten.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(ten.map((res) => res.json<CashHandover>()._id)).size).toBe(1);
    expect(ten.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const reused = await send('handover-key-0001', { ...body, amountPaise: amountPaise + 100 });
    expect([reused.statusCode, reused.json().message]).toEqual([
      409,
      'This request was already used to record a different hand-over. Please reload the Cash page and record it again.',
    ]);
    const day = (await as(admin, 'GET', `/api/cash?date=${today()}`)).json<CashDay>();
    expect(day.riders.find((row) => row.rider._id === isha.userId)).toMatchObject({
      collectedPaise: amountPaise,
      handedOverPaise: amountPaise,
      outstandingPaise: 0,
      overPaise: 0,
    });
  });

  it('a hand-over’s day runs from the day the rider joined to today: 1900, 2099 and tomorrow are refused', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', { timeZone: STORE_TIME_ZONE });
    for (const date of ['1900-01-01', '2099-12-31', tomorrow]) {
      const res = await as(admin, 'POST', '/api/cash/handovers', { riderId: farhan.userId, amountPaise: 100, date });
      expect([date, res.statusCode]).toEqual([date, 400]);
      expect(res.json()).toMatchObject({ field: 'date', message: expect.stringContaining(date) });
      expect(res.json().message).not.toMatch(/^date: /);
    }
  });

  it('a wrong hand-over is voided with a reason, never edited: it stays listed and counts for nothing, its cash is the rider’s again', async () => {
    const jaya = await riderSignedIn(t, admin, '9811100035', 'Jaya');
    const order = await placeCod(t, ravi, product());
    await assign(jaya.userId, { orderIds: [order._id] });
    await as(jaya, 'PUT', `/api/rider/orders/${order._id}/collect-cash`);
    const amountPaise = Math.round(order.totalPrice * 100);
    const wrong = (
      await as(admin, 'POST', '/api/cash/handovers', {
        riderId: jaya.userId,
        amountPaise: amountPaise * 10,
        date: today(),
      })
    ).json<CashHandover>();
    expect(wrong).toMatchObject({ isMismatch: true, voided: null });

    const blank = await as(admin, 'POST', `/api/cash/handovers/${wrong._id}/void`, { reason: '  a  ' });
    expect(blank.statusCode).toBe(400);
    const voided = await as(admin, 'POST', `/api/cash/handovers/${wrong._id}/void`, { reason: 'Typed an extra zero' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json<CashHandover>()).toMatchObject({
      amountPaise: amountPaise * 10,
      voided: { reason: 'Typed an extra zero', by: { _id: admin.userId } },
    });
    // Again: answered as it is.
    const again = await as(admin, 'POST', `/api/cash/handovers/${wrong._id}/void`, { reason: 'Another reason' });
    expect(again.json<CashHandover>().voided?.reason).toBe('Typed an extra zero');

    const day = (await as(admin, 'GET', `/api/cash?date=${today()}`)).json<CashDay>();
    const jayas = day.riders.find((row) => row.rider._id === jaya.userId)!;
    expect(jayas).toMatchObject({
      handedOverPaise: 0,
      outstandingPaise: amountPaise,
      overPaise: 0,
      hasMismatch: false,
    });
    expect(jayas.handovers).toHaveLength(1);
    const history = await timeline(order._id);
    expect(history.map((event) => event.kind).slice(-2)).toEqual(['handed_over', 'handover_voided']);
    expect(history.at(-1)).toMatchObject({ reason: 'Typed an extra zero', amountPaise });

    // The right amount is recorded afresh and matches.
    const right = await as(admin, 'POST', '/api/cash/handovers', { riderId: jaya.userId, amountPaise, date: today() });
    expect(right.json<CashHandover>()).toMatchObject({ expectedPaise: amountPaise, isMismatch: false });
    expect((await as(jaya, 'POST', `/api/cash/handovers/${wrong._id}/void`, { reason: 'mine' })).statusCode).toBe(403);
    expect(
      (await as(admin, 'POST', '/api/cash/handovers/0123456789abcdef01234567/void', { reason: 'No such one' }))
        .statusCode,
    ).toBe(404);
  });

  it('reports break sales down per rider, and the CSV names the rider and how delivery was confirmed', async () => {
    // One order the admin delivers without a code (the others here were delivered by Farhan with one).
    const byAdmin = await placeCod(t, meena, product());
    await as(admin, 'PUT', `/api/orders/${byAdmin._id}/deliver`);
    const report = (await as(admin, 'GET', `/api/reports/sales?from=${today()}&to=${today()}`)).json<SalesReport>();
    const farhans = report.byRider?.find((row) => row.rider._id === farhan.userId);
    expect(farhans).toMatchObject({ rider: { name: 'Farhan' }, orders: 2, delivered: 1, deliveredWithCode: 1 });
    expect(farhans!.cashCollected).toBeGreaterThan(0);
    const csv = (await as(admin, 'GET', `/api/reports/orders.csv?from=${today()}&to=${today()}`)).body;
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.endsWith('Rider,Handoff')).toBe(true);
    expect(lines.some((line) => line.endsWith(',Farhan,Code'))).toBe(true);
    expect(lines.some((line) => line.endsWith(',Admin override'))).toBe(true);
  });
});

describe('the timeline', () => {
  it('records a cancel with its reason, and a PhonePe-free payment by the admin; the table is append-only', async () => {
    const order = await placeCod(t, ravi, product());
    await as(admin, 'PUT', `/api/orders/${order._id}/pay`, { method: 'UPI' });
    await as(admin, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'Out of delivery range today' });
    const events = await timeline(order._id);
    expect(events.map((event) => event.kind)).toEqual(['placed', 'paid', 'cancelled']);
    expect(events[1]).toMatchObject({ paidWith: 'UPI', actor: { _id: admin.userId } });
    expect(events[2]).toMatchObject({ reason: 'Out of delivery range today', actor: { _id: admin.userId } });
    await expect(
      t.database.db.query('UPDATE order_events SET kind = kind WHERE order_id = $1', [order._id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.db.query('DELETE FROM order_events WHERE order_id = $1', [order._id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('a phone order is placed by the admin who took it, on its timeline', async () => {
    const res = await as(
      admin,
      'POST',
      `/api/users/${asha.userId}/orders`,
      orderBody(asha, [{ product: product()._id, qty: 1 }]),
    );
    expect(res.statusCode).toBe(201);
    // The admin's answer carries no code; the customer's own read does.
    const order = res.json<Order>();
    expect(order).not.toHaveProperty('handoffCode');
    expect((await as(asha, 'GET', `/api/orders/${order._id}`)).json<Order>().handoffCode).toMatch(/^[0-9]{4}$/);
    expect(await timeline(order._id)).toEqual([
      expect.objectContaining({ kind: 'placed', actor: { _id: admin.userId, name: 'Store Admin' } }),
    ]);
  });

  it('an unknown order has no timeline (404)', async () => {
    expect((await as(admin, 'GET', '/api/orders/0123456789abcdef01234567/timeline')).statusCode).toBe(404);
  });
});
