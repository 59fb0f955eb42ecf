import type { Order } from '../schemas/types';
import { setCredentials, signedOut } from '../store/authSlice';
import { store } from '../store/store';
import { customer as user, fakeRealtime } from '../../testing';
import { subscribeToOrders } from './orderUpdates';

const sockets = fakeRealtime();
const flush = () => new Promise((r) => setTimeout(r, 0));
const order = { _id: '0123456789abcdef01234567', isDelivered: true } as Order;

describe('order updates over one shared socket', () => {
  it('shares one socket among listeners and closes it when the last one leaves', async () => {
    const a = jest.fn();
    const b = jest.fn();
    const offA = subscribeToOrders({ onOrder: a });
    const offB = subscribeToOrders({ onOrder: b });
    await flush();
    expect(sockets).toHaveLength(1);
    sockets[0]!.fire('orderUpdated', order);
    expect(a).toHaveBeenCalledWith(order);
    expect(b).toHaveBeenCalledWith(order);
    offA();
    offB();
    await flush();
    expect(sockets[0]!.disconnected).toBe(true);
  });

  it('asks listeners to refetch after a reconnect, not after the first connect', async () => {
    const onReconnect = jest.fn();
    const off = subscribeToOrders({ onOrder: jest.fn(), onReconnect });
    await flush();
    sockets[0]!.fire('connect');
    expect(onReconnect).not.toHaveBeenCalled();
    sockets[0]!.fire('connect');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    off();
  });

  it('reads again when the server says events may have been missed (readAgain), the socket still connected', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = subscribeToOrders({ onOrder: jest.fn(), onReconnect: first });
    const offSecond = subscribeToOrders({ onRiderOrder: jest.fn(), onReconnect: second });
    try {
      await flush();
      sockets[0]!.fire('connect');
      sockets[0]!.fire('readAgain');
      expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
      sockets[0]!.fire('readAgain');
      expect(first).toHaveBeenCalledTimes(2);
      expect(sockets[0]!.emitted).toEqual([]);
    } finally {
      offFirst();
      offSecond();
    }
  });

  it('comes back after a deliberate server disconnect, which socket.io would not do by itself', async () => {
    jest.useFakeTimers();
    const off = subscribeToOrders({ onOrder: jest.fn() });
    await jest.advanceTimersByTimeAsync(0);
    const socket = sockets[sockets.length - 1]!;
    socket.fire('disconnect', 'transport close'); // socket.io retries these itself
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connects).toBe(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(socket.connects).toBe(1);
    off();
    jest.useRealTimers();
  });

  it('reopens the socket with the new token when the user signs in or out', async () => {
    const onReconnect = jest.fn();
    const off = subscribeToOrders({ onOrder: jest.fn(), onReconnect });
    await flush();
    expect(sockets[0]!.token).toBeUndefined();
    store.dispatch(setCredentials({ ...user, token: 'tok-1' }));
    await flush();
    expect(sockets[0]!.disconnected).toBe(true);
    expect(sockets[1]!.token).toBe('tok-1');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    store.dispatch(signedOut());
    await flush();
    expect(sockets[2]!.token).toBeUndefined();
    off();
  });

  it('only listens: hearing events and reconnecting never emits anything to the server', async () => {
    const off = subscribeToOrders({ onOrder: jest.fn(), onReconnect: jest.fn() });
    await flush();
    sockets[0]!.fire('connect');
    sockets[0]!.fire('orderUpdated', order);
    sockets[0]!.fire('connect');
    expect(sockets[0]!.emitted).toEqual([]);
    off();
  });
});
