import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storeDay } from '@kirana/shared/domain';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { API_DOCS_PATH, API_TAGS, OPENAPI_JSON_PATH, WHO_MAY_CALL } from '../plugins/openapi';
import { placeCod, riderSignedIn } from '../../test/riders';
import { type Route, routesOf } from '../../test/routeTree';
import { productsInStock, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * The OpenAPI 3.1 document made from the routes' own schemas (api/src/plugins/openapi.ts): valid, with
 * every route Fastify has, each saying what it does, who may call it, what it takes, what it answers
 * and how it refuses; the answers routes give match it; and the browsable reference works offline.
 */

interface Schema {
  [keyword: string]: unknown;
}
interface Response {
  description: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
}

/** The reference's own routes: the document and the Swagger UI page, its files and its JSON and YAML copies. */
const isReferenceRoute = (url: string) => url === OPENAPI_JSON_PATH || url.startsWith(API_DOCS_PATH);
/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const name = (route: Route) => `${route.method} ${route.url}`;
const SIGNED_IN = [{ bearerAuth: [] }, { sessionCookie: [] }];
/** Answers with no body: documented by their status alone. */
const BODYLESS = new Set(['204', '303', '304']);

let t: TestApp;
let doc: Document;
let routes: Route[];
let admin: SignedIn;
let customer: Shopper;
let rider: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_PHONES: '9000000091' });
  const res = await t.app.inject(OPENAPI_JSON_PATH);
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((route) => !isReferenceRoute(route.url));
  admin = await signInAs(t.database.db, '9000000091', { isAdmin: true });
  customer = await shopperWithAddress(t, '9876500091');
  rider = await riderSignedIn(t, admin, '9811100091', 'Rider Docs');
});
afterAll(() => t.close());

const operationOf = (route: Route): Operation | undefined =>
  doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator against the specification’s schema)', () => {
    expect(doc.openapi).toBe('3.1.0');
    const dir = mkdtempSync(path.join(tmpdir(), 'kirana-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      // The validator is an ES module, which jest on Node 20 cannot load: its own command line runs it in Node.
      const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      let output: string;
      try {
        output = execFileSync(process.execPath, [cli, file], { encoding: 'utf8' });
      } catch (error) {
        output = String((error as { stdout?: unknown }).stdout);
      }
      expect(JSON.parse(output)).toEqual({ valid: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has every route Fastify has (read from its route tree), and no other', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((route) => !operationOf(route)).map(name)).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(documented.sort()).toEqual(routes.map((route) => `${route.method} ${openapiPath(route.url)}`).sort());
  });

  it('gives every route a summary, declared tags, who may call it, and a documented success', () => {
    const declared = new Set<string>(API_TAGS.map((tag) => tag.name));
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      const problem = (what: string) => problems.push(`${name(route)}: ${what}`);
      if (!operation.summary?.trim()) problem('no summary');
      if (!operation.tags?.length) problem('no tags');
      for (const tag of operation.tags ?? []) if (!declared.has(tag)) problem(`tag "${tag}" is not in API_TAGS`);
      if (!Object.values(WHO_MAY_CALL).some((who) => operation.description?.startsWith(who)))
        problem('its description does not start by saying who may call it');
      if (!Array.isArray(operation.security)) problem('no security');
      // A success (2xx, or the redirect of a route that only redirects) with its schema, or one that has no body.
      const successes = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      if (!successes.some(([status, answer]) => BODYLESS.has(status) || answer.content))
        problem('no documented success answer');
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!answer.description || answer.description === 'Default Response') problem(`${status} has no description`);
        if (!/^4/.test(status)) continue;
        const error = answer.content?.['application/json']?.schema;
        if (!(error?.properties as Schema | undefined)?.message) problem(`${status} is not the shared error body`);
      }
    }
    expect(problems).toEqual([]);
    const used = new Set(
      Object.values(doc.paths)
        .flatMap((operations) => Object.values(operations))
        .flatMap((o) => o.tags ?? []),
    );
    expect([...declared].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('says who may call each route, from the guard it is registered with', () => {
    const guarded = (list: readonly { method: string; url: string }[]) =>
      list.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    const admins = new Set(guarded(t.app.adminRoutes));
    const riders = new Set(guarded(t.app.riderRoutes));
    expect(admins.size).toBeGreaterThan(40);
    expect(riders.size).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route)!;
      const statuses = Object.keys(operation.responses);
      const expected = admins.has(name(route))
        ? WHO_MAY_CALL.admin
        : riders.has(name(route))
          ? WHO_MAY_CALL.rider
          : null;
      if (expected) {
        if (!operation.description?.startsWith(expected)) problems.push(`${name(route)} does not say "${expected}"`);
        if (JSON.stringify(operation.security) !== JSON.stringify(SIGNED_IN)) problems.push(`${name(route)}: security`);
        if (!statuses.includes('401') || !statuses.includes('403')) problems.push(`${name(route)}: no 401 and 403`);
      }
    }
    expect(problems).toEqual([]);
    const orderPage = doc.paths['/api/orders/{id}']!.get!;
    expect(orderPage.description).toMatch(/^Signed in: any user\./);
    expect(orderPage.security).toEqual(SIGNED_IN);
    expect(Object.keys(orderPage.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
    const catalogue = doc.paths['/api/products']!.get!;
    expect(catalogue.description).toMatch(/^No sign-in needed\./);
    expect(catalogue.security).toEqual([]);
  });

  it('documents request bodies, parameters and the Idempotency-Key from the routes’ schemas', () => {
    const place = doc.paths['/api/orders']!.post! as Operation & { requestBody?: { content: Record<string, unknown> } };
    expect(place.requestBody?.content['application/json']).toBeDefined();
    expect(place.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(Object.keys(place.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '409', '422']));
    const cancel = doc.paths['/api/orders/{id}/cancel']!.put!;
    // A cancel records money (a refund), so it takes an Idempotency-Key too (R77).
    expect(cancel.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    ]);
    expect(Object.keys(cancel.responses)).toEqual(expect.arrayContaining(['200', '409', '422']));
    expect(doc.paths['/api/reports/orders.csv']!.get!.responses['200']!.content).toHaveProperty(['text/csv']);
  });
});

describe('answers match the document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  /** The JSON schema the document gives for this operation's answer with this status. */
  function documentedSchema(operation: Operation, status: number): Schema | undefined {
    return operation.responses[String(status)]?.content?.['application/json']?.schema;
  }

  it('every GET route answers what its schema says, as each caller sees it (cached catalogue answers included)', async () => {
    const product = (await productsInStock(t, 3))[0]!;
    const order = await placeCod(t, customer, product);
    const today = storeDay();
    /** The values a GET's path and required query take here. */
    const values: Record<string, string> = {
      id: order._id,
      localityId: customer.address.locality,
      file: 'pages.xml',
      date: today,
      from: today,
      to: today,
      month: today.slice(0, 7),
      phoneNumber: '9876500091',
    };
    /** The id a GET's path takes: the product, society or customer it names, or else the order. */
    const idFor = (url: string) =>
      url.startsWith('/api/products/')
        ? product._id
        : url.startsWith('/api/society/')
          ? customer.address.society
          : url.startsWith('/api/users/')
            ? customer.userId
            : order._id;
    // Routes a GET cannot answer 200 here, each for a reason.
    const skipped: Record<string, string> = {
      // A payment that exists only once PhonePe has been asked (phonepe tests cover it).
      'GET /api/orders//verify-payment': 'needs a PhonePe payment',
      'GET /api/orders/verify-payment': 'needs a PhonePe payment',
      'GET /dev/phonepe/checkout/v2/order/:id/status': 'PhonePe’s own API',
      'GET /dev/phonepe/payments/v2/refund/:id/status': 'PhonePe’s own API',
      'GET /dev/phonepe/checkout/:id': 'PhonePe’s own page',
      // The console SMS provider has sent nothing to this phone.
      'GET /api/dev/otp-outbox': 'no code sent',
    };
    const problems: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r.method === 'GET' && !skipped[name(r)])) {
      const operation = operationOf(route)!;
      const who = admin.headers;
      const headers = operation.description?.startsWith(WHO_MAY_CALL.rider)
        ? rider.headers
        : operation.description?.startsWith(WHO_MAY_CALL.user)
          ? customer.headers
          : operation.description?.startsWith(WHO_MAY_CALL.admin)
            ? who
            : {};
      const url = route.url.replace(/:([A-Za-z]+)/g, (_all, param: string) =>
        param === 'id' ? idFor(route.url) : values[param]!,
      );
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => `${parameter.name}=${encodeURIComponent(values[parameter.name] ?? '')}`)
        .join('&');
      const res = await t.app.inject({ method: 'GET', url: query ? `${url}?${query}` : url, headers });
      if (res.statusCode < 200 || res.statusCode >= 300) {
        problems.push(`${name(route)} answered ${res.statusCode}: ${res.body.slice(0, 120)}`);
        continue;
      }
      const schema = documentedSchema(operation, res.statusCode);
      if (!schema) {
        if (!operation.responses[String(res.statusCode)]?.content)
          problems.push(`${name(route)}: ${res.statusCode} undocumented`);
        continue;
      }
      const validate = ajv.compile(schema);
      if (!validate(res.json())) problems.push(`${name(route)}: ${ajv.errorsText(validate.errors)}`);
      checked += 1;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('a documented refusal keeps the whole error body (the sentence, the field)', async () => {
    const missing = await t.app.inject('/api/society/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Society not found', sentence: { text: 'Society not found' } });
    const refusedBody = await t.app.inject({
      method: 'PUT',
      url: '/api/orders/0123456789abcdef01234567/cancel',
      headers: admin.headers,
      payload: { reason: 'x' },
    });
    expect(refusedBody.statusCode).toBe(400);
    expect(refusedBody.json()).toMatchObject({ field: 'reason', sentence: expect.any(Object) });
    const validate = new Ajv2020({ strict: false }).compile(
      documentedSchema(doc.paths['/api/society/{id}']!.get!, 404)!,
    );
    expect(validate(missing.json())).toBe(true);
  });
});

describe('the browsable reference', () => {
  it('is served at /api/docs from the API’s own files, under a policy that loads nothing from elsewhere', async () => {
    const page = await t.app.inject(`${API_DOCS_PATH}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).not.toMatch(/https?:\/\/(?!api\.test)/);
    // Every file the page loads is this API's own, and answers.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const res = await t.app.inject(new URL(asset, `http://api.test${API_DOCS_PATH}/`).pathname);
      expect([asset, res.statusCode]).toEqual([asset, 200]);
    }
    const start = await t.app.inject(`${API_DOCS_PATH}/static/swagger-initializer.js`);
    // The document from this API, and no online validator.
    expect(start.body).toMatch(/url: resolveUrl\('\.\/json'\)/);
    expect(start.body).toMatch(/validatorUrl: null/);
    expect((await t.app.inject(API_DOCS_PATH)).statusCode).toBe(200);
  });

  it('is not served when API_DOCS is off (production’s default)', async () => {
    const off = await buildTestApp({ API_DOCS: 'off', SEED: 'false' });
    try {
      expect((await off.app.inject(OPENAPI_JSON_PATH)).statusCode).toBe(404);
      expect((await off.app.inject(`${API_DOCS_PATH}/`)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
