import type { Order } from '../schemas/types';
import { applyOrderUpdate, ordersApi } from './ordersApi';
import { createAppStore } from './store';

const order = { _id: '0123456789abcdef01234567', isDelivered: false, isPaid: false } as Order;

describe('applyOrderUpdate', () => {
  it('replaces a cached order in place', async () => {
    const store = createAppStore();
    await store.dispatch(ordersApi.util.upsertQueryData('getOrder', order._id, order));
    applyOrderUpdate(store.dispatch, { ...order, isDelivered: true });
    const cached = ordersApi.endpoints.getOrder.select(order._id)(store.getState());
    expect(cached.data).toMatchObject({ _id: order._id, isDelivered: true });
  });

  it('leaves orders nobody has cached alone', () => {
    const store = createAppStore();
    applyOrderUpdate(store.dispatch, order);
    expect(ordersApi.endpoints.getOrder.select(order._id)(store.getState()).data).toBeUndefined();
  });
});
