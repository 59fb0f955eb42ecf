import type { Order, RiderOrder, UnassignedOrderChange } from '../schemas/types';

/**
 * Every socket event, in one table (as `shared/src/bus/events.ts` is for the bus): its name, its
 * payload, and who hears it. The API's emitters (`api/src/realtime/realtime.ts`) and the browsers'
 * listeners (`shared/src/realtime/`) both import these types, so an event cannot be sent under one
 * name or shape and heard under another.
 *
 * Events go one way only, server to client, and only after the change they announce has committed.
 * Clients send nothing: the server ignores whatever a client emits and never relays it
 * (docs/decisions/0015-server-only-socket-events.md).
 */
export interface ServerToClientEvents {
  /**
   * An order changed: the whole order, exactly as the listener would read it from
   * `GET /api/orders/:id` after the commit. Its owner's copy carries the handoff code (R67) and the
   * rider's first name only; the admins' copy never carries the code.
   */
  orderUpdated: (order: Order) => void;
  /**
   * To one rider's sockets: an order of theirs as that rider reads it now (assigned, picked up,
   * delivered, cancelled, moved to another rider). The customer's name and phone only while it is
   * theirs to deliver (R63); never the handoff code.
   */
  riderOrderUpdated: (order: RiderOrder) => void;
  /** To the store's active riders: an order joined their Unassigned list (`takeable`) or left it; its id only. */
  unassignedOrderChanged: (change: UnassignedOrderChange) => void;
  /**
   * To every socket on one API instance (`io.local`): read everything again, as after a reconnect.
   * Sent when that instance's Redis link (which carries the other instances' events) is lost and
   * when it is back, and to every instance when a publish of its own was lost on the way out: events
   * sent meanwhile may never have arrived, while the socket itself stayed connected (so the
   * browser's reconnect never ran). No payload: the database is the truth, the event only says
   * "you may have missed something" (R39, at least once).
   */
  readAgain: () => void;
}

/**
 * Nothing: a client never emits. (The spec's admin client emitted `orderUpdated` for the server to
 * re-broadcast; the server is now the only source of events, and drops anything a client sends.)
 */
export type ClientToServerEvents = Record<string, never>;

export type SocketEventName = keyof ServerToClientEvents;
export type SocketPayload<E extends SocketEventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * The rooms a socket is put in at the handshake, by the server alone, from the session's user:
 * everyone signed in is in their `user:` and `session:` rooms; an admin also in `admins`; an active
 * rider also in their `rider:` room and `riders`. A client can never join a room.
 */
export const SOCKET_ROOMS = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  admins: 'admins',
  rider: (riderId: string) => `rider:${riderId}`,
  riders: 'riders',
} as const;

/**
 * Who an event is for: the order's owner, the admins, the order's rider, every active rider, or
 * `everyone` connected (signed in or not; only for an event that carries no data, `readAgain`).
 */
export type SocketAudience = 'owner' | 'admins' | 'rider' | 'riders' | 'everyone';

/** Which audiences hear each event (the server sends to their rooms and to nobody else). */
export const SOCKET_EVENTS = {
  orderUpdated: { to: ['owner', 'admins'] },
  riderOrderUpdated: { to: ['rider'] },
  unassignedOrderChanged: { to: ['riders'] },
  // Every socket, not a room: an instance that lost its Redis link cannot know whose events it
  // missed, and the event carries nothing, so an anonymous socket learns nothing from it.
  readAgain: { to: ['everyone'] },
} as const satisfies Record<SocketEventName, { to: readonly SocketAudience[] }>;

export const SOCKET_EVENT_NAMES = Object.keys(SOCKET_EVENTS) as SocketEventName[];
