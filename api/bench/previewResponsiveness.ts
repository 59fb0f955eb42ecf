/**
 * `npm run bench:preview --workspace api`: how a large catalogue preview affects everyone else on the
 * same instance. Previews a 20,000-row file whose every row names a category the store does not
 * have, and a 5 MB file of commas, while `/api/store` is asked every 25 ms over real HTTP; prints
 * the preview's time and size, the slowest `/api/store` answer and the event loop's longest delay.
 * The client runs in its own thread, so only the API's work counts. A throwaway database as in
 * `run.ts`; never fails on speed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signInAs } from '../test/signIn';
import { createTestDatabase } from '../test/testDatabase';

const HEADER = 'sku,name,name_hi,category,quantity,mrp,selling_price,stock,on_sale,images,description\r\n';

interface Measured {
  status: number;
  bytes: number;
  took: number;
  asked: number;
  slowest: number;
}

/**
 * The client, in a thread of its own so that sending 5 MB and timing answers never waits on the
 * API's event loop: it posts the preview and asks /api/store every 25 ms until the preview answers.
 */
const CLIENT = `
const { parentPort, workerData: { base, headers, body } } = require('node:worker_threads');
(async () => {
  let done = false, slowest = 0, asked = 0;
  const prober = (async () => {
    while (!done) {
      const start = performance.now();
      await (await fetch(base + '/api/store')).text();
      slowest = Math.max(slowest, performance.now() - start);
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const start = performance.now();
  const response = body === null
    ? await new Promise((resolve) => setTimeout(() => resolve({ status: 0, text: async () => '' }), 3000))
    : await fetch(base + '/api/catalogue/import/preview', {
        method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body,
      });
  const text = await response.text();
  const took = performance.now() - start;
  done = true;
  await prober;
  parentPort.postMessage({ status: response.status, bytes: text.length, took, asked, slowest });
})();
`;

async function main(): Promise<void> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-'));
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'true', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  try {
    const app = await buildApp(config, { db: database.db });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signInAs(database.db, '9000000098', { isAdmin: true });
    const files: Record<string, string | null> = {
      'no preview (the machine’s own noise, 3 s)': null,
      '20,000 invalid rows':
        HEADER +
        Array.from({ length: 20_000 }, (_, i) => `BAD-${i},Product ${i},,Snax,1 kg,50,45,3,yes,,\r\n`).join(''),
      '5 MB of commas': `${HEADER}${','.repeat(5 * 1024 * 1024 - HEADER.length - 16)}\r\n`,
    };
    // Warm up: the first preview starts the worker; the first /api/store fills its cache.
    await fetch(`${base}/api/store`);
    await fetch(`${base}/api/catalogue/import/preview`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ csv: `${HEADER}A,B,,Dairy,1 kg,5,5,1,yes,,\r\n` }),
    });
    for (const [label, csv] of Object.entries(files)) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const measured = await new Promise<Measured>((resolve, reject) => {
        const client = new Worker(CLIENT, {
          eval: true,
          workerData: { base, headers: admin.headers, body: csv === null ? null : JSON.stringify({ csv }) },
        });
        client.once('message', resolve);
        client.once('error', reject);
      });
      delay.disable();
      console.log(
        `${label}: ${measured.status}, ${(measured.bytes / 1e6).toFixed(2)} MB in ${(measured.took / 1000).toFixed(2)} s; ` +
          `/api/store asked ${measured.asked} times, slowest ${measured.slowest.toFixed(0)} ms; ` +
          `the API's event loop delay max ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
      );
    }
    await app.close();
  } finally {
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
