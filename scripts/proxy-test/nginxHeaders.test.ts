/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as plainGet, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STRICT_TRANSPORT_SECURITY } from '@kirana/shared/contracts';
import { localProxyValues, selfSignedCertificate, writeLocalNginxConfig } from '../nginxConfig';
import { freePort, startNginx, stopNginx } from './nginxProcess';

/**
 * The proxy and static-host templates rendered as in production and run by nginx, with stand-ins
 * for the API and the rendering servers: which headers each origin sends, over TLS and plain http.
 */
const ports = { storefront: 0, api: 0, tls: { storefront: 0, api: 0 }, static: 0 };

let dir: string;
let nginx: ChildProcess;
let upstream: Server;
let ca: Buffer;

function answer(url: string, options: { ca?: Buffer } = {}): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? get(url, { ca: options.ca }) : plainGet(url);
    request.on('response', (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  [ports.storefront, ports.api, ports.tls.storefront, ports.tls.api, ports.static] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  dir = mkdtempSync(path.join(tmpdir(), 'kirana-nginx-headers-'));
  // nginx's workers run unprivileged and must read the files in here (mkdtemp makes it 0700).
  chmodSync(dir, 0o755);
  // One stand-in for the API and the rendering servers: a page with its policy, and a catalogue read.
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/api/products'))
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=1' })
        .end('{"items":[]}');
    else
      res
        .writeHead(200, {
          'Content-Type': 'text/html',
          'Content-Security-Policy': "default-src 'self'",
          'X-Frame-Options': 'DENY',
        })
        .end('<!doctype html>');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const up = (upstream.address() as AddressInfo).port;
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'export {}');
  const certificate = selfSignedCertificate(path.join(dir, 'tls'));
  ca = readFileSync(certificate.certificate);
  const conf = writeLocalNginxConfig({
    dir: path.join(dir, 'nginx'),
    proxy: localProxyValues(
      {
        apis: [up],
        storefront: ports.storefront,
        storefronts: [up],
        api: ports.api,
        shell: ports.static,
        remotes: {
          mfe_catalog: ports.static,
          mfe_cart_checkout: ports.static,
          mfe_account: ports.static,
          mfe_admin: ports.static,
        },
        tls: ports.tls,
      },
      path.join(dir, 'access.log'),
      { pages: path.join(dir, 'pages'), api: path.join(dir, 'api-cache') },
      certificate,
    ),
    statics: [{ port: ports.static, root: dir }],
  });
  nginx = await startNginx(path.join(dir, 'nginx'), conf, ports.storefront);
}, 30_000);

afterAll(async () => {
  await stopNginx(nginx);
  upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the rendered nginx configs', () => {
  it.each([
    ['a storefront page', () => `https://localhost:${ports.tls.storefront}/cart`],
    ['a remote’s file', () => `https://localhost:${ports.tls.storefront}/mfe/catalog/remoteEntry.js`],
    ['an API answer', () => `https://localhost:${ports.tls.api}/api/users/profile`],
    ['a cached catalogue read', () => `https://localhost:${ports.tls.api}/api/products?pageSize=1`],
  ])('%s over TLS carries HSTS for a year with subdomains', async (_what, url) => {
    const res = await answer(url(), { ca });
    expect([res.status, res.headers['strict-transport-security']]).toEqual([200, STRICT_TRANSPORT_SECURITY]);
  });

  it('passes the page’s own policy through and keeps X-Cache beside HSTS', async () => {
    const page = await answer(`https://localhost:${ports.tls.storefront}/cart`, { ca });
    expect([page.headers['content-security-policy'], page.headers['x-frame-options']]).toEqual([
      "default-src 'self'",
      'DENY',
    ]);
    const catalogue = await answer(`https://localhost:${ports.tls.api}/api/products?pageSize=1`, { ca });
    expect(catalogue.headers['x-cache']).toMatch(/^(MISS|HIT|EXPIRED|UPDATING)$/);
  });

  it('sends no HSTS on the plain listeners (inside the network only)', async () => {
    for (const url of [
      `http://127.0.0.1:${ports.storefront}/cart`,
      `http://127.0.0.1:${ports.api}/api/users/profile`,
    ]) {
      expect((await answer(url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the static hosts say nosniff', async () => {
    expect((await answer(`http://127.0.0.1:${ports.static}/remoteEntry.js`)).headers['x-content-type-options']).toBe(
      'nosniff',
    );
  });
});
