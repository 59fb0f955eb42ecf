import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from './sharedContracts';
import { type RunningServer, serveStatic, type StaticServerOptions } from './staticServer';

/** A raw answer: status, headers and the body's bytes as sent (fetch would undo the gzip). */
function get(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const MAIN = `console.log(${JSON.stringify('k'.repeat(2000))});`;
let root: string;
let server: RunningServer | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kirana-static-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Kirana Now</title>');
  writeFileSync(path.join(root, 'main.0123abcd.js'), MAIN);
  writeFileSync(path.join(root, 'main.0123abcd.js.gz'), gzipSync(MAIN));
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = 1;');
  writeFileSync(path.join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server', 'render.cjs'), 'module.exports = "server only";');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
});

async function start(options: Partial<StaticServerOptions> = {}): Promise<string> {
  server = await serveStatic({ root, port: 0, host: '127.0.0.1', ...options });
  return `http://127.0.0.1:${server.port}`;
}

describe('the static server', () => {
  it('keeps hashed files a year and asks again for everything else', async () => {
    const url = await start();
    const hashed = await get(`${url}/main.0123abcd.js`);
    expect([hashed.status, hashed.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const entry = await get(`${url}/remoteEntry.js`);
    expect([entry.status, entry.headers['cache-control'], entry.body.toString()]).toEqual([
      200,
      'no-cache',
      'var remote = 1;',
    ]);
    expect((await get(`${url}/index.html`)).headers['cache-control']).toBe('no-cache');
    expect((await get(`${url}/logo.svg`)).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('sends the build’s own .gz to a browser that takes gzip, and the file itself to one that does not', async () => {
    const url = await start();
    const zipped = await get(`${url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).toString()).toBe(MAIN);
    const plain = await get(`${url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, MAIN]);
    expect(Number(plain.headers['content-length'])).toBe(MAIN.length);
  });

  it('answers HEAD with the headers only', async () => {
    const url = await start();
    const head = await get(`${url}/main.0123abcd.js`, { method: 'HEAD' });
    expect([head.status, head.body.length, Number(head.headers['content-length'])]).toEqual([200, 0, MAIN.length]);
  });

  it('answers a page’s address with index.html when asked to (deep links), and a missing file with 404', async () => {
    const url = await start({ spa: true });
    const page = await get(`${url}/product/0123456789abcdef01234567`);
    expect([page.status, page.body.toString()]).toEqual([200, '<!doctype html><title>Kirana Now</title>']);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get(`${url}/missing.0123abcd.js`)).status).toBe(404);
  });

  it('answers a page’s address with 404 when it serves files only (a remote’s host)', async () => {
    const url = await start();
    expect((await get(`${url}/product/x`)).status).toBe(404);
  });

  it('never serves a hidden folder or anything outside the root, and only reads', async () => {
    const url = await start({ hidden: ['server'] });
    expect((await get(`${url}/server/render.cjs`)).status).toBe(403);
    expect((await get(`${url}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
    expect((await get(`${url}/..%2f..%2fetc/passwd`)).status).not.toBe(200);
    const post = await get(`${url}/index.html`, { method: 'POST' });
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('sends the security headers and open CORS on every answer, found or not', async () => {
    const url = await start();
    for (const address of ['/main.0123abcd.js', '/index.html', '/missing.js']) {
      const res = await get(`${url}${address}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('adds a page’s own headers to HTML, and answers 503 rather than a page without them', async () => {
    let fail = false;
    const url = await start({
      spa: true,
      pageHeaders: async () => {
        if (fail) throw new Error('remotes.json unreadable');
        return { 'Content-Security-Policy': "default-src 'self'" };
      },
    });
    const page = await get(`${url}/cart`);
    expect([page.status, page.headers['content-security-policy']]).toEqual([200, "default-src 'self'"]);
    expect((await get(`${url}/main.0123abcd.js`)).headers['content-security-policy']).toBeUndefined();
    fail = true;
    const refused = await get(`${url}/cart`);
    expect([refused.status, refused.headers['retry-after']]).toEqual([503, '5']);
  });

  it('serves generated documents fresh on every request, and 503 when one cannot be made', async () => {
    let version = 1;
    const url = await start({
      generated: {
        '/config.json': { apiHost: 'http://api' },
        '/remotes.json': () => (version === 3 ? Promise.reject(new Error('down')) : { version }),
      },
    });
    const config = await get(`${url}/config.json`);
    expect([config.headers['content-type'], JSON.parse(config.body.toString())]).toEqual([
      'application/json; charset=utf-8',
      { apiHost: 'http://api' },
    ]);
    expect(JSON.parse((await get(`${url}/remotes.json`)).body.toString())).toEqual({ version: 1 });
    version = 2;
    const second = await get(`${url}/remotes.json`);
    expect([second.headers['cache-control'], JSON.parse(second.body.toString())]).toEqual(['no-cache', { version: 2 }]);
    version = 3;
    expect((await get(`${url}/remotes.json`)).status).toBe(503);
  });

  it('lets a page handler answer first, and the files answer what it leaves', async () => {
    const url = await start({
      spa: true,
      page: async (_req, res, address) => {
        if (address.pathname !== '/') return false;
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>rendered</p>');
        return true;
      },
    });
    expect((await get(`${url}/`)).body.toString()).toBe('<p>rendered</p>');
    expect((await get(`${url}/cart`)).body.toString()).toContain('<title>Kirana Now</title>');
  });

  it('serves a file replaced after start (a remote deployed again) as it is now', async () => {
    const url = await start();
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = 2;');
    writeFileSync(path.join(root, 'added.0123abcd.js'), 'var added = 1;');
    expect((await get(`${url}/remoteEntry.js`)).body.toString()).toBe('var remote = 2;');
    expect((await get(`${url}/added.0123abcd.js`)).status).toBe(200);
  });
});
