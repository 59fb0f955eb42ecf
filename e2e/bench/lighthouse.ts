import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../support/browser';
import { LIGHTHOUSE_CPU_SLOWDOWN } from './cpuSlowdown';

/** Lighthouse 12 runs on Node 20 (13 needs 22); fetched from the npm registry when first run, never installed into the project. */
export const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred, in KB. */
  scriptKb: number;
  /** Lighthouse's measure of this host's CPU (about 1,500 for the desktop its 4× assumes). */
  benchmarkIndex: number;
  /** What the largest paint was, and where its time went; absent when Lighthouse does not say. */
  lcp?: LcpElement;
}

export interface LcpElement {
  /** The element's own part of its selector, with an image's file name: `img.kn-cat-card__image apple-shimla.svg`. */
  element: string;
  /** Lighthouse's phases of the LCP in ms, in its order (TTFB, Load Delay, Load Time, Render Delay; a text has no load). */
  phases: { phase: string; ms: number }[];
}

interface LcpElementDetails {
  items?: {
    items?: {
      node?: { selector?: string; snippet?: string };
      phase?: string;
      timing?: number;
    }[];
  }[];
}

interface Lhr {
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

/** The LCP element and its phases, from the `largest-contentful-paint-element` audit's two tables. */
export function lcpElementOf(details: LcpElementDetails | undefined): LcpElement | undefined {
  const [nodes, phases] = details?.items ?? [];
  const node = nodes?.items?.[0]?.node;
  if (!node?.selector) return undefined;
  const own = node.selector.split('>').at(-1)!.trim();
  const src = /\ssrc="([^"]+)"/
    .exec(node.snippet ?? '')?.[1]
    ?.split('/')
    .at(-1);
  return {
    element: src ? `${own} ${src}` : own,
    phases: (phases?.items ?? []).flatMap(({ phase, timing }) =>
      phase && timing !== undefined ? [{ phase, ms: timing }] : [],
    ),
  };
}

/** The figures of one Lighthouse report (mobile, simulated slow 4G and a CPU slowdown). */
export function figuresOf(lhr: Lhr): PageFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: (scripts?.transferSize ?? Number.NaN) / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcp: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined),
  };
}

/**
 * Lighthouse's own word for a run whose trace it could not read ("NO_NAVSTART … Please run
 * Lighthouse again"): with Debian's Chromium 156 one run in a few ends so, whatever the page.
 */
const RUN_AGAIN = /Please run Lighthouse again|NO_NAVSTART|NO_TRACING_STARTED|NO_FCP/;

/**
 * One Lighthouse run on `url` in Debian's Chromium; a run Lighthouse itself asks to be run again
 * is run again (at most `attempts` in all), and how many were is said, so a figure never hides it.
 */
export async function lighthouse(
  url: string,
  cpuSlowdown = LIGHTHOUSE_CPU_SLOWDOWN,
  attempts = 4,
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, cpuSlowdown);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts || !RUN_AGAIN.test(message)) throw error;
      console.log(`  (Lighthouse asked to be run again: ${message.match(RUN_AGAIN)?.[0]}; attempt ${attempt + 1})`);
    }
  }
}

async function lighthouseOnce(url: string, cpuSlowdown: number): Promise<PageFigures> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npm',
      [
        'exec',
        '--yes',
        `--package=${LIGHTHOUSE}`,
        '--',
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance',
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
    return figuresOf(JSON.parse(readFileSync(report, 'utf8')) as Lhr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
