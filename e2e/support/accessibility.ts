import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every page a journey's browser shows is checked as it appears: axe-core (serious and critical
 * violations) and, on a phone-wide viewport, the size of every touch target on a customer page.
 *
 * `launchBrowser()` watches every context it makes: each route change of the main frame (a full
 * load, a link, history.pushState/replaceState, back and forward) and each dialog that opens or
 * closes ([role=dialog], [role=alertdialog], [aria-modal=true], <dialog open>) queues a check of
 * the page once it has settled (no DOM changes for 200 ms and no animation running that ends within
 * the wait; 2.5 s at most, as a clock on the page never stops). A state already checked in this journey file (route with ids folded to :id and query names, open
 * dialogs, phone or desktop, signed in or not, admin or not) is not checked again, and costs no
 * wait. The journey's next step on the page (a locator, page or keyboard action, goto, reload,
 * close) first waits for the check queued on it, so a state passed through quickly (a dialog, a
 * page before a redirect) is checked too. A check that still loses the race (the page navigated
 * by itself) checks nothing and is tried again on the next visit.
 *
 * What was found fails the test it happened in (`e2e/support/accessibilitySetup.ts`, a global
 * afterEach), naming the rule, the element and the page.
 *
 * - `E2E_A11Y=off` turns the checks off (a quick local run; CI leaves them on).
 * - `E2E_A11Y_LANGUAGES=en,hi` checks every route page in each language: the first language is the
 *   page as the journey drives it; each further one opens the same URL once in a sibling tab of
 *   the same browser context (same sign-in and cart) with that language chosen by
 *   `chooseLanguage` below, checks it there, and closes it. The journey's own page is never
 *   switched, so its steps keep reading English.
 * - `E2E_A11Y_REPORT=1` prints the states checked, and the time spent, when a journey file ends.
 */

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const PHONE_MAX_WIDTH = 430;
export const MIN_TARGET = 44;

export interface Finding {
  kind: 'axe' | 'target-size' | 'language';
  page: string;
  language: string;
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

const enabled = process.env.E2E_A11Y !== 'off';
export const a11yLanguages = (process.env.E2E_A11Y_LANGUAGES ?? 'en')
  .split(',')
  .map((l) => l.trim())
  .filter(Boolean);

/**
 * Makes `page` (a fresh sibling tab, before its first load) show the storefront in `language`
 * without touching the journey's own tab: its page requests carry the language cookie the
 * storefront server renders by (`kn_lang`), and the stored preference (`language`) reads as
 * `language` in this tab only. Nothing is written, so other tabs of the context never hear of it.
 * The check then verifies `<html lang>` says `language`, so a wrong name fails loudly rather than
 * checking English twice.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  const key = process.env.E2E_LANGUAGE_STORAGE_KEY ?? 'language';
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const headers = route.request().headers();
      const others = (headers.cookie ?? '').split(/;\s*/).filter((c) => c && !c.startsWith('kn_lang='));
      return route.fallback({ headers: { ...headers, cookie: [...others, `kn_lang=${language}`].join('; ') } });
    },
  );
  await page.addInitScript(
    ({ key, language }) => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, name: string) {
        return this === window.localStorage && name === key ? language : getItem.call(this, name);
      };
      // The storefront remembers the language it shows (storage and cookie): from this tab that
      // would switch the journey's own tab too, so those writes go nowhere here.
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        if (!(this === window.localStorage && name === key)) setItem.call(this, name, value);
      };
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      if (cookie?.get && cookie.set) {
        const { get, set } = cookie;
        Object.defineProperty(document, 'cookie', {
          configurable: true,
          get: () => get.call(document),
          set: (value: string) => {
            if (!String(value).trim().startsWith('kn_lang=')) set.call(document, value);
          },
        });
      }
    },
    { key, language },
  );
}

const findings: Finding[] = [];
/**
 * States checked in this jest run, shared by its journey files (and its workers, which append to
 * one file named by the run: support/globalSetup.ts), so a state one journey checked (the home
 * page on a phone, signed out) is not checked again by the next. A run of one file checks
 * everything it shows. `E2E_A11Y_EVERY_FILE=1` checks each file's states afresh.
 */
const RUN_FILE = path.join(
  tmpdir(),
  `kn-a11y-checked-${process.env.E2E_RUN_ID ?? `${process.pid}-${Math.round(performance.timeOrigin)}`}.txt`,
);
const shared = process.env.E2E_A11Y_EVERY_FILE
  ? new Set<string>()
  : new Set(existsSync(RUN_FILE) ? readFileSync(RUN_FILE, 'utf8').split('\n').filter(Boolean) : []);
const checked = new Set<string>();
const isChecked = (key: string) => checked.has(key) || shared.has(key);
const inFlight = new Set<Promise<void>>();
const watched = new WeakSet<Page>();
const siblings = new WeakSet<Page>();
const queues = new WeakMap<Page, { running: Promise<void>; again: boolean; busy: boolean }>();

/** Watches every page of `context` (called by launchBrowser for every context it makes). */
export async function watchContext(context: BrowserContext): Promise<void> {
  if (!enabled) return;
  await context.exposeBinding('__knA11yDialogOpened', ({ page }) => {
    if (page && watched.has(page)) schedule(page);
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __knLastChange?: number; __knA11yDialogOpened?: () => void };
    w.__knLastChange = performance.now();
    const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]';
    const isDialog = (node: Node) =>
      node instanceof Element && (node.matches(DIALOG) || node.querySelector(DIALOG) !== null);
    const tell = () => w.__knA11yDialogOpened?.();
    new MutationObserver((records) => {
      w.__knLastChange = performance.now();
      for (const record of records) {
        if (
          [...record.addedNodes, ...record.removedNodes].some(isDialog) ||
          (record.type === 'attributes' &&
            ['open', 'aria-modal', 'role'].includes(record.attributeName ?? '') &&
            record.target instanceof Element &&
            record.target.matches(DIALOG))
        )
          return tell();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

function watchPage(page: Page): void {
  if (watched.has(page) || siblings.has(page)) return;
  watched.add(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) schedule(page);
  });
  // A page is checked before the journey leaves it for another URL or closes it, so a journey
  // that moves on at once still has every page it showed checked.
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    await idle(page);
    return goto(...args);
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    await idle(page);
    return reload(...args);
  };
  const close = page.close.bind(page);
  page.close = async (...args) => {
    await idle(page);
    return close(...args);
  };
  // ... and before the journey's next step on it: an action on a locator, the page or the keyboard
  // waits for the check of what the page shows now (a dialog that opened, a route the page moved
  // to), so a state the journey passes through quickly is checked all the same.
  for (const [target, methods] of [
    [page, PAGE_ACTIONS],
    [page.keyboard, KEYBOARD_ACTIONS],
  ] as const) {
    for (const method of methods) {
      const original = (target as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method]!.bind(
        target,
      );
      (target as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        await idle(page);
        return original(...args);
      };
    }
  }
  patchLocators(page);
  const context = page.context();
  if (!patchedContexts.has(context)) {
    patchedContexts.add(context);
    const closeContext = context.close.bind(context);
    context.close = async (...args) => {
      await Promise.all(context.pages().map(idle));
      return closeContext(...args);
    };
  }
}

const patchedContexts = new WeakSet<BrowserContext>();
const PAGE_ACTIONS = [
  'click',
  'dblclick',
  'tap',
  'fill',
  'press',
  'type',
  'check',
  'uncheck',
  'selectOption',
  'setInputFiles',
] as const;
const KEYBOARD_ACTIONS = ['press', 'type', 'down', 'insertText'] as const;
const LOCATOR_ACTIONS = [
  'click',
  'dblclick',
  'tap',
  'fill',
  'clear',
  'press',
  'pressSequentially',
  'type',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'setInputFiles',
] as const;
let locatorsPatched = false;

/** Locator actions (one prototype for every page) wait for the checks queued on their page. */
function patchLocators(page: Page): void {
  if (locatorsPatched) return;
  locatorsPatched = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const method of LOCATOR_ACTIONS) {
    const original = prototype[method]!;
    prototype[method] = async function (this: { page(): Page }, ...args: unknown[]) {
      const owner = this.page();
      if (watched.has(owner)) await idle(owner);
      return original.apply(this, args);
    };
  }
}

/** Resolves when the checks queued for `page` are done (or after `timeoutMs`). */
async function idle(page: Page, timeoutMs = 20_000): Promise<void> {
  const queue = queues.get(page);
  if (queue?.busy) await within(queue.running, timeoutMs);
}

/** `promise`, or nothing after `ms` (leaving no timer behind). */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Queues one check of `page`; a route change during a check queues one more after it. A sibling tab
 * opened for another language is never checked as a page of its own: `context.on('page')` hears of
 * it before `newPage()` answers (so it is watched), but its first load comes after it is known.
 */
function schedule(page: Page): void {
  if (siblings.has(page)) return;
  let queue = queues.get(page);
  if (!queue) {
    queue = { running: Promise.resolve(), again: false, busy: false };
    queues.set(page, queue);
  }
  if (queue.busy) {
    queue.again = true;
    return;
  }
  queue.busy = true;
  const q = queue;
  const run = (async () => {
    do {
      q.again = false;
      await checkPage(page).catch(() => undefined);
    } while (q.again && !page.isClosed());
    q.busy = false;
  })();
  q.running = run;
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
}

/** Whether `url` is a page of the store (not the PhonePe simulator or a browser page). */
function isStorePage(url: string): boolean {
  if (!/^https?:/.test(url)) return false;
  return !new URL(url).pathname.startsWith('/dev/');
}

interface PageState {
  /** The storefront's document (its #root), not a page a journey made up or the PhonePe simulator. */
  store: boolean;
  route: string;
  dialogs: string[];
  signedIn: boolean;
  admin: boolean;
  lang: string;
}

/** Waits until the page has stopped changing (unless `wait` is false), then describes what it shows. */
function settle(wait = true): Promise<PageState> {
  return new Promise((resolve) => {
    const started = performance.now();
    const lastChange = () => (window as unknown as { __knLastChange?: number }).__knLastChange ?? 0;
    // A spinner or a skeleton's shimmer runs for ever; a fade or a slide ends. One that cannot end
    // before this wait gives up (a toast's 5 s countdown bar) is not waited for either: at the
    // end of the wait it would still be running, and the page would be checked as it is now.
    const animating = (left: number) =>
      document.getAnimations().some((a) => {
        if (a.playState !== 'running') return false;
        const timing = a.effect?.getComputedTiming();
        const remaining = (Number(timing?.endTime) - Number(timing?.localTime ?? 0)) / Math.abs(a.playbackRate || 1);
        return Number.isFinite(remaining) && remaining <= left;
      });
    const tick = () => {
      const now = performance.now();
      const left = 2500 - (now - started);
      const waiting = document.readyState !== 'complete' || now - lastChange() < 200 || animating(left);
      if (wait && waiting && left > 0) return void setTimeout(tick, 50);
      const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { isAdmin?: boolean } | null;
      const named = (el: Element) =>
        el.getAttribute('aria-label') ??
        document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ??
        el.className.toString();
      const dialogs = [
        ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]'),
      ]
        // A drawer kept mounted while closed (inert, slid away) is not open.
        .filter(
          (el) =>
            !el.closest('[inert], [aria-hidden="true"]') &&
            getComputedStyle(el).visibility !== 'hidden' &&
            ((el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed'),
        )
        .map(named)
        .sort();
      resolve({
        store: document.getElementById('root') !== null,
        route:
          location.pathname.replace(/\/[0-9a-f]{24}(?=\/|$)/gi, '/:id').replace(/\/\d+(?=\/|$)/g, '/:n') +
          [...new URLSearchParams(location.search).keys()]
            .sort()
            .map((k) => `?${k}`)
            .join(''),
        dialogs,
        signedIn: user !== null,
        admin: user?.isAdmin === true,
        lang: document.documentElement.lang,
      });
    };
    // What the page is can be told once its HTML is parsed (#root is in it).
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', tick, { once: true });
    else tick();
  });
}

interface AxeNode {
  target: string[];
  html: string;
  /** axe's reason (for contrast: the colours and ratio it measured). */
  summary: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** axe-core on the whole document: the serious and critical violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String),
          html: n.html.slice(0, 160),
          summary: ((n as { failureSummary?: string }).failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
        })),
      }));
  });
}

export interface SmallTarget {
  element: string;
  text: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element (links, buttons, inputs, selects, textareas, [role=button],
 * [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=option],
 * [role=menuitem], summary) smaller than 44 × 44 CSS px. Exempt, as WCAG 2.5.5 allows: a link
 * inline in running text (its parent has text of its own beside it); disabled controls; elements
 * hidden from everyone (display none, visibility hidden, zero size, aria-hidden, inert). A
 * control that is visually hidden but operated through its label (a radio or checkbox drawn by
 * its <label>) is measured by the label, as that is what a finger presses.
 */
function smallTargets(min: number): SmallTarget[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"]';
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const inlineInText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const parent = el.parentElement;
    if (!parent) return false;
    return [...parent.childNodes].some(
      (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 1,
    );
  };
  const out: SmallTarget[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.closest('[aria-hidden="true"], [inert]')) continue;
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (el.getClientRects().length === 0) continue;
    if (inlineInText(el)) continue;
    let rect = el.getBoundingClientRect();
    if (el instanceof HTMLInputElement && (el.labels?.length ?? 0) > 0) {
      const label = [...el.labels!]
        .map((l) => l.getBoundingClientRect())
        .sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
      if (label.width * label.height > rect.width * rect.height) rect = label;
    }
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
      out.push({
        element: describe(el),
        text: (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('placeholder') ?? '')
          .trim()
          .slice(0, 40),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
    }
  }
  return out;
}

/** Touch targets on `page` below 44 × 44 CSS px (exemptions in `smallTargets`). */
export function measureTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(smallTargets, MIN_TARGET);
}

function describeState(state: PageState, phone: boolean): string {
  const dialogs = state.dialogs.length ? ` with ${state.dialogs.map((d) => `“${d}”`).join(', ')} open` : '';
  return `${state.admin ? 'admin ' : ''}${state.route}${dialogs} (${phone ? 'phone' : 'desktop'}, ${state.signedIn ? 'signed in' : 'signed out'})`;
}

async function checkPage(page: Page): Promise<void> {
  if (page.isClosed() || !isStorePage(page.url())) return;
  const phone = (page.viewportSize()?.width ?? 1280) <= PHONE_MAX_WIDTH;
  const [first, ...others] = a11yLanguages;
  // A state checked before costs no wait: what the page is (route, dialogs, who) is known at once.
  const now = await page.evaluate(settle, false);
  if (!now.store) return;
  if (a11yLanguages.every((language) => isChecked(`${language} ${describeState(now, phone)}`))) return;
  const started = Date.now();
  const state = await page.evaluate(settle, true);
  settleMs += Date.now() - started;
  if (!isStorePage(page.url())) return;
  const where = describeState(state, phone);
  await checkState(page, state, where, first ?? 'en', phone);
  if (state.dialogs.length === 0) {
    for (const language of others) {
      if (isChecked(`${language} ${where}`)) continue;
      const sibling = await siblingTab(page);
      siblings.add(sibling);
      try {
        await chooseLanguage(sibling, language);
        await sibling.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
        await sibling.goto(page.url());
        const shown = await sibling.evaluate(settle, true);
        await checkState(sibling, shown, where, language, phone);
      } finally {
        await (sibling.context() === page.context() ? sibling.close() : sibling.context().close());
      }
    }
  }
}

/**
 * A new tab beside `page`, in its context (same sign-in and cart). A page opened with
 * `browser.newPage()` owns its context and Playwright opens no second tab there: its sibling gets
 * a context of its own, started from the same cookies, storage and screen size.
 */
async function siblingTab(page: Page): Promise<Page> {
  const context = page.context();
  try {
    return await context.newPage();
  } catch (error) {
    const browser = context.browser();
    if (!browser || !/browser\.newContext/.test(String(error))) throw error;
    // The same screen size, so a phone page's sibling is checked as a phone (touch targets, layout).
    const own = await browser.newContext({ storageState: await context.storageState(), viewport: page.viewportSize() });
    return own.newPage();
  }
}

/**
 * Colours are the one thing axe reads that a page passes through on its way to rest (a button's
 * 0.2 s colour transition after a click, a stylesheet inserted a frame late on a loaded machine,
 * when settling gave up at 2.5 s): a contrast finding counts only if it is still there once the page
 * has settled again and a second later. Everything else is reported as first seen.
 */
export async function contrastThatStays(page: Page, violations: AxeViolation[]): Promise<AxeViolation[]> {
  if (!violations.some((v) => v.id === 'color-contrast')) return violations;
  await page.waitForTimeout(1000);
  await page.evaluate(settle, true);
  const again = (await runAxe(page)).find((v) => v.id === 'color-contrast');
  const still = new Set(again?.nodes.map((n) => n.target.join(' ')) ?? []);
  return violations.flatMap((v) => {
    if (v.id !== 'color-contrast') return [v];
    const nodes = v.nodes.filter((n) => still.has(n.target.join(' ')));
    return nodes.length ? [{ ...v, nodes }] : [];
  });
}

async function checkState(
  page: Page,
  state: PageState,
  where: string,
  language: string,
  phone: boolean,
): Promise<void> {
  const key = `${language} ${where}`;
  if (isChecked(key)) return;
  const started = Date.now();
  const found: Finding[] = [];
  // Only a sibling tab opened in another language is checked for it: the journey's own tab shows
  // whatever language the journey chose (the language journey switches it itself).
  if (a11yLanguages.length > 1 && language !== a11yLanguages[0] && !state.lang.startsWith(language)) {
    found.push({
      kind: 'language',
      page: where,
      language,
      rule: 'language-not-shown',
      impact: 'serious',
      help: `<html lang> is “${state.lang}”, not ${language}: chooseLanguage() did not switch the storefront`,
      elements: ['html'],
    });
  }
  for (const v of await contrastThatStays(page, await runAxe(page))) {
    found.push({
      kind: 'axe',
      page: where,
      language,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      elements: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html}  — ${n.summary}`),
    });
  }
  if (phone && !state.admin) {
    const small = await measureTouchTargets(page);
    if (small.length) {
      found.push({
        kind: 'target-size',
        page: where,
        language,
        rule: 'touch-target-44px',
        impact: 'serious',
        help: `touch targets smaller than ${MIN_TARGET}×${MIN_TARGET} px on a phone`,
        elements: small.map((s) => `${s.element} “${s.text}” ${s.width}×${s.height}`),
      });
    }
  }
  // Only a check that ran to the end counts (a navigation mid-check throws before this line).
  checked.add(key);
  if (!process.env.E2E_A11Y_EVERY_FILE) appendFileSync(RUN_FILE, `${key}\n`);
  checkMs += Date.now() - started;
  findings.push(...found);
}

/** Waits for the checks still running (bounded), then answers and forgets what they found. */
export async function takeFindings(timeoutMs = 20_000): Promise<Finding[]> {
  const deadline = Date.now() + timeoutMs;
  while (inFlight.size > 0 && Date.now() < deadline)
    await within(Promise.allSettled([...inFlight]), deadline - Date.now());
  return findings.splice(0);
}

export function formatFindings(list: Finding[]): string {
  return list
    .map(
      (f) =>
        `${f.rule} (${f.impact}) on ${f.page} [${f.language}]: ${f.help}\n${f.elements.map((e) => `    ${e}`).join('\n')}`,
    )
    .join('\n');
}

let settleMs = 0;
let checkMs = 0;

/** What was checked so far in this journey file, and the time spent waiting for pages to settle and checking them. */
export function checkedStates(): { states: string[]; settleMs: number; checkMs: number } {
  return { states: [...checked], settleMs, checkMs };
}
