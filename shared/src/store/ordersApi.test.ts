import { anOrder, mockApi } from '../../testing';
import type { Order } from '../schemas/types';
import { api } from './api';
import { applyOrderUpdate, liveOrderList, type OrderPage, ordersApi } from './ordersApi';
import { createAppStore } from './store';
import { TAGS } from './tags';

/** A list of orders filtered by whether they are delivered, as the admin's queue is (test-only endpoint). */
const testLists = api.injectEndpoints({
  endpoints: (build) => ({
    testOrders: build.query<OrderPage, { delivered: boolean }>({
      query: ({ delivered }) => `/api/test-orders?delivered=${delivered}`,
    }),
    testFigures: build.query<{ count: number }, void>({
      query: () => '/api/test-figures',
      providesTags: [TAGS.orderList, TAGS.orderFigures],
    }),
    unregistered: build.query<OrderPage, void>({ query: () => '/api/unregistered' }),
  }),
});
liveOrderList<{ delivered: boolean }>('testOrders', {
  holds: ({ delivered }, order, page) =>
    order.isDelivered === delivered &&
    (page.items.some((one) => one._id === order._id) || order.createdAt > (page.items[0]?.createdAt ?? '')),
});

const older = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c001' }, 60);
const newer = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c002' }, 30);
const pageOf = (...items: Order[]): OrderPage => ({ items, page: 1, pageSize: 20, total: items.length, pages: 1 });
const open = pageOf(newer, older);
const flush = () => new Promise((r) => setTimeout(r, 20));

/** A store with the open list read from a fake server, which answers `serve(…)` from then on; and the calls it made since. */
async function storeWithOpenList() {
  let server = open;
  const calls = mockApi((call) => {
    if (call.route === 'GET /api/test-orders') return { body: server };
    if (call.route === 'GET /api/test-figures') return { body: { count: calls.length } };
    return { body: pageOf() };
  });
  const store = createAppStore();
  const subscriptions = [
    store.dispatch(testLists.endpoints.testOrders.initiate({ delivered: false })),
    store.dispatch(testLists.endpoints.testFigures.initiate()),
    store.dispatch(testLists.endpoints.unregistered.initiate()),
  ];
  await Promise.all(subscriptions);
  calls.length = 0;
  const list = () => testLists.endpoints.testOrders.select({ delivered: false })(store.getState()).data;
  const serve = (page: OrderPage) => {
    server = page;
  };
  return {
    store,
    calls,
    list,
    serve,
    done: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('applyOrderUpdate: an order event patches the cache', () => {
  it('replaces a cached order page in place, and leaves orders nobody has cached alone', async () => {
    const store = createAppStore();
    mockApi(() => ({ body: {} }));
    await store.dispatch(ordersApi.util.upsertQueryData('getOrder', older._id, older));
    store.dispatch(applyOrderUpdate({ ...older, stage: 'packing', packingAt: new Date().toISOString() }));
    expect(ordersApi.endpoints.getOrder.select(older._id)(store.getState()).data).toMatchObject({
      _id: older._id,
      stage: 'packing',
    });
    store.dispatch(applyOrderUpdate(newer));
    expect(ordersApi.endpoints.getOrder.select(newer._id)(store.getState()).data).toBeUndefined();
  });

  it('patches a listed order in place on every list that holds it, reading no list again', async () => {
    const { store, calls, list, done } = await storeWithOpenList();
    const packed = { ...older, stage: 'packed' as const, packedAt: new Date().toISOString() };
    store.dispatch(applyOrderUpdate(packed));
    expect(list()?.items).toEqual([newer, packed]);
    await flush();
    // Only the figures counted from orders are read again; neither list is.
    expect(calls.map((call) => call.route)).toEqual(['GET /api/test-figures']);
    done();
  });

  it('reads a page again when the order leaves its filter (delivered, off the open list)', async () => {
    const { store, calls, list, serve, done } = await storeWithOpenList();
    serve(pageOf(newer));
    store.dispatch(applyOrderUpdate({ ...older, stage: 'delivered', isDelivered: true }));
    await flush();
    expect(calls.map((call) => call.route).sort()).toEqual(['GET /api/test-figures', 'GET /api/test-orders']);
    expect(list()?.items).toEqual([newer]);
    done();
  });

  it('reads a page again when a new order belongs on it, and ignores one that does not', async () => {
    const placed = anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c003' }, 1);
    const { store, calls, list, serve, done } = await storeWithOpenList();
    serve(pageOf(placed, newer, older));
    store.dispatch(applyOrderUpdate(anOrder({ _id: '65f1a2b3c4d5e6f7a8b9c004', isDelivered: true }, 1)));
    await flush();
    expect(calls.filter((call) => call.route === 'GET /api/test-orders')).toHaveLength(0);
    store.dispatch(applyOrderUpdate(placed));
    await flush();
    expect(calls.filter((call) => call.route === 'GET /api/test-orders')).toHaveLength(1);
    expect(list()?.items.map((one) => one._id)).toEqual([placed._id, newer._id, older._id]);
    done();
  });

  it('leaves a list nobody registered as live alone', async () => {
    const { store, calls, done } = await storeWithOpenList();
    const before = testLists.endpoints.unregistered.select()(store.getState()).data;
    store.dispatch(applyOrderUpdate(older));
    await flush();
    expect(calls.some((call) => call.route === 'GET /api/unregistered')).toBe(false);
    expect(testLists.endpoints.unregistered.select()(store.getState()).data).toBe(before);
    done();
  });
});
