import { useEffect, useRef } from 'react';
import { getRuntimeConfig, type SocketPayload, store } from '@kirana/shared';
import { createRealtimeClient, REALTIME_CLIENT, type RealtimeSocket } from './client';

type Order = SocketPayload<'orderUpdated'>;
type RiderOrder = SocketPayload<'riderOrderUpdated'>;
type UnassignedOrderChange = SocketPayload<'unassignedOrderChanged'>;

/**
 * What a page listens for: one callback per event of the contract (shared/src/contracts/socketEvents.ts).
 * The socket only listens; changes are announced by the server alone, after they commit.
 */
export interface OrderListener {
  onOrder?(order: Order): void;
  /** A rider's order changed (`riderOrderUpdated`, heard only by that rider's sockets). */
  onRiderOrder?(order: RiderOrder): void;
  /** An order joined or left the riders' Unassigned list (`unassignedOrderChanged`, heard only by active riders). */
  onUnassignedOrder?(change: UnassignedOrderChange): void;
  /**
   * After the socket comes back, or when the server says events may have been missed (`readAgain`):
   * refetch, because events sent meanwhile are gone.
   */
  onReconnect?(): void;
}

type SocketFactory = (host: string, token?: string) => Promise<RealtimeSocket>;

interface Connection {
  token: string | undefined;
  socket: Promise<RealtimeSocket>;
}

const listeners = new Set<OrderListener>();
let connection: Connection | null = null;
let factory: SocketFactory = createRealtimeClient;
let stopWatchingToken: (() => void) | null = null;

function currentToken(): string | undefined {
  return store.getState().auth.userInfo?.token;
}

function open(): void {
  const token = currentToken();
  const socket = factory(getRuntimeConfig().apiHost, token).then((s) => {
    let connectedBefore = false;
    const readAgain = () => {
      for (const listener of [...listeners]) listener.onReconnect?.();
    };
    s.on('connect', () => {
      if (connectedBefore) readAgain();
      connectedBefore = true;
    });
    // The server says events may have been missed while the socket stayed connected (its instance
    // lost its Redis link, or a publish was lost): the same as coming back (R39, at least once).
    s.on('readAgain', readAgain);
    // socket.io does not come back by itself after a deliberate server disconnect; we do, after a
    // moment (an instance may be shutting down, and the proxy sends us to another).
    s.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') setTimeout(() => s.connect(), REALTIME_CLIENT.reconnectionDelay);
    });
    s.on('orderUpdated', (order) => {
      for (const listener of [...listeners]) listener.onOrder?.(order);
    });
    s.on('riderOrderUpdated', (order) => {
      for (const listener of [...listeners]) listener.onRiderOrder?.(order);
    });
    s.on('unassignedOrderChanged', (change) => {
      for (const listener of [...listeners]) listener.onUnassignedOrder?.(change);
    });
    return s;
  });
  connection = { token, socket };
}

function close(): void {
  const closing = connection;
  connection = null;
  void closing?.socket.then((s) => s.disconnect());
}

/** The user changed (sign-in, logout): the socket must prove the new identity, so it is reopened. */
function watchToken(): () => void {
  let token = currentToken();
  return store.subscribe(() => {
    const next = currentToken();
    if (next === token) return;
    token = next;
    if (connection && listeners.size > 0) {
      close();
      open();
      for (const listener of [...listeners]) listener.onReconnect?.();
    }
  });
}

/** One socket per page, shared by everyone listening; closed when the last listener leaves. */
export function subscribeToOrders(listener: OrderListener): () => void {
  listeners.add(listener);
  if (!connection) open();
  stopWatchingToken ??= watchToken();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      close();
      stopWatchingToken?.();
      stopWatchingToken = null;
    }
  };
}

/** One subscription for the component's life, calling whatever callbacks it was last rendered with. */
function useListener(listener: OrderListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(
    () =>
      subscribeToOrders({
        onOrder: (order) => latest.current.onOrder?.(order),
        onRiderOrder: (order) => latest.current.onRiderOrder?.(order),
        onUnassignedOrder: (change) => latest.current.onUnassignedOrder?.(change),
        onReconnect: () => latest.current.onReconnect?.(),
      }),
    [],
  );
}

/** Calls `onOrder` for every order update this user may see, while the component is mounted. */
export function useOrderUpdates(onOrder: (order: Order) => void, onReconnect?: () => void): void {
  useListener({ onOrder, onReconnect });
}

/**
 * Calls `onRiderOrder` for every change to an order of the signed-in rider's (a new assignment, a
 * cancellation, one moved to another rider), while the component is mounted; `onReconnect` after
 * the socket comes back (what was sent meanwhile is lost: read again).
 */
export function useRiderOrderUpdates(onRiderOrder: (order: RiderOrder) => void, onReconnect?: () => void): void {
  useListener({ onRiderOrder, onReconnect });
}

/**
 * Calls `onChange` whenever an open order joins the riders' Unassigned list or leaves it (taken,
 * assigned, cancelled, delivered), while the component is mounted and the signed-in user is an
 * active rider; `onReconnect` after the socket comes back (read the list again).
 */
export function useUnassignedOrderUpdates(
  onChange: (change: UnassignedOrderChange) => void,
  onReconnect?: () => void,
): void {
  useListener({ onUnassignedOrder: onChange, onReconnect });
}

/** Tests replace the socket.io client with a fake. */
export function setRealtimeSocketFactory(next: SocketFactory | null): void {
  factory = next ?? createRealtimeClient;
}
