import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startProductionShape, type ProductionShape } from '../support/productionShape';
import { signIn } from '../support/signIn';

/**
 * The production shape of docker-compose.yml on this machine: nginx (the project's templates),
 * two API instances in production mode on PostgreSQL and Redis, static hosts per front end.
 */
const BASE = (Number(process.env.E2E_BASE_PORT) || 3100) + 850;
let shape: ProductionShape;
let browser: Browser;

beforeAll(async () => {
  shape = await startProductionShape(BASE);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shape?.dispose();
});

describe('the production shape', () => {
  it('serves the storefront through the proxy with the right caching, and the API root answers the session call', async () => {
    const index = await fetch(`${shape.storefrontUrl}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const mainScript = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(mainScript).toBeDefined();
    expect((await fetch(`${shape.storefrontUrl}${mainScript}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/remotes.json', '/config.json', '/mfe/catalog/mf-manifest.json', '/mfe/catalog/remoteEntry.js']) {
      const res = await fetch(`${shape.storefrontUrl}${path}`);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
    }
    expect((await fetch(`${shape.storefrontUrl}/product/0123456789abcdef01234567`)).headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${shape.storefrontUrl}/mfe/catalog/nope.js`)).status).toBe(404);

    const session = await fetch(`${shape.apiUrl}/`);
    expect(await session.json()).toEqual({ sessionId: expect.any(String), sessionExpiryTime: expect.any(Number) });
    // The proxy's request id follows the request into the API and back.
    const id = session.headers.get('x-request-id');
    expect(shape.accessLog().some((line) => line.request_id === id && line.uri === '/')).toBe(true);
  });

  it('spreads API requests over both instances', async () => {
    for (let i = 0; i < 8; i += 1) expect((await fetch(`${shape.apiUrl}/api/localities`)).status).toBe(200);
    const upstreams = new Set(shape.accessLog().filter((l) => l.uri === '/api/localities').map((l) => l.upstream));
    expect(upstreams).toEqual(new Set(shape.apis.map((api) => `127.0.0.1:${api.port}`)));
  });

  it('signs a customer in through the proxy with a code sent by the HTTP SMS provider', async () => {
    const page = await browser.newPage();
    await page.goto(shape.storefrontUrl);
    await page.getByRole('article').first().waitFor();
    await signIn(page, shape, '9812340001', 'Meera', (phone) => shape.sms.readCode(phone));
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    // Production has no development outbox and no payment simulator.
    expect((await fetch(`${shape.apiUrl}/api/dev/otp-outbox?phoneNumber=9812340001`)).status).toBe(404);
    await page.close();
  });

  it('one instance stopping (SIGTERM) fails no request: the other takes them, and it exits cleanly', async () => {
    const requests = Array.from({ length: 20 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 25)).then(() => fetch(`${shape.apiUrl}/api/products?pageSize=5`).then((res) => res.status)),
    );
    const [first] = shape.apis;
    const exitCode = await new Promise((r) => setTimeout(r, 100)).then(() => first!.stop('SIGTERM'));
    expect(await Promise.all(requests)).toEqual(Array(20).fill(200));
    expect(exitCode).toBe(0);
    expect(first!.log()).toContain('"msg":"stopped"');
    // Production logs are JSON, every request line carries its id, and no code or token is written.
    const lines = first!.log().trim().split('\n').map((line) => JSON.parse(line) as { reqId?: string; req?: unknown; msg: string });
    expect(lines.filter((l) => l.req).every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(first!.log()).not.toMatch(/\b\d{6}\b.*otp|Bearer [A-Za-z0-9_-]{20,}/i);
  });
});
