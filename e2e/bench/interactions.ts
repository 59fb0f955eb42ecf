import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { LIGHTHOUSE_CPU_SLOWDOWN } from './cpuSlowdown';

/**
 * One interaction as the Event Timing API reports it, the figures INP is made of: the longest
 * event of the interaction (pointerdown … click, or keydown … keyup), split into the wait for the
 * main thread, the handlers' own time, and the wait for the next frame to be drawn.
 */
export interface InteractionFigures {
  /** The interaction's latency (what INP takes the worst of), ms. */
  latencyMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** What one step of the walk does, and how it knows the page answered. */
export interface InteractionStep {
  name: string;
  /** Brings the page to where the interaction happens (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The interaction itself, and the wait until its result shows. */
  act: (page: Page) => Promise<void>;
}

declare global {
  interface Window {
    __interactions?: { id: number; start: number; duration: number; processingStart: number; processingEnd: number }[];
  }
}

/**
 * Records every event entry that belongs to an interaction (`interactionId` > 0) from the page's
 * first moment. `durationThreshold: 16` is the smallest the API allows; durations are rounded to
 * 8 ms by the browser, as INP's are.
 */
function recordInteractions(): void {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      window.__interactions!.push({
        id: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The interactions recorded since `from` (a count of entries), each as its longest event. */
async function interactionsSince(page: Page, from: number): Promise<InteractionFigures[]> {
  const entries = await page.evaluate((skip) => window.__interactions!.slice(skip), from);
  const byId = new Map<number, (typeof entries)[number]>();
  for (const entry of entries) {
    const known = byId.get(entry.id);
    if (!known || entry.duration > known.duration) byId.set(entry.id, entry);
  }
  return [...byId.values()].map((entry) => ({
    latencyMs: entry.duration,
    inputDelayMs: entry.processingStart - entry.start,
    processingMs: entry.processingEnd - entry.processingStart,
    presentationMs: entry.start + entry.duration - entry.processingEnd,
  }));
}

/**
 * Runs each step on a fresh phone-sized page at the CPU slowdown (Lighthouse's 4× unless told;
 * applied to the page's renderer through the DevTools protocol) and answers each one's worst
 * interaction (a step of three key presses is three interactions: its figure is the slowest).
 * A step whose interactions were all under 16 ms reports 16 ms (the API's floor), never nothing.
 */
export async function measureInteractions(
  url: string,
  steps: InteractionStep[],
  cpuSlowdown = LIGHTHOUSE_CPU_SLOWDOWN,
): Promise<Map<string, InteractionFigures>> {
  const browser = await launchBrowser();
  const figures = new Map<string, InteractionFigures>();
  try {
    for (const step of steps) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await page.addInitScript(recordInteractions);
      await page.goto(url, { waitUntil: 'networkidle' });
      await step.prepare?.(page);
      // Whatever the page still had to do after loading (hydration, lazy chunks) is done first.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const from = await page.evaluate(() => window.__interactions!.length);
      await step.act(page);
      // Event entries arrive after the frame that follows the interaction is drawn.
      await page.waitForTimeout(1000);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const measured = await interactionsSince(page, from);
      const worst = measured.reduce<InteractionFigures | undefined>(
        (max, one) => (!max || one.latencyMs > max.latencyMs ? one : max),
        undefined,
      );
      figures.set(step.name, worst ?? { latencyMs: 16, inputDelayMs: 0, processingMs: 0, presentationMs: 0 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The first product on the page a shopper can add, by the name its Add button says. */
async function firstProduct(page: Page): Promise<string> {
  const label = await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .getAttribute('aria-label');
  const name = /^Add (.+) to cart$/.exec(label ?? '')?.[1];
  if (!name) throw new Error('no product to add on the page');
  return name;
}

const cartButton = (page: Page, items: RegExp = /^Cart, \d+ items?/) =>
  page.getByRole('banner').getByRole('button', { name: items }).first();

/** Adds the first product (n times) and answers its name. */
async function addFirst(page: Page, times = 1): Promise<string> {
  const product = await firstProduct(page);
  await page
    .getByRole('button', { name: `Add ${product} to cart` })
    .first()
    .click();
  for (let n = 1; n < times; n += 1)
    await page
      .getByRole('button', { name: `Add one more ${product}` })
      .first()
      .click();
  await cartButton(page, new RegExp(`^Cart, ${times} items?`)).waitFor();
  return product;
}

/** The shopper's most frequent taps on the home page, in English. */
export function shopperSteps(): InteractionStep[] {
  let product = '';
  // A combobox since the suggestions came; a plain search box in builds before them (for A/B runs).
  const search = (page: Page) =>
    page
      .getByRole('combobox', { name: 'Search for items' })
      .or(page.getByRole('searchbox', { name: 'Search for items' }))
      .filter({ visible: true });
  return [
    {
      name: 'Add',
      act: async (page) => void (await addFirst(page)),
    },
    {
      name: '+',
      prepare: async (page) => {
        product = await addFirst(page);
      },
      act: async (page) => {
        await page
          .getByRole('button', { name: `Add one more ${product}` })
          .first()
          .click();
        await cartButton(page, /^Cart, 2 items/).waitFor();
      },
    },
    {
      name: '−',
      prepare: async (page) => {
        product = await addFirst(page, 2);
      },
      act: async (page) => {
        await page
          .getByRole('button', { name: `Remove one ${product}` })
          .first()
          .click();
        await cartButton(page, /^Cart, 1 item\b/).waitFor();
      },
    },
    {
      name: 'open the cart',
      prepare: async (page) => void (await addFirst(page)),
      act: async (page) => {
        await cartButton(page).click();
        await page.getByRole('dialog', { name: 'My Cart' }).waitFor();
      },
    },
    {
      name: 'type 3 letters in search',
      // The box loads its suggestions' code on first focus: a shopper taps it before typing.
      prepare: async (page) => search(page).first().focus(),
      act: async (page) => {
        await page.keyboard.type('dal', { delay: 120 });
        await page.waitForTimeout(400);
      },
    },
    {
      name: 'switch to Hindi',
      act: async (page) => {
        const languageSwitch = page.getByRole('banner').getByTestId('language-switch').first();
        await languageSwitch.click();
        await languageSwitch.getByText('English').waitFor();
      },
    },
  ];
}
