import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { LIGHTHOUSE_CPU_SLOWDOWN } from './cpuSlowdown';

/** How long a page is watched after the network falls quiet. */
const SETTLE_MS = 3000;

export interface MainThreadFigures {
  /** CPU the page's main thread used from navigation until SETTLE_MS after the network fell quiet. */
  cpuMs: number;
  /** The longest single task's CPU time. */
  longestTaskMs: number;
  /** Σ max(0, slowdown × task CPU − 50 ms): total blocking time as the slower phone would feel it (at 4×, a task of 12.5 ms here is a 50 ms task there). */
  blockingMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }: { value: TraceEvent[] }) => void events.push(...value));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/**
 * The page's main-thread CPU on a phone-sized window, measured in thread time, not wall time: on a
 * shared, busy machine a task waits longer for a core but costs the same CPU, so this figure moves
 * far less between runs than Lighthouse's blocking time does (which it approximates).
 */
export async function mainThread(url: string, cpuSlowdown = LIGHTHOUSE_CPU_SLOWDOWN): Promise<MainThreadFigures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const events = await trace(await context.newCDPSession(page), async () => {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
    });
    // The busiest renderer main thread is the page's (others are blank frames or service pages).
    let best: MainThreadFigures = { cpuMs: 0, longestTaskMs: 0, blockingMs: 0 };
    for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
      const tasks = events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask')
        .map((e) => (e.tdur ?? 0) / 1000);
      const cpuMs = tasks.reduce((sum, ms) => sum + ms, 0);
      if (cpuMs <= best.cpuMs) continue;
      best = {
        cpuMs,
        longestTaskMs: Math.max(0, ...tasks),
        blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms * cpuSlowdown - 50), 0),
      };
    }
    return best;
  } finally {
    await browser.close();
  }
}
