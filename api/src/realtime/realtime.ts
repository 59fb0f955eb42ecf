import { randomBytes } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import {
  type ClientToServerEvents,
  SOCKET_ROOMS,
  type ServerToClientEvents,
  type SocketPayload,
} from '@kirana/shared/contracts';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from '../auth/sessions';

/** An order as each audience of `orderUpdated` reads it (the owner's copy and the admins'). */
export interface OrderCopies {
  forOwner: SocketPayload<'orderUpdated'>;
  forAdmins: SocketPayload<'orderUpdated'>;
}

export interface Realtime {
  /**
   * Sends `orderUpdated` to the order's owner (their copy: the handoff code, the rider's first name)
   * and to admins (theirs: never the code) — nobody else. An admin who owns the order hears their
   * owner's copy once.
   */
  publishOrder(copies: OrderCopies): void;
  /**
   * Sends an order as a rider reads it (`riderOrderUpdated`) to that rider's sockets only: a new
   * assignment, a cancellation, or an order taken from them (then `riderId` is someone else's).
   * Callers pass it as that rider reads it (`findRiderOrder` with them as the viewer); an order that
   * is not theirs goes out without the customer's name and phone whatever it carries (R63).
   */
  publishRiderOrder(riderId: string, order: SocketPayload<'riderOrderUpdated'>): void;
  /**
   * Tells the store's active riders (`unassignedOrderChanged`) that an order joined or left their
   * Unassigned list: its id and whether it is takeable, nothing else.
   */
  publishUnassignedOrder(change: SocketPayload<'unassignedOrderChanged'>): void;
  io: Server;
  /**
   * Graceful shutdown: drops every socket's connection on this instance. Clients see the
   * transport close and reconnect (through the proxy, to an instance that is up). A deliberate
   * server disconnect would instead tell socket.io clients not to come back.
   */
  disconnectAll(): void;
  close(): Promise<void>;
}

interface SocketData {
  user: SessionUser | null;
}

// The rooms and who hears which event are declared once, in shared/src/contracts/socketEvents.ts.
const userRoom = SOCKET_ROOMS.user;
const sessionRoom = SOCKET_ROOMS.session;
export const ADMINS_ROOM = SOCKET_ROOMS.admins;
export const riderRoom = SOCKET_ROOMS.rider;
/** The store's active riders: who hears that an order joined or left the Unassigned list. */
export const RIDERS_ROOM = SOCKET_ROOMS.riders;

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
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    cors: { origin: config.corsOrigins, credentials: true },
    serveClient: false,
    allowRequest: (request, callback) => callback(null, handshakeAllowed(request.headers, config.corsOrigins)),
  });

  let redisClients: { close(): Promise<unknown>; destroy(): void }[] = [];
  let redisLink: RedisLink | null = null;
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    redisLink = watchRedisLink(app.log, { pub, sub }, (everywhere) =>
      // Everywhere goes through the adapter (and to this instance's own sockets too).
      everywhere ? io.emit('readAgain') : io.local.emit('readAgain'),
    );
    await Promise.all([pub.connect(), sub.connect()]);
    redisLink.watch();
    io.adapter(createAdapter(pub, sub, { key: config.redisKeyPrefix }));
    redisClients = [pub, sub];
  }

  const publishOrder = ({ forOwner, forAdmins }: OrderCopies) => {
    const owner = userRoom(forOwner.user._id);
    // Whatever the admins' copy was read with, the code never reaches them (R67).
    const { handoffCode: _forTheOwnerOnly, ...withoutCode } = forAdmins;
    io.to(owner).emit('orderUpdated', forOwner);
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

    // No listener for client events here, deliberately: clients never emit (ClientToServerEvents is empty) and
    // the server is the only source of events, sent after commit. Whatever a client sends (an old
    // admin page still emitting `orderUpdated`) is heard by no handler and relayed to nobody; the
    // socket stays connected.
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
    disconnectAll() {
      io.engine.close();
    },
    async close() {
      // A deliberate close is no lost link: nobody is told to read again.
      redisLink?.close();
      io.engine.close();
      // Publishes still on their way get a moment to go out; a Redis that is away (its commands
      // would wait for it to come back) never holds the shutdown.
      await Promise.all(redisClients.map((client) => closeWithin(REDIS_CLOSE_MS, client)));
    },
  };
}

const REDIS_CLOSE_MS = 2000;

/** What the watch needs of a node-redis client. */
interface RedisClient {
  readonly isReady: boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready' | 'reconnecting' | 'end', listener: () => void): unknown;
}
/** The one command the adapter sends its events with. */
type Publish = (channel: string, message: string | Buffer) => Promise<number>;

interface RedisLink {
  /** From now on (both clients connected), a lost or regained link is told. */
  watch(): void;
  /** The instance is closing: its clients ending is no lost link. */
  close(): void;
}

/**
 * At least once (R39). An instance's Redis link is its two clients: the adapter publishes this
 * instance's events on `pub` and hears the other instances' on `sub`. While either is away, events
 * go missing: the others' never reach this instance's sockets, and a publish in flight when the
 * link broke is lost. The sockets themselves stay connected, so the browser's read-after-reconnect
 * never runs. Instead `tell` has this instance's sockets read again when the link is lost and again
 * when both clients are back (node-redis subscribes again before it says 'ready', so whatever is
 * published after that arrives). A publish that failed is made up for on every instance
 * (`everywhere`): the sockets that missed it are on the others. One log line per loss and per return.
 */
function watchRedisLink(
  log: FastifyBaseLogger,
  clients: { pub: RedisClient; sub: RedisClient },
  tell: (everywhere: boolean) => void,
): RedisLink {
  const away = new Set<string>();
  let watching = false;
  let closing = false;
  let publishLost = false;
  for (const [name, client] of Object.entries(clients)) {
    const lost = (error?: Error) => {
      if (!watching || closing || client.isReady || away.has(name)) return;
      away.add(name);
      if (away.size > 1) return;
      log.warn({ err: error, client: name }, 'realtime: Redis link lost; sockets told to read again');
      tell(false);
    };
    // An error while the client is ready is not the link (and must be listened to, or it throws).
    client.on('error', (error: Error) => {
      // Before the first connect (it retries by itself), and errors that leave the link up, as they are.
      if (!closing && (!watching || client.isReady)) log.error({ err: error, client: name }, 'realtime: Redis error');
      else lost(error);
    });
    client.on('reconnecting', () => lost());
    client.on('end', () => lost());
    client.on('ready', () => {
      if (!watching || closing || !away.delete(name) || away.size > 0) return;
      log.info({ everywhere: publishLost }, 'realtime: Redis link back; sockets told to read again');
      tell(publishLost);
      publishLost = false;
    });
  }
  // The adapter never awaits its publishes: a rejected one (in flight when the link broke, or
  // dropped at a close) would be an unhandled rejection, which ends the process.
  const pub = clients.pub as RedisClient & { publish: Publish };
  const publish = pub.publish.bind(pub);
  pub.publish = (channel, message) =>
    publish(channel, message).catch((error: unknown) => {
      if (closing) return 0;
      // Told once the link is back (one line however many were lost); at once if the link is up.
      if (away.size > 0 || !pub.isReady) {
        if (!publishLost) log.warn({ err: error }, 'realtime: events not published to Redis; all read again once back');
        publishLost = true;
      } else {
        log.warn({ err: error }, 'realtime: an event was not published to Redis; all sockets read again');
        tell(true);
      }
      return 0;
    });
  return {
    watch() {
      watching = true;
    },
    close() {
      closing = true;
    },
  };
}

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
