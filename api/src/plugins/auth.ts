import { sentence, type Sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_HEADER } from '@kirana/shared/contracts';
import { SessionCache } from '../auth/sessionCache';
import { revokeSession, SESSION_COOKIE, SESSIONS_CHANNEL, type SessionUser } from '../auth/sessions';
import { forbidden, unauthorized } from '../lib/httpErrors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (a session looked up at most SESSION_CACHE_MS ago). */
    user: SessionUser | null;
    /** How the user proved who they are; cookie-authenticated writes get the CSRF check. */
    authVia: 'bearer' | 'cookie' | null;
    /** Why a session cookie sent with this write was not believed (another site, no client header). */
    cookieRefusal: Sentence | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a signed-in user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest (never later): 401 without a user, 403 for anyone but an admin, before the body
     * or query is read or validated, so a stranger learns nothing about an admin route's fields.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route guarded by `requireAdmin`, as registered: the admin-access test walks them all. */
    adminRoutes: readonly AdminRoute[];
    /**
     * onRequest (never later): 401 without a user, 403 for anyone but an active rider (customers
     * and admins alike), before the body or query is read.
     */
    requireRider: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route guarded by `requireRider`, as registered: the role matrix test walks them all. */
    riderRoutes: readonly AdminRoute[];
    /** Ends a session: its token stops working here at once and on every instance within a moment. */
    revokeSession: (sessionId: string) => Promise<void>;
    /** Sessions looked up recently (api/src/auth/sessionCache.ts). */
    sessionCache: SessionCache;
    /**
     * Calls `listener` whenever a session ends or a user's role changes, on this instance or any
     * other (the sessions channel's payload: a session id, or `user:<id>`). The realtime server
     * drops the sockets of what it hears.
     */
    onSessionNotice: (listener: (payload: string) => void) => void;
  }
}

export interface AdminRoute {
  method: string;
  url: string;
}

/** Hooks that run after the body or query has been parsed or validated: too late for the admin check. */
const LATE_HOOKS = ['preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend'] as const;

const hookHas = (hook: unknown, check: unknown): boolean =>
  Array.isArray(hook) ? hook.includes(check) : hook === check;

/** A route of the delivery team's, called by anyone else (a customer, or the admin). */
export const ONLY_RIDERS = sentence('Only a rider of the store’s delivery team can do that.');

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Why a cookie-carrying write must not act as the cookie's user, or null when it may. */
function crossSiteWrite(request: FastifyRequest, allowedOrigins: readonly string[]): Sentence | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin && !allowedOrigins.includes(origin))
    return sentence('This request came from another site and was refused.');
  if (request.headers[CLIENT_HEADER.name.toLowerCase()] !== CLIENT_HEADER.value)
    return sentence('This request is missing the storefront’s client header and was refused.');
  return null;
}

/**
 * Who is calling: a bearer token wins over the cookie. A state-changing call authenticated by
 * the cookie must come from an allowed origin and carry the client header, which a cross-site
 * form or script cannot send without a CORS preflight we refuse. Such a write is not signed in:
 * routes that need a user refuse it (403 with the reason), routes anyone may call (the payment provider's
 * simulator's own pay page posting its form) go on as for a visitor.
 */
const auth: FastifyPluginAsync = async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('cookieRefusal', null);

  const sessions = new SessionCache();
  const noticeListeners: ((payload: string) => void)[] = [];
  const notice = (payload: string) => {
    for (const listener of noticeListeners) listener(payload);
  };
  const unlisten = await app.db.listen(
    SESSIONS_CHANNEL,
    (payload) => {
      sessions.heard(payload);
      notice(payload);
    },
    () => sessions.forgetAll(),
  );
  app.addHook('onClose', async () => {
    await unlisten();
  });
  app.decorate('sessionCache', sessions);
  app.decorate('onSessionNotice', (listener: (payload: string) => void) => void noticeListeners.push(listener));
  app.decorate('revokeSession', async (sessionId: string) => {
    sessions.forgetSession(sessionId);
    await revokeSession(app.db, sessionId);
    // This instance acts before the answer leaves; the others when the NOTIFY reaches them.
    notice(sessionId);
  });

  app.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    if (!bearer) {
      request.cookieRefusal = crossSiteWrite(request, app.config.corsOrigins);
      if (request.cookieRefusal) return;
    }
    const user = await sessions.find(app.db, token);
    if (!user) return;
    request.user = user;
    request.authVia = bearer ? 'bearer' : 'cookie';
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.cookieRefusal) throw forbidden(request.cookieRefusal);
    if (!request.user) throw unauthorized();
  });
  const requireAdmin = async (request: FastifyRequest) => {
    if (request.cookieRefusal) throw forbidden(request.cookieRefusal);
    if (!request.user) throw unauthorized();
    if (!request.user.isAdmin) throw forbidden();
  };
  app.decorate('requireAdmin', requireAdmin);
  const requireRider = async (request: FastifyRequest) => {
    if (request.cookieRefusal) throw forbidden(request.cookieRefusal);
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'rider') throw forbidden(ONLY_RIDERS);
  };
  app.decorate('requireRider', requireRider);

  // The registry of admin routes, filled as routes are added. A guard placed in a later hook
  // would let validation answer a stranger first (400 naming the fields), so it stops the start.
  const adminRoutes: AdminRoute[] = [];
  const riderRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  app.decorate('riderRoutes', riderRoutes);
  const guards = [
    { name: 'requireAdmin', guard: requireAdmin, registry: adminRoutes },
    { name: 'requireRider', guard: requireRider, registry: riderRoutes },
  ];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const { name, guard, registry } of guards) {
      const late = LATE_HOOKS.find((hook) => hookHas(route[hook], guard));
      if (late) throw new Error(`${String(route.method)} ${route.url}: ${name} belongs in onRequest, not ${late}`);
      if (!hookHas(route.onRequest, guard)) continue;
      for (const method of [route.method].flat()) registry.push({ method, url: route.url });
    }
  });
};

export default fp(auth, { name: 'auth', dependencies: ['@fastify/cookie'] });

/**
 * The signed-in user of a route guarded by `requireUser`, `requireAdmin` or `requireRider` (which answered 401
 * already if there was none): the route reads it typed as present. Unguarded, it answers 401 too.
 */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
