import { newObjectId } from '../db/ids';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { signInAs, type SignedIn } from '../../test/signIn';
import { disconnectAll, listen, listenerFor, settle, twoInstancesSharingRedis, type TwoInstances } from '../../test/sockets';
import type { PublishableOrder } from './realtime';

afterEach(disconnectAll);

const socketFor = (url: string, who?: SignedIn) => listenerFor<PublishableOrder>(url, who);
const orderOf = (owner: SignedIn): PublishableOrder => ({ _id: newObjectId(), user: { _id: owner.userId } });

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
    t.app.realtime.publishOrder(ashaOrder);
    t.app.realtime.publishOrder(raviOrder);
    await settle();
    expect(a.received.map((o) => o._id)).toEqual([ashaOrder._id]);
    expect(r.received.map((o) => o._id)).toEqual([raviOrder._id]);
    expect(boss.received.map((o) => o._id)).toEqual([ashaOrder._id, raviOrder._id]);
  });

  it('an unauthenticated or wrongly authenticated socket connects but receives no order data', async () => {
    const anonymous = await socketFor(url);
    const forged = await socketFor(url, { ...asha, token: 'forged-token' });
    t.app.realtime.publishOrder(orderOf(asha));
    await settle();
    expect(anonymous.received).toEqual([]);
    expect(forged.received).toEqual([]);
  });

  it("a customer emitting orderUpdated changes nothing and reaches no one; an admin's relay is re-read and sent", async () => {
    const stored = orderOf(asha);
    const loads: string[] = [];
    t.app.realtime.setOrderLoader(async (id) => {
      loads.push(id);
      return id === stored._id ? { ...stored } : null;
    });
    const a = await socketFor(url, asha);
    const r = await socketFor(url, ravi);
    const boss = await socketFor(url, admin);

    r.socket.emit('orderUpdated', { ...stored, isPaid: true, user: { _id: ravi.userId } });
    await settle();
    expect(loads).toEqual([]);
    expect([a.received, r.received, boss.received]).toEqual([[], [], []]);

    boss.socket.emit('orderUpdated', { _id: stored._id, isDelivered: true });
    await settle();
    expect(loads).toEqual([stored._id]);
    expect(a.received).toEqual([stored]);
    expect(boss.received).toEqual([stored]);
    expect(r.received).toEqual([]);
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
    pair.first.realtime.publishOrder(order);
    await settle();
    expect(a.received).toEqual([order]);
    expect(r.received).toEqual([]);
  });
});
