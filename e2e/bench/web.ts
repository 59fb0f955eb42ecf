/**
 * `npm run bench:web`: Lighthouse 12 (mobile: simulated slow 4G, 4× CPU) five times on the home
 * page and on a product page of the production build, with the median of each figure against
 * the targets in docs/performance.md, then the main thread's CPU time on each (steadier than
 * Lighthouse's blocking time on a busy machine). It prints figures and never fails on speed.
 * BENCH_URL measures a storefront already running there instead of starting one; BENCH_RUNS
 * changes the number of runs.
 */
import { startTestStorefront, type TestStorefront } from '../support/storefront';
import { median, summary } from './figures';
import { LIGHTHOUSE, lighthouse, type PageFigures } from './lighthouse';
import { mainThread, type MainThreadFigures } from './mainThread';

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS) || 5;
  let storefront: TestStorefront | undefined;
  let base = process.env.BENCH_URL?.replace(/\/+$/, '');
  let apiUrl = process.env.BENCH_API_URL?.replace(/\/+$/, '');
  if (!base) {
    console.log('starting the production build on ports 3900 (storefront) and 4900 (API) …');
    storefront = await startTestStorefront(3900);
    base = storefront.storefrontUrl;
    apiUrl = storefront.apiUrl;
  }
  try {
    const first = apiUrl
      ? ((await (await fetch(`${apiUrl}/api/products?pageSize=1`)).json()) as { items: { _id: string }[] }).items[0]
      : undefined;
    const pages = ['/', ...(first ? [`/product/${first._id}`] : [])];
    console.log(`${LIGHTHOUSE}, mobile, ${runs} runs a page, against ${base}`);
    for (const page of pages) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) figures.push(await lighthouse(`${base}${page}`));
      console.log(summary(page, figures));
      const threads: MainThreadFigures[] = [];
      for (let run = 0; run < runs; run += 1) threads.push(await mainThread(`${base}${page}`));
      const ms = (pick: (f: MainThreadFigures) => number) => `${median(threads.map(pick)).toFixed(0)} ms`;
      console.log(
        `  main thread (CPU time, steadier than TBT on a busy machine): total ${ms((f) => f.cpuMs)}, longest task ${ms((f) => f.longestTaskMs)}, blocking at 4× ${ms((f) => f.blockingMs)}`,
      );
    }
    console.log(
      'Targets: score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02. This machine is shared: compare runs made together.',
    );
  } finally {
    await storefront?.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(`the web bench could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
