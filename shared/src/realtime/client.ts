import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kirana/shared';

/** A socket typed by the one contract (shared/src/contracts/socketEvents.ts): it hears, and never emits. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The socket's timings, in milliseconds. */
export const REALTIME_CLIENT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

/** The socket client's settings: reconnect 1 s growing to 5 s, 20 s connect timeout. */
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
