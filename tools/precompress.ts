import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
import type { Compiler } from '@rspack/core';

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

/** Zopfli's iterations: 15 (its default) below 300 KB, 5 above, where each iteration costs most and gains least. */
export const zopfliIterations = (bytes: number): number => (bytes > 300_000 ? 5 : 15);

/**
 * Where compressed copies are kept by the hash of what they compress (node_modules/.cache, so a fresh
 * clone starts without it): an unchanged file (React DOM's chunk, a remote's copy of a shared package)
 * is compressed once, not on every build. Zopfli is deterministic, so a kept copy is the same bytes a new
 * run would write; each is still unzipped and compared before it is used. `KIRANA_PRECOMPRESS_CACHE=off`
 * turns it off; entries unused for a week are removed.
 */
const DEFAULT_CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'kirana-precompress');
const CACHE_KEEP_MS = 7 * 24 * 3600 * 1000;

export interface PrecompressRun {
  files: number;
  /** Of which given Zopfli's copy… */
  zopfli: number;
  /** …and of those, compressed in this run (the rest came from the cache). */
  compressed: number;
  /** Wall time of the step. */
  ms: number;
}

export interface PrecompressOptions {
  /**
   * Which of a build's files (by their name in `dist/`) the first page a customer opens loads: those
   * get Zopfli whatever `KIRANA_ZOPFLI` says. Every file when absent.
   */
  firstPage?: (name: string) => boolean;
}

/**
 * `KIRANA_ZOPFLI=all`: Zopfli for every file (the deploy images set it, so what ships is as small as it
 * can be). Otherwise Zopfli for the first page's files and zlib's level 9 for the rest, about 3% larger
 * and a hundred times faster to make: Zopfli is most of a cold build's time.
 */
const zopfliForAll = () => process.env.KIRANA_ZOPFLI === 'all';

/**
 * Writes `<file>.gz` beside every text file a production browser build emits, with Zopfli:
 * standard gzip every browser reads, about 3% smaller than zlib's best, because it is compressed
 * once at build time rather than on each request. Static hosts send it as it is (the Node static
 * server through sirv, nginx's `gzip_static`). The Node server compresses nothing on request, so even
 * a small file gets its copy when gzip makes it smaller; `output.clean` removes the old ones with the
 * old files. Files no first page loads get zlib's best instead unless `KIRANA_ZOPFLI=all` (above).
 */
export class PrecompressPlugin {
  /** What the last run did (scripts/build.ts reports it). */
  lastRun: PrecompressRun | undefined;

  constructor(private readonly options: PrecompressOptions = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const dist = compilation.outputOptions.path!;
      const names = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name))
        .map((asset) => asset.name);
      const thorough = zopfliForAll() || !this.options.firstPage ? () => true : this.options.firstPage;
      this.lastRun = await precompressFiles(
        names.map((name) => path.join(dist, name)),
        { zopfli: names.map(thorough) },
      );
    });
  }
}

/**
 * Zopfli is most of a production build's time, and single-threaded WebAssembly: the files are shared
 * out, largest first, among threads (one per core, `KIRANA_PRECOMPRESS_THREADS`), so they compress side
 * by side and the event loop stays free for the server compilation running beside this one.
 */
export async function precompressFiles(
  files: readonly string[],
  options: { zopfli?: readonly boolean[]; cacheDir?: string | false } = {},
): Promise<PrecompressRun> {
  const started = Date.now();
  const cacheDir = options.cacheDir ?? (process.env.KIRANA_PRECOMPRESS_CACHE === 'off' ? false : DEFAULT_CACHE_DIR);
  const bodies = await Promise.all(
    files.map(async (file, i) => ({ file, body: await readFile(file), zopfli: options.zopfli?.[i] ?? true })),
  );
  let compressed = 0;
  const pool = new ZopfliPool();
  try {
    await Promise.all(
      bodies
        .sort((a, b) => b.body.length - a.body.length)
        .map(async ({ file, body, zopfli }) => {
          let zipped: Uint8Array;
          if (!zopfli) {
            zipped = await gzipAsync(body, { level: 9 });
          } else {
            const iterations = zopfliIterations(body.length);
            const entry =
              cacheDir && path.join(cacheDir, `${createHash('sha256').update(body).digest('hex')}-${iterations}.gz`);
            const kept = entry ? await fromCache(entry, body) : undefined;
            if (kept) {
              zipped = kept;
            } else {
              zipped = await pool.gzip(body, iterations);
              compressed += 1;
              if (entry) await toCache(entry, zipped);
            }
          }
          if (zipped.length < body.length) await writeFile(`${file}.gz`, zipped);
        }),
    );
  } finally {
    await pool.close();
  }
  if (cacheDir) pruneCache(cacheDir);
  return {
    files: files.length,
    zopfli: bodies.filter((one) => one.zopfli).length,
    compressed,
    ms: Date.now() - started,
  };
}

async function fromCache(entry: string, body: Buffer): Promise<Buffer | undefined> {
  try {
    const zipped = await readFile(entry);
    if (!gunzipSync(zipped).equals(body)) return undefined;
    const now = new Date();
    await utimes(entry, now, now);
    return zipped;
  } catch {
    return undefined;
  }
}

async function toCache(entry: string, zipped: Uint8Array): Promise<void> {
  try {
    mkdirSync(path.dirname(entry), { recursive: true });
    // Written aside and renamed: builds running side by side may write the same entry.
    const temporary = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, zipped);
    renameSync(temporary, entry);
  } catch {
    // A cache that cannot be written only costs time.
  }
}

function pruneCache(cacheDir: string): void {
  try {
    const cutoff = Date.now() - CACHE_KEEP_MS;
    for (const name of readdirSync(cacheDir)) {
      const entry = path.join(cacheDir, name);
      if (statSync(entry).mtimeMs < cutoff) rmSync(entry, { force: true });
    }
  } catch {
    // As above.
  }
}

/** A few Zopfli threads (zopfliWorker.cjs), started when first needed. */
class ZopfliPool {
  private readonly size = Math.max(1, Number(process.env.KIRANA_PRECOMPRESS_THREADS) || availableParallelism());
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<(worker: Worker) => void> = [];
  private nextId = 0;

  async gzip(body: Buffer, iterations: number): Promise<Buffer> {
    const worker = await this.take();
    const id = this.nextId++;
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        const onMessage = (message: { id: number; zipped?: Uint8Array; error?: string }) => {
          if (message.id !== id) return;
          worker.off('message', onMessage);
          worker.off('error', reject);
          if (message.error) reject(new Error(`Zopfli failed: ${message.error}`));
          else resolve(Buffer.from(message.zipped!.buffer, message.zipped!.byteOffset, message.zipped!.byteLength));
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
        worker.postMessage({ id, body, iterations });
      });
    } finally {
      this.give(worker);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private take(): Promise<Worker> {
    const worker = this.idle.pop();
    if (worker) return Promise.resolve(worker);
    if (this.workers.length < this.size) {
      const started = new Worker(path.join(__dirname, 'zopfliWorker.cjs'));
      this.workers.push(started);
      return Promise.resolve(started);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }
}
