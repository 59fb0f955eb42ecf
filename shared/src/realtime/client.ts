import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { Order, RiderOrder, UnassignedOrderChange } from '../schemas/types';

export interface ServerToClientEvents {
  orderUpdated: (order: Order) => void;
  /** To a rider's own sockets: an order of theirs as a rider reads it (assigned, cancelled, moved to another rider). */
  riderOrderUpdated: (order: RiderOrder) => void;
  /** To the store's active riders: an order joined their Unassigned list (`takeable`) or left it. */
  unassignedOrderChanged: (change: UnassignedOrderChange) => void;
}
export interface ClientToServerEvents {
  /** The admin client relays an order it changed; the server re-reads it and only trusts admins. */
  orderUpdated: (order: Pick<Order, '_id'>) => void;
}
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The spec's socket timings (§9), in milliseconds. */
export const REALTIME_CLIENT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

/** The spec's client settings (§9): reconnect 1 s growing to 5 s, 20 s connect timeout. */
export function realtimeOptions(token?: string): Partial<ManagerOptions & SocketOptions> {
  return {
    reconnection: true,
    reconnectionDelay: REALTIME_CLIENT.reconnectionDelay,
    reconnectionDelayMax: REALTIME_CLIENT.reconnectionDelayMax,
    timeout: REALTIME_CLIENT.timeout,
    withCredentials: true,
    // WebSocket only: a socket then stays on the API instance it reached, so several instances
    // behind a proxy need no sticky sessions (the Redis adapter carries events between them).
    transports: ['websocket'],
    auth: token ? { token } : {},
  };
}

/**
 * Opens a socket to the API host. socket.io-client is loaded on first use so that pages
 * without live data (the home page) never download it.
 */
export async function createRealtimeClient(host: string, token?: string): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  return io(host, realtimeOptions(token)) as RealtimeSocket;
}
