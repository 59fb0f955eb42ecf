import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../auth/sessions';
import { refused } from '../lib/httpErrors';

/** The generated OpenAPI 3.1 document and the browsable reference built from it. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** Every tag a route may carry, in the reference's order (a test fails on a tag not listed here). */
export const API_TAGS = [
  { name: 'Session', description: 'A browser’s session, signing in with a one-time code, signing out.' },
  { name: 'Account', description: 'The signed-in user’s own profile and khata.' },
  { name: 'Locations', description: 'The localities and societies the store delivers to.' },
  {
    name: 'Catalogue',
    description: 'Products, categories, the words search understands, the catalogue file and pictures.',
  },
  { name: 'Store', description: 'Whether the store is taking orders; pausing it.' },
  { name: 'Orders', description: 'A customer placing, paying for and following their own orders.' },
  {
    name: 'Order desk',
    description: 'The admin’s orders: the list, the dashboard, stages, riders, cancelling, refunds, the timeline.',
  },
  { name: 'Customers', description: 'The admin’s customers: adding them, phone orders, their khata and dues.' },
  {
    name: 'Bills',
    description: 'An order’s bill, tax invoice or credit note (JSON and PDF), and the store’s tax details.',
  },
  { name: 'Reports', description: 'Sales over a range of store days, and the orders as a spreadsheet.' },
  { name: 'Delivery team', description: 'The admin’s riders and the cash they hand over.' },
  { name: 'Rider', description: 'The rider’s app: their run, taking orders, delivering with the code, cash.' },
  {
    name: 'Callbacks',
    description:
      'Called by others, not by the storefront: the payment provider, MSG91’s delivery reports, browsers’ CSP reports.',
  },
  { name: 'SEO', description: 'Sitemaps, read by the storefront server.' },
  { name: 'Operations', description: 'Health, for the proxy and the orchestrator.' },
  { name: 'Development', description: 'Only when NODE_ENV is development or test; never in production.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** Either proves who is calling: the token sign-in answers, or the session cookie it sets. */
const SIGNED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

type Caller = 'admin' | 'rider' | 'user' | 'anyone';

/** The "who may call it" line each operation's description starts with. */
export const WHO_MAY_CALL: Record<Caller, string> = {
  admin: 'Admin only.',
  rider: 'Riders only: an active rider of the store’s delivery team.',
  user: 'Signed in: any user.',
  anyone: 'No sign-in needed.',
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COOKIE_REFUSAL =
  'a write signed in by the session cookie came from another site or without the `X-Kirana-Client: web` header';

const hookHas = (hook: unknown, check: unknown): boolean =>
  Array.isArray(hook) ? hook.includes(check) : hook === check;

/** Who may call a route, read from the guard it is registered with (api/src/plugins/auth.ts). */
export function callerOf(app: FastifyInstance, route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): Caller {
  if (hookHas(route.onRequest, app.requireAdmin)) return 'admin';
  if (hookHas(route.onRequest, app.requireRider)) return 'rider';
  if (hookHas(route.onRequest, app.requireUser) || hookHas(route.preHandler, app.requireUser)) return 'user';
  return 'anyone';
}

/**
 * What the reference says of a route beyond its own schema (its summary, tags, request and response
 * schemas and the refusals it declares): who may call it, from its guard, as security and as the first
 * line of its description, and the refusals every such route can give: 400 for input its schema
 * refuses, 401 and 403 from the guard. A route's own response for a status wins.
 */
function documented(app: FastifyInstance, route: RouteOptions, schema: FastifySchema | undefined): FastifySchema {
  const caller = callerOf(app, route);
  const methods = [route.method].flat();
  const own = (schema?.response ?? {}) as Record<string, unknown>;
  const automatic: Record<string, unknown> = {};
  if (schema?.body || schema?.querystring || schema?.params || schema?.headers)
    automatic[400] = refused('The request is not valid: `message` names the field and what is wrong with it.');
  if (caller !== 'anyone') automatic[401] = refused('Not signed in, or the session has ended.');
  if (caller === 'admin') automatic[403] = refused(`Signed in, but not as the store admin; or ${COOKIE_REFUSAL}.`);
  if (caller === 'rider')
    automatic[403] = refused(
      `Not an active rider of the delivery team (customers and the admin alike); or ${COOKIE_REFUSAL}.`,
    );
  if (caller === 'user' && methods.some((method) => UNSAFE_METHODS.has(method)))
    automatic[403] = refused(`Refused: ${COOKIE_REFUSAL}.`);
  // A success without its own description reads as its status ("Created"), not @fastify/swagger's "Default Response".
  const described = Object.fromEntries(
    Object.entries(own).map(([status, answer]) => [
      status,
      (answer as { description?: string }).description
        ? answer
        : { ...(answer as object), description: STATUS_CODES[Number(status)] ?? status },
    ]),
  );
  return {
    ...schema,
    description: [WHO_MAY_CALL[caller], schema?.description].filter(Boolean).join('\n\n'),
    security: caller === 'anyone' ? [] : SIGNED_IN,
    response: { ...automatic, ...described },
  };
}

/**
 * The OpenAPI 3.1 document of every route, made from the routes' own TypeBox schemas by
 * `@fastify/swagger` (registered before the routes, so it sees each one), served as JSON at
 * `/api/openapi.json` and browsable at `/api/docs` (Swagger UI, its files from node_modules: no CDN).
 * On when `config.apiDocs` is (development and test by default; `API_DOCS=on` in production).
 */
const openapi: FastifyPluginAsync = async (app) => {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kirana Now API',
        version: '0.1.0',
        description:
          'The grocery store’s API: catalogue, sign-in, orders, payments, the admin’s desk and the riders’ app. ' +
          'Errors are `{ message, sentence?, field? }` with a status that means something. Conventions ' +
          '(money, store days, idempotency keys, caching) are in docs/api.md. This document as JSON: ' +
          `\`${OPENAPI_JSON_PATH}\`.`,
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token `POST /api/otp/verify` answers, as `Authorization: Bearer <token>`.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie `POST /api/otp/verify` sets. A write it signs in must come from an allowed ' +
              '`Origin` with `X-Kirana-Client: web`.',
          },
        },
      },
      tags: API_TAGS.map((tag) => ({ ...tag })),
    },
    transform: ({ schema, url, route }) => ({ schema: documented(app, route, schema), url }),
  });

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // Its own files only: no inline script, no CDN, nothing fetched from elsewhere (the machine may be offline).
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      `font-src 'self' data:; connect-src 'self' ${app.config.publicUrl}; object-src 'none'; base-uri 'none'; ` +
      "form-action 'none'; frame-ancestors 'none'",
    theme: { title: 'Kirana Now API' },
    // BaseLayout: no top bar (Swagger UI's box for loading other documents, and the fastify logo).
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
  });
};

export default fp(openapi, { name: 'openapi', dependencies: ['auth'] });
