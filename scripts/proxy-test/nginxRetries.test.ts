/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as plainRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localProxyValues, selfSignedCertificate, writeLocalNginxConfig } from '../nginxConfig';
import { freePort, startNginx, stopNginx } from './nginxProcess';

/**
 * Which POSTs the API proxy sends to the other instance when the first dies after reading them
 * (proxy.conf.template): those that carry an Idempotency-Key are, the sign-in code and a new
 * product are not (a second code would reach the phone, a second product be listed). Two API
 * stand-ins; the first attempt of each request dies with its connection, a second one answers.
 */
let dir: string;
let nginx: ChildProcess;
const apis: Server[] = [];
let apiPort = 0;
/** Every attempt an API stand-in received, by the test's request id. */
const attempts = new Map<string, number>();

/** An API instance that reads the request, then dies on its first attempt (the connection reset) and answers later ones. */
function dyingOnce(): Server {
  return createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-test-id'] ?? '');
      const seen = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, seen);
      if (seen === 1) req.socket.destroy();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
}

function post(urlPath: string, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = plainRequest(
      {
        host: '127.0.0.1',
        port: apiPort,
        path: urlPath,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Test-Id': id },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

beforeAll(async () => {
  const [storefront, api, tlsStorefront, tlsApi, statics] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  apiPort = api;
  for (let i = 0; i < 2; i++) {
    const server = dyingOnce();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apis.push(server);
  }
  dir = mkdtempSync(path.join(tmpdir(), 'kirana-nginx-retries-'));
  chmodSync(dir, 0o755);
  const upstreams = apis.map((server) => (server.address() as AddressInfo).port);
  const values = localProxyValues(
    {
      apis: upstreams,
      storefront,
      storefronts: upstreams,
      api,
      shell: statics,
      remotes: { mfe_catalog: statics, mfe_cart_checkout: statics, mfe_account: statics, mfe_admin: statics },
      tls: { storefront: tlsStorefront, api: tlsApi },
    },
    path.join(dir, 'access.log'),
    { pages: path.join(dir, 'pages'), api: path.join(dir, 'api-cache') },
    selfSignedCertificate(path.join(dir, 'tls')),
  );
  // Neither instance is set aside after a failure, so each request here meets a live first attempt.
  values.API_SERVERS = upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(' ');
  const conf = writeLocalNginxConfig({ dir: path.join(dir, 'nginx'), proxy: values, statics: [] });
  nginx = await startNginx(path.join(dir, 'nginx'), conf, api);
}, 30_000);

afterAll(async () => {
  await stopNginx(nginx);
  for (const server of apis) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a POST whose instance dies after reading it', () => {
  it.each([
    ['an order (Idempotency-Key)', '/api/orders'],
    ['a khata payment (Idempotency-Key)', '/api/users/u1/khata/payments'],
    ['a cash hand-over (Idempotency-Key)', '/api/cash/handovers'],
  ])('%s is sent to the other instance', async (_what, urlPath) => {
    const id = `retried ${urlPath}`;
    expect(await post(urlPath, id)).toBe(200);
    expect(attempts.get(id)).toBe(2);
  });

  it.each([
    ['a sign-in code', '/api/otp/send'],
    ['a new product', '/api/products'],
  ])('%s is not sent again: the caller gets the error and decides', async (_what, urlPath) => {
    const id = `once ${urlPath}`;
    expect(await post(urlPath, id)).toBe(502);
    expect(attempts.get(id)).toBe(1);
  });
});
