/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerSearchEngineFile, isSearchEngineFile } from './searchEngineFiles';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the files search engines read at the storefront', () => {
  let api: Server;
  let apiUrl: string;
  let storefront: Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/api/seo/sitemap.xml') {
        res.writeHead(200, {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        });
        // Streamed in two pieces, as the API writes a big file.
        res.write('<?xml version="1.0"?><sitemapindex>');
        setTimeout(() => res.end('</sitemapindex>'), 20);
      } else if (req.url === '/api/seo/sitemaps/broken.xml') res.writeHead(500).end('{}');
      else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"There is no such sitemap."}');
    });
    apiUrl = await listen(api);
    storefront = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      const api = req.headers['x-api'] === 'down' ? 'http://127.0.0.1:1' : apiUrl;
      void answerSearchEngineFile(req, res, pathname, 'https://shop.example.com', () =>
        req.headers['x-api'] === 'unknown' ? Promise.reject(new Error('no config.json')) : Promise.resolve(api),
      );
    });
    base = await listen(storefront);
  });
  afterAll(async () => {
    await close(storefront);
    await close(api);
  });

  it('knows which paths are its own', () => {
    expect(['/robots.txt', '/sitemap.xml', '/sitemaps/products-1.xml'].every(isSearchEngineFile)).toBe(true);
    expect(['/', '/product/1', '/main.1.js', '/sitemap'].some(isSearchEngineFile)).toBe(false);
  });

  it('answers robots.txt itself, naming the sitemap at the storefront’s origin, whatever the API', async () => {
    const res = await fetch(`${base}/robots.txt`, { headers: { 'x-api': 'unknown' } });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(await res.text()).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });

  it('streams the API’s sitemap through with its type and caching', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'application/xml; charset=utf-8',
      'public, max-age=3600',
    ]);
    expect(await res.text()).toBe('<?xml version="1.0"?><sitemapindex></sitemapindex>');
    expect(asked).toContain('/api/seo/sitemap.xml');
  });

  it('says 404 for a sitemap the API does not have, and never forwards an odd name', async () => {
    expect((await fetch(`${base}/sitemaps/products-99.xml`)).status).toBe(404);
    expect(asked).toContain('/api/seo/sitemaps/products-99.xml');
    const before = asked.length;
    expect((await fetch(`${base}/sitemaps/..%2F..%2Fapi%2Forders.xml`)).status).toBe(404);
    expect((await fetch(`${base}/sitemaps/a/b.xml`)).status).toBe(404);
    expect(asked.length).toBe(before);
  });

  it('says 503 with Retry-After when the API fails or cannot be reached', async () => {
    const failed = await fetch(`${base}/sitemaps/broken.xml`);
    expect([failed.status, failed.headers.get('retry-after')]).toEqual([503, '60']);
    for (const api of ['down', 'unknown']) {
      const down = await fetch(`${base}/sitemap.xml`, { headers: { 'x-api': api } });
      expect([down.status, down.headers.get('retry-after')]).toEqual([503, '60']);
      expect(await down.text()).toMatch(/try again in a minute/);
    }
  });
});
