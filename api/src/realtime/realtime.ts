import { randomBytes } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isObjectId, type Order, type RiderOrder, type UnassignedOrderChange } from '@kirana/shared/domain';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from '../auth/sessions';

/** What a published order must carry: its id and its owner's id (the rest goes to clients as is). */
export type PublishableOrder = Pick<Order, '_id'> & { user: Pick<Order['user'], '_id'> } & Pick<Order, 'handoffCode'>;

export interface Realtime {
  /**
   * Sends the whole order as `orderUpdated` to its owner and to admins — nobody else. Its handoff
   * code, when it carries one, goes to the owner only.
   */
  publishOrder(order: PublishableOrder): void;
  /**
   * Sends an order as a rider reads it (`riderOrderUpdated`) to that rider's sockets only: a new
   * assignment, a cancellation, or an order taken from them (then `riderId` is someone else's).
   * Callers pass it as that rider reads it (`findRiderOrder` with them as the viewer); an order that
   * is not theirs goes out without the customer's name and phone whatever it carries (R63).
   */
  publishRiderOrder(riderId: string, order: RiderOrder): void;
  /**
   * Tells the store's active riders (`unassignedOrderChanged`) that an order joined or left their
   * Unassigned list: its id and whether it is takeable, nothing else.
   */
  publishUnassignedOrder(change: UnassignedOrderChange): void;
  /** How orders are read back when an admin client relays one (wired by the orders module). */
  setOrderLoader(load: (orderId: string) => Promise<PublishableOrder | null>): void;
  io: Server;
  /**
   * Graceful shutdown: drops every socket's connection on this instance. Clients see the
   * transport close and reconnect (through the proxy, to an instance that is up). A deliberate
   * server disconnect would instead tell socket.io clients not to come back.
   */
  disconnectAll(): void;
  close(): Promise<void>;
}

interface ClientToServer {
  orderUpdated: (payload: unknown) => void;
}
interface ServerToClient {
  orderUpdated: (order: PublishableOrder) => void;
  riderOrderUpdated: (order: RiderOrder) => void;
  unassignedOrderChanged: (change: UnassignedOrderChange) => void;
}
interface SocketData {
  user: SessionUser | null;
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = 'admins';
export const riderRoom = (riderId: string) => `rider:${riderId}`;
/** The store's active riders: who hears that an order joined or left the Unassigned list. */
export const RIDERS_ROOM = 'riders';

function tokenFrom(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  const cookieHeader = socket.handshake.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookieHeader);
  const token = match?.[1];
  return token === undefined ? null : decodeURIComponent(token);
}

/** A session cookie in a handshake's headers (a browser sends it with any same-site page's socket). */
const carriesSessionCookie = (cookieHeader: string | undefined) =>
  new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(cookieHeader ?? '');

/**
 * Whether a handshake may open a socket: from a storefront origin allowed for CORS, token or cookie
 * alike. A browser always sends Origin with a WebSocket, so another site's page (sibling subdomains
 * and other ports included, whose pages the Lax cookie still reaches) is refused; a client with no
 * Origin (not a browser) is let in only without the cookie, proving itself with its token.
 */
export function handshakeAllowed(
  headers: { origin?: string | undefined; cookie?: string | undefined },
  allowedOrigins: readonly string[],
): boolean {
  if (headers.origin !== undefined) return allowedOrigins.includes(headers.origin);
  return !carriesSessionCookie(headers.cookie);
}

/**
 * socket.io on the API's own HTTP server. A socket proves who it is with the user's token
 * (handshake auth) or the session cookie; only the server puts sockets in rooms. With Redis,
 * events reach sockets connected to any instance.
 */
export async function attachRealtime(app: FastifyInstance): Promise<Realtime> {
  const { config, db } = app;
  const io = new Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>(app.server, {
    cors: { origin: config.corsOrigins, credentials: true },
    serveClient: false,
    allowRequest: (request, callback) => callback(null, handshakeAllowed(request.headers, config.corsOrigins)),
  });

  let redisClients: { close(): Promise<unknown>; destroy(): void }[] = [];
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: Error) => app.log.error({ err: error }, 'redis error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: config.redisKeyPrefix }));
    redisClients = [pub, sub];
  }

  let loadOrder: (orderId: string) => Promise<PublishableOrder | null> = async () => null;

  const publishOrder = (order: PublishableOrder) => {
    const owner = userRoom(order.user._id);
    if (order.handoffCode === undefined) {
      io.to(owner).to(ADMINS_ROOM).emit('orderUpdated', order);
      return;
    }
    const { handoffCode: _forTheOwnerOnly, ...withoutCode } = order;
    io.to(owner).emit('orderUpdated', order);
    io.to(ADMINS_ROOM).except(owner).emit('orderUpdated', withoutCode);
  };

  io.use((socket, next) => {
    const token = tokenFrom(socket);
    socket.data.user = null;
    if (!token) return next();
    findSessionUser(db, token)
      .then((user) => {
        socket.data.user = user;
        next();
      })
      .catch(() => next()); // the socket stays anonymous: connected, but no order data reaches it
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user) void socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
    if (user?.isAdmin) void socket.join(ADMINS_ROOM);
    // A rider's own room (their assignments and cancellations) and the team's (the Unassigned list).
    // The role is `rider` only while active: a deactivated rider's sockets are dropped (the role
    // change's notice below) and come back with a revoked session, in no room at all.
    if (user?.role === 'rider') void socket.join([riderRoom(user.id), RIDERS_ROOM]);

    // The spec's admin client emits `orderUpdated` after changing an order. It changes nothing:
    // the server re-reads the order and relays it only when the sender is (still) an admin.
    socket.on('orderUpdated', async (payload) => {
      const current = socket.data.user ? await findSessionUser(db, tokenFrom(socket) ?? '') : null;
      const orderId = (payload as { _id?: unknown } | null)?._id;
      if (!current?.isAdmin || !isObjectId(orderId)) return;
      const order = await loadOrder(orderId);
      if (order) publishOrder(order);
    });
  });

  // A session that ends (logout, signing in again) or a user whose role changes or who is removed:
  // every instance hears it from PostgreSQL (the sessions channel) and drops its own sockets at
  // once. A client that connects again proves itself afresh (a revoked token is let in anonymous,
  // and no order data reaches it).
  app.onSessionNotice((payload) => {
    const room = payload.startsWith('user:') ? userRoom(payload.slice('user:'.length)) : sessionRoom(payload);
    io.in(room).local.disconnectSockets(true);
  });

  return {
    io,
    publishOrder,
    publishRiderOrder(riderId, order) {
      const sent = order.riderId === riderId ? order : { ...order, customer: { name: null, phoneNumber: null } };
      io.to(riderRoom(riderId)).emit('riderOrderUpdated', sent);
    },
    publishUnassignedOrder({ _id, takeable }) {
      // Built afresh from the two fields, so nothing else an object carries can reach riders.
      io.to(RIDERS_ROOM).emit('unassignedOrderChanged', { _id, takeable });
    },
    setOrderLoader(load) {
      loadOrder = load;
    },
    disconnectAll() {
      io.engine.close();
    },
    async close() {
      io.engine.close();
      // Publishes still on their way get a moment to go out; a Redis that is away (its commands
      // would wait for it to come back) never holds the shutdown.
      await Promise.all(redisClients.map((client) => closeWithin(REDIS_CLOSE_MS, client)));
    },
  };
}

const REDIS_CLOSE_MS = 2000;

async function closeWithin(ms: number, client: { close(): Promise<unknown>; destroy(): void }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const closed = client.close().then(
    () => 'closed' as const,
    () => 'late' as const,
  );
  if ((await Promise.race([closed, late])) === 'late') client.destroy();
  clearTimeout(timer);
}

/** A prefix nobody else uses, for tests that share one Redis. */
export const uniqueRedisPrefix = () => `kirana-test-${randomBytes(4).toString('hex')}`;
