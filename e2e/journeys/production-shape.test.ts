import { readFileSync } from 'node:fs';
import { get } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { Browser } from 'playwright-core';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@kirana/shared/contracts';
import { launchBrowser } from '../support/browser';
import { startProductionShape, type AccessLogLine, type ProductionShape } from '../support/productionShape';
import { signIn } from '../support/signIn';
import { OTP_LIMITS } from '../../api/src/routes/otp/limits';
import { asSignedInUser, openCartDrawer, putInCart, saveFirstSocietyAddress } from '../support/shopping';
import { journeyBasePort } from '../support/ports';

/**
 * The production shape of docker-compose.yml on this machine: nginx (the project's templates),
 * two API instances in production mode on PostgreSQL and Redis, two storefront rendering servers,
 * static hosts per front end.
 */
const BASE = journeyBasePort(3100) + 870;
let shape: ProductionShape;

/** A GET over TLS trusting `ca` (the proxy's self-signed certificate): its status and headers. */
function headersOverTls(url: string, ca: Buffer): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });
}
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
    expect(index.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    const html = await index.text();
    const mainScript = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(mainScript).toBeDefined();
    expect((await fetch(`${shape.storefrontUrl}${mainScript}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of [
      '/remotes.json',
      '/config.json',
      '/mfe/catalog/mf-manifest.json',
      '/mfe/catalog/remoteEntry.js',
    ]) {
      const res = await fetch(`${shape.storefrontUrl}${path}`);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
    }
    expect(
      (await fetch(`${shape.storefrontUrl}/product/0123456789abcdef01234567`)).headers.get('content-type'),
    ).toMatch(/text\/html/);
    expect((await fetch(`${shape.storefrontUrl}/mfe/catalog/nope.js`)).status).toBe(404);

    const session = await fetch(`${shape.apiUrl}/`);
    expect(await session.json()).toEqual({ sessionId: expect.any(String), sessionExpiryTime: expect.any(Number) });
    // The proxy's request id follows the request into the API and back.
    const id = session.headers.get('x-request-id');
    const logged = (lines: AccessLogLine[]) => lines.some((line) => line.request_id === id && line.uri === '/');
    expect(logged(await shape.accessLogWhen(logged))).toBe(true);
  });

  it('renders public pages on both rendering servers, keeps each a few seconds at the proxy, and loses none when one stops', async () => {
    // Served as HTML with the products in it, then from the proxy's cache.
    const first = await fetch(`${shape.storefrontUrl}/?category=fruits-vegetables`);
    const html = await first.text();
    expect(html).toMatch(/<article[^>]*>/);
    expect(html).toContain('<script type="application/json" id="__KIRANA_SSR__">');
    expect((await fetch(`${shape.storefrontUrl}/?category=fruits-vegetables`)).headers.get('x-cache')).toMatch(
      /^(HIT|UPDATING)$/,
    );
    // A page served for the browser to draw is never kept.
    expect((await fetch(`${shape.storefrontUrl}/cart`)).headers.get('x-cache')).not.toBe('HIT');
    expect((await fetch(`${shape.storefrontUrl}/cart`)).headers.get('x-cache')).not.toBe('HIT');

    // A product page's link preview, through the proxy, without running any JavaScript.
    const [product] = (
      (await (await fetch(`${shape.apiUrl}/api/products?pageSize=1`)).json()) as {
        items: { _id: string; name: string }[];
      }
    ).items;
    const productHtml = await (await fetch(`${shape.storefrontUrl}/product/${product!._id}`)).text();
    expect(productHtml).toContain(`<meta property="og:url" content="${shape.storefrontUrl}/product/${product!._id}">`);

    // Both rendering servers take pages (distinct addresses, so none comes from the cache).
    const pages = (tag: string) => (lines: AccessLogLine[]) => lines.filter((l) => l.uri.startsWith(`/?search=${tag}`));
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${shape.storefrontUrl}/?search=rice${i}`)).status).toBe(200);
    const spread = pages('rice')(await shape.accessLogWhen((lines) => pages('rice')(lines).length >= 6));
    expect(new Set(spread.map((l) => l.upstream))).toEqual(
      new Set(shape.storefronts.map((port) => `127.0.0.1:${port}`)),
    );

    // One stops: every page is still served, rendered, by the other.
    await shape.stopStorefront(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${shape.storefrontUrl}/?search=dal${i}`).then(async (res) => [
          res.status,
          (await res.text()).includes('__KIRANA_SSR__'),
        ]),
      ),
    );
    expect(answers).toEqual(Array(8).fill([200, true]));
    await shape.startStorefront(0);
  });

  it('sends the security headers: the page policy from remotes.json, the common ones, and HSTS on the TLS origins only', async () => {
    for (const page of ['/', '/cart', '/orders']) {
      const res = await fetch(`${shape.storefrontUrl}${page}`);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect([page, policy]).toEqual([page, expect.stringContaining(`script-src 'self' ${shape.storefrontUrl};`)]);
      expect(policy).toContain(
        `connect-src 'self' ${shape.apiUrl} ${shape.apiUrl.replace('http', 'ws')} ${shape.storefrontUrl};`,
      );
      expect(policy).toContain("form-action 'self' https://api-preprod.phonepe.com;");
      expect(policy).toContain("frame-ancestors 'none'");
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect([page, name, res.headers.get(name)]).toEqual([page, name, value]);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const ca = readFileSync(shape.tls.certificate);
    const page = await headersOverTls(`${shape.tls.storefrontUrl}/`, ca);
    expect([page.status, page.headers['strict-transport-security'], page.headers['x-frame-options']]).toEqual([
      200,
      STRICT_TRANSPORT_SECURITY,
      'DENY',
    ]);
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    const script = await headersOverTls(`${shape.tls.storefrontUrl}/mfe/catalog/remoteEntry.js`, ca);
    expect([script.status, script.headers['strict-transport-security']]).toEqual([200, STRICT_TRANSPORT_SECURITY]);
    const catalogue = await headersOverTls(`${shape.tls.apiUrl}/api/products?pageSize=1`, ca);
    expect([
      catalogue.status,
      catalogue.headers['strict-transport-security'],
      catalogue.headers['x-content-type-options'],
    ]).toEqual([200, STRICT_TRANSPORT_SECURITY, 'nosniff']);
    expect(catalogue.headers['x-cache']).toBeDefined();
    const session = await headersOverTls(`${shape.tls.apiUrl}/`, ca);
    expect([session.headers['strict-transport-security'], session.headers['cache-control']]).toEqual([
      STRICT_TRANSPORT_SECURITY,
      'no-store',
    ]);
  });

  it('serves robots.txt and the catalogue’s sitemap at the storefront’s origin', async () => {
    const robots = await (await fetch(`${shape.storefrontUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${shape.storefrontUrl}/sitemap.xml`);
    const index = await fetch(`${shape.storefrontUrl}/sitemap.xml`);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await index.text()).toContain(`<loc>${shape.storefrontUrl}/sitemaps/products-1.xml</loc>`);
    const products = await (await fetch(`${shape.storefrontUrl}/sitemaps/products-1.xml`)).text();
    expect(products).toMatch(new RegExp(`<loc>${shape.storefrontUrl}/product/[0-9a-f]{24}</loc>`));
  });

  /** The second admin's bearer token, signed in through the proxy with the code the SMS provider was sent. */
  async function adminToken(): Promise<string> {
    const post = (path: string, body: object) =>
      fetch(`${shape.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { sessionId } = (await (await fetch(`${shape.apiUrl}/`)).json()) as { sessionId: string };
    const nextCode = await shape.sms.readCode('9000000001');
    expect((await post('/api/otp/send', { phoneNumber: '9000000001', sessionId })).status).toBe(200);
    const verified = await post('/api/otp/verify', {
      phoneNumber: '9000000001',
      otpToken: await nextCode(),
      sessionId,
    });
    return ((await verified.json()) as { token: string }).token;
  }

  it('keeps public catalogue reads a second at the proxy, revalidated by ETag, and serves an admin’s edit within that window', async () => {
    type Listed = { items: { _id: string; name: string }[] };
    const url = `${shape.apiUrl}/api/products?category=dairy&pageSize=3`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect((await fetch(url)).headers.get('x-cache')).toMatch(/^(HIT|UPDATING)$/);
    const [product] = ((await first.json()) as Listed).items;

    const token = await adminToken();
    const put = (name: string) =>
      fetch(`${shape.apiUrl}/api/products/${product!._id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    expect((await put(`${product!.name} Gold`)).status).toBe(200);
    const edited = Date.now();
    for (;;) {
      const names = ((await (await fetch(url)).json()) as Listed).items.map((p) => p.name);
      if (names.includes(`${product!.name} Gold`)) break;
      expect(Date.now() - edited).toBeLessThan(3_000); // a second at the proxy, one refresh, and either API instance
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A signed-in read goes past the proxy's copy to the API (whose own cache forgot at the write).
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).headers.get('x-cache')).toBe('BYPASS');
    // What only an admin may read is never kept.
    const hidden = () =>
      fetch(`${shape.apiUrl}/api/products?includeInactive=true&pageSize=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await hidden()).headers.get('cache-control')).toBe('private, no-store');
    expect((await hidden()).headers.get('x-cache')).not.toBe('HIT');
    expect((await put(product!.name)).status).toBe(200);
  });

  it('spreads API requests over both instances', async () => {
    for (let i = 0; i < 8; i += 1) expect((await fetch(`${shape.apiUrl}/api/localities`)).status).toBe(200);
    const localities = (lines: AccessLogLine[]) => lines.filter((l) => l.uri === '/api/localities');
    const upstreams = new Set(
      localities(await shape.accessLogWhen((lines) => localities(lines).length >= 8)).map((l) => l.upstream),
    );
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

  it('one instance stopping (SIGTERM) fails no request: it answers 503, the proxy takes the request to the other, and it exits cleanly', async () => {
    // Reads the proxy never keeps (a cached catalogue page could hide a failed one), one every 20 ms.
    const logFrom = shape.accessLog().length;
    const requests = Array.from({ length: 30 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 20)).then(() =>
        fetch(`${shape.apiUrl}/api/localities`).then((res) => res.status),
      ),
    );
    const [first] = shape.apis;
    const exitCode = await new Promise((r) => setTimeout(r, 100)).then(() => first!.stop('SIGTERM'));
    expect(await Promise.all(requests)).toEqual(Array(30).fill(200));
    // The stopping instance said 503 (no reset) and nginx asked the other instance, which answered.
    const localities = (lines: AccessLogLine[]) => lines.slice(logFrom).filter((l) => l.uri === '/api/localities');
    const served = localities(await shape.accessLogWhen((all) => localities(all).length >= 30));
    const moved = served.filter((l) => l.upstream_status.includes(','));
    expect(moved.length).toBeGreaterThan(0);
    const [second] = shape.apis.slice(1);
    expect(moved.map((l) => [l.status, l.upstream, l.upstream_status])).toEqual(
      moved.map(() => [
        200,
        `127.0.0.1:${first!.port}, 127.0.0.1:${second!.port}`,
        expect.stringMatching(/^(503|502), 200$/),
      ]),
    );
    expect(moved.some((l) => l.upstream_status === '503, 200')).toBe(true);
    expect(exitCode).toBe(0);
    expect(first!.log()).toContain('"msg":"stopped"');
    // Production logs are JSON, every request line carries its id, and no code or token is written.
    const lines = first!
      .log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { reqId?: string; req?: unknown; msg: string });
    expect(lines.filter((l) => l.req).every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(first!.log()).not.toMatch(/\b\d{6}\b.*otp|Bearer [A-Za-z0-9_-]{20,}/i);
    await shape.restartApi(0);
  });

  it('a customer orders and sees the admin deliver, then mark paid, live — each while one API instance is being stopped — and no order is lost', async () => {
    const logFrom = shape.accessLog().length;
    const customer = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await customer.goto(shape.storefrontUrl);
    await signIn(customer, shape, '9812340002', 'Kabir', (phone) => shape.sms.readCode(phone));
    await putInCart(customer, shape.apiUrl, 2);
    const drawer = await openCartDrawer(customer);
    await drawer.getByRole('button', { name: 'Add Address to Proceed' }).click();
    await saveFirstSocietyAddress(customer, 'C', '702');
    // The drawer comes back by itself once the address is saved.
    await customer
      .getByRole('dialog', { name: 'My Cart' })
      .getByRole('button', { name: /Click to Pay/ })
      .click();
    await customer.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await customer.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ }).click();
    await customer.waitForURL((url) => url.pathname.startsWith('/order/'));
    const orderId = new URL(customer.url()).pathname.split('/')[2]!;
    await customer.getByRole('heading', { name: 'Order placed' }).waitFor();

    const admin = await browser.newPage();
    await admin.goto(shape.storefrontUrl);
    await signIn(admin, shape, '9000000000', undefined, (phone) => shape.sms.readCode(phone));
    await admin.waitForURL((url) => url.pathname === '/');

    // Both browsers are served by both instances (round robin), each socket by one of them; the
    // catalogue reads nginx answered from its cache have no upstream.
    const served = new Set(
      shape
        .accessLog()
        .slice(logFrom)
        .filter((l) => l.uri.startsWith('/api/') && l.upstream)
        .map((l) => l.upstream),
    );
    expect(served).toEqual(new Set(shape.apis.map((api) => `127.0.0.1:${api.port}`)));

    // Stop instance 1 mid-journey; the admin delivers through whatever is left.
    expect(await shape.apis[0]!.stop('SIGTERM')).toBe(0);
    const delivered = await asSignedInUser<{ isDelivered: boolean }>(
      admin,
      shape.apiUrl,
      `/api/orders/${orderId}/deliver`,
      { method: 'PUT' },
    );
    expect([delivered.status, delivered.body.isDelivered]).toEqual([200, true]);
    await customer.getByText(/^Delivered at /).waitFor({ timeout: 10_000 });

    // Bring it back and stop the other: whichever instance the customer's socket was on has now
    // gone away once, so the live update below proves it reconnected.
    await shape.restartApi(0);
    expect(await shape.apis[1]!.stop('SIGTERM')).toBe(0);
    const paid = await asSignedInUser<{ isPaid: boolean }>(admin, shape.apiUrl, `/api/orders/${orderId}/pay`, {
      method: 'PUT',
      body: {},
    });
    expect([paid.status, paid.body.isPaid]).toEqual([200, true]);
    await customer.getByText('Paid', { exact: true }).first().waitFor({ timeout: 10_000 });

    // Nothing was lost or doubled, and the page never reloaded.
    expect(await shape.countRows('SELECT count(*) AS n FROM orders')).toBe(1);
    expect(new URL(customer.url()).pathname).toBe(`/order/${orderId}`);
    await shape.restartApi(1);
    await customer.close();
    await admin.close();
  });

  // Last: it spends this machine's sign-in codes for the hour, which every sign-in above counted against too.
  it('counts every code asked for through the proxy against the one client, whatever X-Forwarded-For or X-Real-IP it sends', async () => {
    const { sessionId } = (await (await fetch(`${shape.apiUrl}/`)).json()) as { sessionId: string };
    const alreadySent = await shape.countRows(
      "SELECT coalesce(sum(hits), 0) AS n FROM rate_counters WHERE key LIKE 'otp-send:ip:%'",
    );
    const left = OTP_LIMITS.sendsPerIp - alreadySent;
    expect(left).toBeGreaterThan(0);
    // A different made-up address every time, in each header a client can write.
    const spoofs = (i: number): Record<string, string>[] => [
      { 'x-forwarded-for': `198.18.${i}.1` },
      { 'x-real-ip': `198.18.${i}.2` },
      { 'x-forwarded-for': `198.18.${i}.3, 198.18.${i}.4`, 'x-real-ip': `198.18.${i}.5` },
      { 'x-forwarded-for': 'unknown' },
      {},
    ];
    const answers: number[] = [];
    for (let i = 0; i < left + 3; i += 1) {
      // A phone of its own each time, so only the per-network limit can refuse.
      const spoof = spoofs(i)[i % 5]!;
      const res = await fetch(`${shape.apiUrl}/api/otp/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...spoof },
        body: JSON.stringify({ phoneNumber: `97700${String(i).padStart(5, '0')}`, sessionId }),
      });
      answers.push(res.status);
    }
    // The limit falls exactly where it would without the headers: spoofing bought no extra code.
    expect(answers).toEqual([...Array(left).fill(200), 429, 429, 429]);
    expect(await shape.countRows("SELECT count(*) AS n FROM rate_counters WHERE key LIKE 'otp-send:ip:%'")).toBe(1);
    expect(await shape.countRows('SELECT count(DISTINCT requester_ip) AS n FROM otp_codes')).toBe(1);
  });
});
