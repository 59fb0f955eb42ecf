import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { SECURITY_HEADERS } from './sharedContracts';

/** Names with a content hash never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp)$/;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths answer index.html (the shell's deep links). */
  spa?: boolean;
  /**
   * JSON documents made by the server (the shell's /config.json and /remotes.json); a function is
   * asked on every request and may answer a promise (a 503 when it fails).
   */
  generated?: Record<string, unknown>;
  /**
   * Asked first for every GET and HEAD: answers it and resolves true (a rendered page, a file made
   * on request), or resolves false to let the files (and index.html for a page) answer.
   */
  page?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /** Folders under `root` never served (the shell's own server build). */
  hidden?: string[];
  /**
   * Headers of an HTML page (the storefront's Content-Security-Policy), asked afresh for each one;
   * when they cannot be made the page is not served (503) rather than served without them.
   */
  pageHeaders?: () => Promise<Record<string, string>>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A generated JSON document (a function is asked afresh), or undefined when there is none at that path. */
function generatedDocument(generated: Record<string, unknown> | undefined, pathname: string): unknown {
  const entry = generated?.[pathname];
  return typeof entry === 'function' ? (entry as () => unknown)() : entry;
}

/** A 503 the browser may retry soon: what the answer depends on cannot be read just now. */
function unavailable(res: ServerResponse): void {
  res
    .writeHead(503, {
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '5',
    })
    .end('These settings cannot be read just now.');
}

/** Text is UTF-8: the type sirv found, with the charset said. */
function withCharset(type: string): string {
  return /^(text\/|application\/(json|javascript))/.test(type) && !/charset=/i.test(type)
    ? `${type}; charset=utf-8`
    : type.replace(/;charset=/i, '; charset=');
}

/**
 * Serves one front end's build the way production's static hosts must, with sirv: the build's own
 * `<file>.gz` (Zopfli, tools/precompress.ts) to a browser that takes gzip, hashed assets cached for
 * a year, remoteEntry.js / mf-manifest.json / remotes.json / index.html never cached, and CORS open
 * because the shell's page loads remotes from other origins. Files are looked up on each request
 * (sirv's `dev` mode), so a remote deployed again is served as it is now. Around sirv, this adds
 * what a storefront needs: a page handler asked first, generated JSON documents, folders never
 * served, and a page's own headers (its Content-Security-Policy) on every HTML answer.
 */
export function serveStatic(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const files = sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    single: options.spa ?? false,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const notFound = (res: ServerResponse) =>
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' })
      .end('Not found');

  /** sirv, with the charset added to the type it chose (it sets its headers in one writeHead). */
  const sendFile = (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
    res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
      const type = headers?.['Content-Type'];
      if (typeof type === 'string') headers!['Content-Type'] = withCharset(type);
      return writeHead(status, headers);
    }) as ServerResponse['writeHead'];
    files(req, res, () => void notFound(res));
  };

  function serveFile(req: IncomingMessage, res: ServerResponse, url: URL): void {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return void notFound(res);
    }
    const generated = generatedDocument(options.generated, pathname);
    if (generated !== undefined) {
      Promise.resolve(generated).then(
        (document) =>
          res
            .writeHead(200, {
              'Cache-Control': 'no-cache',
              'Access-Control-Allow-Origin': '*',
              'Content-Type': JSON_TYPE,
            })
            .end(req.method === 'HEAD' ? undefined : JSON.stringify(document)),
        () => unavailable(res),
      );
      return;
    }
    const file = path.join(root, pathname);
    if (options.hidden?.some((folder) => file.startsWith(path.join(root, folder) + path.sep))) {
      res.writeHead(403).end();
      return;
    }
    // An HTML answer (a page's address, or a .html file) carries the page's own headers, or is not sent.
    const extension = path.extname(pathname);
    if (options.pageHeaders && (extension === '' || extension === '.html')) {
      options.pageHeaders().then(
        (headers) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          sendFile(req, res);
        },
        () => unavailable(res),
      );
      return;
    }
    sendFile(req, res);
  }

  const server: Server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    if (options.page) {
      options.page(req, res, url).then(
        (answered) => answered || serveFile(req, res, url),
        (error: unknown) => {
          console.error('[storefront] page failed', error);
          if (!res.headersSent) serveFile(req, res, url);
          else res.destroy();
        },
      );
      return;
    }
    serveFile(req, res, url);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
