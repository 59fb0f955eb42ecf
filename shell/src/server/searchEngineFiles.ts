import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { storefrontPath } from '@kirana/shared';
import { robotsTxt, ROBOTS_PATH } from './robots';

/** Longest wait for the API to start answering a sitemap (the body then streams as it comes). */
const SITEMAP_WAIT_MS = 10_000;
const FILE_NAME = /^[a-z0-9-]{1,40}\.xml$/;
const SITEMAPS_FOLDER = storefrontPath.sitemapFile('');

/** Whether `pathname` is one of the files search engines read at the storefront's origin. */
export function isSearchEngineFile(pathname: string): boolean {
  return pathname === ROBOTS_PATH || pathname === storefrontPath.sitemap || pathname.startsWith(SITEMAPS_FOLDER);
}

/**
 * Answers robots.txt (from the storefront's own route table) and the sitemaps (built by the API
 * from the catalogue, streamed through): a crawler reads them all at the storefront's origin.
 */
export async function answerSearchEngineFile(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  origin: string,
  apiUrl: () => Promise<string>,
): Promise<void> {
  if (pathname === ROBOTS_PATH) {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
    res.end(req.method === 'HEAD' ? undefined : robotsTxt(origin));
    return;
  }
  const index = pathname === storefrontPath.sitemap;
  const name = index ? 'sitemap.xml' : pathname.slice(SITEMAPS_FOLDER.length);
  if (!FILE_NAME.test(name)) return notFound(res);
  let upstream: Response;
  try {
    upstream = await fetch(`${await apiUrl()}/api/seo/${index ? name : `sitemaps/${name}`}`, {
      signal: AbortSignal.timeout(SITEMAP_WAIT_MS),
    });
  } catch {
    return unavailable(res);
  }
  if (upstream.status === 404 || !upstream.body) return notFound(res);
  if (!upstream.ok) return unavailable(res);
  res.writeHead(200, {
    'Content-Type': upstream.headers.get('content-type') ?? 'application/xml; charset=utf-8',
    'Cache-Control': upstream.headers.get('cache-control') ?? 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    await upstream.body.cancel();
    res.end();
    return;
  }
  const body = Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>);
  body.on('error', () => res.destroy());
  body.pipe(res);
}

function unavailable(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' });
  res.end('The sitemap cannot be read just now; try again in a minute.');
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}
