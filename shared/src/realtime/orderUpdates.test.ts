import type { Order } from '../schemas/types';
import { setCredentials, signedOut } from '../store/authSlice';
import { store } from '../store/store';
import type { RealtimeSocket } from './client';
import { relayOrderUpdated, setRealtimeSocketFactory, subscribeToOrders } from './orderUpdates';

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: [string, unknown][] = [];
  disconnected = false;
  constructor(public token: string | undefined) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const sockets: FakeSocket[] = [];
const flush = () => new Promise((r) => setTimeout(r, 0));
const order = { _id: '0123456789abcdef01234567', isDelivered: true } as Order;
const user = { _id: 'cccccccccccccccccccccccc', name: 'Asha', phoneNumber: '9876543210', isAdmin: false, userAddresses: [] };

beforeEach(() => {
  sockets.length = 0;
  setRealtimeSocketFactory(async (_host, token) => {
    const socket = new FakeSocket(token);
    sockets.push(socket);
    return socket as unknown as RealtimeSocket;
  });
});
afterEach(() => setRealtimeSocketFactory(null));

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

  it('relays only the order id', async () => {
    const off = subscribeToOrders({ onOrder: jest.fn() });
    relayOrderUpdated(order._id);
    await flush();
    expect(sockets[0]!.emitted).toEqual([['orderUpdated', { _id: order._id }]]);
    off();
  });
});
