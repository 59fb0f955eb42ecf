import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from './sharedContracts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);
/** Names with a content hash never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp)$/;

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

/**
 * Serves one front end's build the way production's static hosts must: hashed assets cached
 * for a year, remoteEntry.js / mf-manifest.json / remotes.json / index.html never cached,
 * gzip when asked, and CORS open because the shell's page loads remotes from other origins.
 */
/** The build's own `<file>.gz` (Zopfli, tools/precompress.ts) when it is as new as the file. */
function precompressed(file: string, mtimeMs: number): Buffer | undefined {
  try {
    return statSync(`${file}.gz`).mtimeMs >= mtimeMs ? readFileSync(`${file}.gz`) : undefined;
  } catch {
    return undefined;
  }
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

export function serveStatic(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  const send = (req: IncomingMessage, res: ServerResponse, file: string) => {
    const ext = path.extname(file);
    if (ext === '.html' && options.pageHeaders) {
      options.pageHeaders().then(
        (headers) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          sendFile(req, res, file, ext);
        },
        () => unavailable(res),
      );
      return;
    }
    sendFile(req, res, file, ext);
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, ext: string) => {
    const stat = statSync(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== stat.mtimeMs) {
        cached = { mtimeMs: stat.mtimeMs, body: precompressed(file, stat.mtimeMs) ?? gzipSync(readFileSync(file)) };
        gzipCache.set(file, cached);
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', cached.body.length);
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.setHeader('Content-Length', stat.size);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };

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

  function serveFile(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const pathname = decodeURIComponent(url.pathname);
    const generated = generatedDocument(options.generated, pathname);
    if (generated !== undefined) {
      const headers = { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' };
      Promise.resolve(generated).then(
        (document) =>
          res
            .writeHead(200, { ...headers, 'Content-Type': TYPES['.json']! })
            .end(req.method === 'HEAD' ? undefined : JSON.stringify(document)),
        () => unavailable(res),
      );
      return;
    }
    const file = path.join(root, pathname);
    const hidden = options.hidden?.some((folder) => file.startsWith(path.join(root, folder) + path.sep));
    if ((!file.startsWith(root + path.sep) && file !== root) || hidden) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) {
      send(req, res, file);
      return;
    }
    const index = path.join(root, 'index.html');
    if (options.spa && !path.extname(pathname) && existsSync(index)) {
      send(req, res, index);
      return;
    }
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' })
      .end('Not found');
  }

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
