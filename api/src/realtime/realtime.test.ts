import type { AddressInfo } from 'node:net';
import { newObjectId } from '../db/ids';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { signInAs, type SignedIn } from '../../test/signIn';
import {
  disconnectAll,
  heardOn,
  listen,
  listenerFor,
  serverDisconnects,
  settle,
  twoInstancesSharingRedis,
  type HandshakeHeaders,
  type TwoInstances,
} from '../../test/sockets';
import { SESSION_COOKIE } from '../auth/sessions';
import type { Order, UnassignedOrderChange } from '@kirana/shared/domain';
import { handshakeAllowed, type OrderCopies } from './realtime';

/** Enough of an order for the realtime layer: its id and its owner (the rest goes out as it is). */
type PublishedOrder = Pick<Order, '_id' | 'handoffCode'> & { user: { _id: string } };

afterEach(disconnectAll);

const socketFor = (url: string, who?: SignedIn, headers?: HandshakeHeaders) =>
  listenerFor<PublishedOrder>(url, who, headers);
/** The storefront origin the test configuration allows (CORS_ORIGINS' default for PORT 3000). */
const STOREFRONT = 'http://localhost:3000';
const cookieOf = (who: SignedIn) => `${SESSION_COOKIE}=${encodeURIComponent(who.token)}`;
const orderOf = (owner: SignedIn): PublishedOrder => ({ _id: newObjectId(), user: { _id: owner.userId } });
/** The same order as its owner and as the admins read it (here the same: no code). */
const copies = (order: PublishedOrder) => ({ forOwner: order, forAdmins: order }) as unknown as OrderCopies;

/** A socket for `who` that also collects the riders' `unassignedOrderChanged`. */
async function unassignedListener(url: string, who: SignedIn) {
  const listener = await socketFor(url, who);
  return { ...listener, heard: heardOn<UnassignedOrderChange>(listener.socket, 'unassignedOrderChanged') };
}

describe('realtime on one instance', () => {
  let t: TestApp;
  let url: string;
  let asha: SignedIn;
  let ravi: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' });
    url = await listen(t.app);
    asha = await signInAs(t.database.db, '9876520001');
    ravi = await signInAs(t.database.db, '9876520002');
    admin = await signInAs(t.database.db, '9876520003', { isAdmin: true });
  });
  afterAll(() => t.close());

  it("a customer never receives another customer's order; an admin receives both", async () => {
    const a = await socketFor(url, asha);
    const r = await socketFor(url, ravi);
    const boss = await socketFor(url, admin);
    const ashaOrder = orderOf(asha);
    const raviOrder = orderOf(ravi);
    t.app.realtime.publishOrder(copies(ashaOrder));
    t.app.realtime.publishOrder(copies(raviOrder));
    await settle();
    expect(a.received.map((o) => o._id)).toEqual([ashaOrder._id]);
    expect(r.received.map((o) => o._id)).toEqual([raviOrder._id]);
    expect(boss.received.map((o) => o._id)).toEqual([ashaOrder._id, raviOrder._id]);
  });

  it('only active riders hear the Unassigned list change, and only the id and whether it is takeable', async () => {
    const rider = await signInAs(t.database.db, '9876520004', { isRider: true });
    const heard = await Promise.all([rider, asha, admin].map((who) => unassignedListener(url, who)));
    const anonymous = await unassignedListener(url, { ...asha, token: 'forged-token' });
    const change = { _id: newObjectId(), takeable: true };
    // Whatever else the caller's object holds stays on the server.
    t.app.realtime.publishUnassignedOrder({ ...change, handoffCode: '1234' } as UnassignedOrderChange);
    await settle();
    expect([...heard, anonymous].map((listener) => listener.heard)).toEqual([[change], [], [], []]);
  });

  it('an unauthenticated or wrongly authenticated socket connects but receives no order data', async () => {
    const anonymous = await socketFor(url);
    const forged = await socketFor(url, { ...asha, token: 'forged-token' });
    t.app.realtime.publishOrder(copies(orderOf(asha)));
    await settle();
    expect(anonymous.received).toEqual([]);
    expect(forged.received).toEqual([]);
  });

  it('the code goes to the owner alone; an admin who owns the order hears their own copy once', async () => {
    const a = await socketFor(url, asha);
    const r = await socketFor(url, ravi);
    const boss = await socketFor(url, admin);
    const order = orderOf(asha);
    const ownersCopy = { ...order, handoffCode: '4321' };
    // Even an admins' copy read with the code (a caller's slip) reaches the admins without it.
    t.app.realtime.publishOrder({ forOwner: ownersCopy, forAdmins: ownersCopy } as unknown as OrderCopies);
    const adminsOwn = orderOf(admin);
    t.app.realtime.publishOrder({
      forOwner: { ...adminsOwn, handoffCode: '1111' },
      forAdmins: adminsOwn,
    } as unknown as OrderCopies);
    await settle();
    expect(a.received).toEqual([ownersCopy]);
    expect(r.received).toEqual([]);
    expect(boss.received).toEqual([order, { ...adminsOwn, handoffCode: '1111' }]);
  });

  it('whatever a client emits is heard by no one and changes nothing; its socket stays connected', async () => {
    const order = orderOf(asha);
    const a = await socketFor(url, asha);
    const r = await socketFor(url, ravi);
    const boss = await socketFor(url, admin);
    // The spec's old admin client relayed `orderUpdated`; a customer might try to forge one.
    boss.socket.emit('orderUpdated', { _id: order._id });
    boss.socket.emit('orderUpdated', { ...order, isDelivered: true });
    r.socket.emit('orderUpdated', { ...order, isPaid: true, user: { _id: ravi.userId } });
    r.socket.emit('riderOrderUpdated', { _id: order._id });
    r.socket.emit('unassignedOrderChanged', { _id: order._id, takeable: true });
    await settle();
    expect([a.received, r.received, boss.received]).toEqual([[], [], []]);
    expect([a, r, boss].map((listener) => listener.socket.connected)).toEqual([true, true, true]);
    // The server still sends what it publishes to the same sockets.
    t.app.realtime.publishOrder(copies(order));
    await settle();
    expect([a.received, boss.received]).toEqual([[order], [order]]);
  });
});

describe('who may open a socket, and for how long', () => {
  let t: TestApp;
  let url: string;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' });
    url = await listen(t.app);
    admin = await signInAs(t.database.db, '9876520021', { isAdmin: true });
  });
  afterAll(() => t.close());

  it("refuses another site's page, with the admin's cookie or token, and a cookie with no Origin", async () => {
    await expect(
      socketFor(url, undefined, { origin: 'https://attacker.example', cookie: cookieOf(admin) }),
    ).rejects.toThrow();
    await expect(socketFor(url, admin, { origin: 'https://attacker.example' })).rejects.toThrow();
    // A sibling port of the storefront's host is another origin too (the Lax cookie still reaches it).
    await expect(
      socketFor(url, undefined, { origin: 'http://localhost:3999', cookie: cookieOf(admin) }),
    ).rejects.toThrow();
    await expect(socketFor(url, undefined, { cookie: cookieOf(admin) })).rejects.toThrow();
  });

  it('lets the storefront in by cookie or token, and a token client with no Origin', async () => {
    const byCookie = await socketFor(url, undefined, { origin: STOREFRONT, cookie: cookieOf(admin) });
    const byToken = await socketFor(url, admin, { origin: STOREFRONT });
    const bare = await socketFor(url, admin);
    const order = orderOf(admin);
    t.app.realtime.publishOrder(copies(order));
    await settle();
    expect([byCookie.received, byToken.received, bare.received]).toEqual([[order], [order], [order]]);
  });

  it("drops a session's sockets the moment it is revoked, and nobody else's", async () => {
    // A second session of the same admin (another device) stays connected.
    const other = await signInAs(t.database.db, '9876520021', { isAdmin: true });
    const revoked = await socketFor(url, admin, { origin: STOREFRONT });
    const revokedCookie = await socketFor(url, undefined, { origin: STOREFRONT, cookie: cookieOf(admin) });
    const kept = await socketFor(url, other, { origin: STOREFRONT });
    const logout = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: admin.headers });
    expect(logout.statusCode).toBe(200);
    await Promise.all([serverDisconnects(revoked.socket, 500), serverDisconnects(revokedCookie.socket, 500)]);
    t.app.realtime.publishOrder(copies(orderOf(admin)));
    await settle();
    expect([revoked.received, revokedCookie.received]).toEqual([[], []]);
    expect(kept.socket.connected).toBe(true);
    expect(kept.received).toHaveLength(1);
  });

  it("drops a user's sockets when their admin role is taken away", async () => {
    const demoted = await signInAs(t.database.db, '9876520022', { isAdmin: true });
    const listener = await socketFor(url, demoted, { origin: STOREFRONT });
    await t.database.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.userId]);
    await serverDisconnects(listener.socket);
  });

  it('handshakeAllowed: the rule on its own', () => {
    const allowed = [STOREFRONT];
    expect(handshakeAllowed({ origin: STOREFRONT, cookie: 'kn_session=x' }, allowed)).toBe(true);
    expect(handshakeAllowed({ origin: 'https://attacker.example' }, allowed)).toBe(false);
    expect(handshakeAllowed({ origin: 'null', cookie: 'kn_session=x' }, allowed)).toBe(false);
    expect(handshakeAllowed({ cookie: 'a=1; kn_session=x' }, allowed)).toBe(false);
    expect(handshakeAllowed({ cookie: 'other=1' }, allowed)).toBe(true);
    expect(handshakeAllowed({}, allowed)).toBe(true);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('realtime across two API instances sharing Redis', () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await twoInstancesSharingRedis();
  });
  afterAll(() => pair.close());

  it('a change published by instance 1 reaches a customer connected to instance 2, and only them', async () => {
    const secondUrl = await listen(pair.second);
    await listen(pair.first);
    const asha = await signInAs(pair.database.db, '9876520011');
    const ravi = await signInAs(pair.database.db, '9876520012');
    const a = await socketFor(secondUrl, asha);
    const r = await socketFor(secondUrl, ravi);
    const order = orderOf(asha);
    pair.first.realtime.publishOrder(copies(order));
    await settle();
    expect(a.received).toEqual([order]);
    expect(r.received).toEqual([]);
  });

  it('an order joining the Unassigned list on instance 1 reaches a rider on instance 2, and no customer', async () => {
    const secondUrl = `http://127.0.0.1:${(pair.second.server.address() as AddressInfo).port}`;
    const rider = await unassignedListener(
      secondUrl,
      await signInAs(pair.database.db, '9876520014', { isRider: true }),
    );
    const customer = await unassignedListener(secondUrl, await signInAs(pair.database.db, '9876520015'));
    const change = { _id: newObjectId(), takeable: true };
    pair.first.realtime.publishUnassignedOrder(change);
    await settle();
    expect([rider.heard, customer.heard]).toEqual([[change], []]);
  });

  it('a session revoked on instance 1 loses its socket on instance 2 at once', async () => {
    const secondUrl = `http://127.0.0.1:${(pair.second.server.address() as AddressInfo).port}`;
    const asha = await signInAs(pair.database.db, '9876520013');
    const listener = await socketFor(secondUrl, asha, { origin: STOREFRONT });
    const logout = await pair.first.inject({ method: 'POST', url: '/api/users/logout', headers: asha.headers });
    expect(logout.statusCode).toBe(200);
    await serverDisconnects(listener.socket);
  });
});
