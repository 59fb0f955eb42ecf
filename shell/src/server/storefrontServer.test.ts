/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '@kirana/shared/contracts';
import type { RunningServer } from './staticServer';
import { startStorefrontServer } from './storefrontServer';

describe('the storefront server’s security headers', () => {
  let server: RunningServer;
  let remotes: Record<string, string>;
  let remotesReadable = true;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kirana-headers-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>Kirana Now</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log(1)');
    remotes = {
      mfe_catalog: 'http://127.0.0.1:9/mf-manifest.json',
      mfe_admin: 'http://admin.test:3004/mf-manifest.json',
    };
    server = await startStorefrontServer({
      root,
      port: 0,
      origin: 'http://shop.test',
      documents: {
        config: async () => ({ apiHost: 'http://api.test:4000', paymentHost: 'http://api.test:4000/dev/phonepe' }),
        remotes: async () => {
          if (!remotesReadable) throw new Error('the shell static host is down');
          return remotes;
        },
      },
      budgetMs: { code: 200, data: 200 },
      log: () => undefined,
    });
  });
  afterAll(() => server.close());

  const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';

  it.each(['/account', '/orders', '/cart'])(
    'a page the browser draws (%s) carries the policy and every common header',
    async (page) => {
      const res = await fetch(`${server.url}${page}`);
      expect(res.status).toBe(200);
      expect(csp(res)).toContain("script-src 'self' http://127.0.0.1:9 http://admin.test:3004;");
      expect(csp(res)).toContain("frame-ancestors 'none'");
      expect(csp(res)).toContain("form-action 'self' http://api.test:4000;");
      expect(res.headers.get('reporting-endpoints')).toBe('csp="http://api.test:4000/api/csp-reports"');
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect([name, res.headers.get(name)]).toEqual([name, value]);
    },
  );

  it('a public page whose remote cannot render it is served for the browser with the policy too', async () => {
    const res = await fetch(`${server.url}/?search=milk`);
    expect(res.status).toBe(200);
    expect(csp(res)).toContain("object-src 'none'; base-uri 'none'");
  });

  it('takes a remote moved in remotes.json into the next page’s policy', async () => {
    remotes = { ...remotes, mfe_admin: 'https://admin-cdn.example/2.0.0/mf-manifest.json' };
    expect(csp(await fetch(`${server.url}/orders`))).toContain(
      "script-src 'self' http://127.0.0.1:9 https://admin-cdn.example;",
    );
  });

  it('serves no page without its policy: 503 while remotes.json cannot be read', async () => {
    remotesReadable = false;
    try {
      const res = await fetch(`${server.url}/account`);
      expect([res.status, csp(res)]).toEqual([503, '']);
    } finally {
      remotesReadable = true;
    }
  });

  it('sends the common headers with scripts and JSON, without a page policy', async () => {
    const res = await fetch(`${server.url}/main.0123abcd.js`);
    expect([
      res.status,
      res.headers.get('x-content-type-options'),
      res.headers.get('x-frame-options'),
      csp(res),
    ]).toEqual([200, 'nosniff', 'DENY', '']);
  });
});
