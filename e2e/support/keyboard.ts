import type { Locator, Page } from 'playwright-core';

/** What draws focus on an element: outline and box-shadow, as computed. */
interface FocusLook {
  outline: string;
  boxShadow: string;
  borderColor: string;
}

/** The look of the element and of its two nearest ancestors (a field may draw focus round its box with :focus-within). */
const look = (element: Element): FocusLook[] => {
  const chain: Element[] = [element];
  while (chain.length < 3 && chain[chain.length - 1]!.parentElement)
    chain.push(chain[chain.length - 1]!.parentElement!);
  return chain.map((el) => {
    const style = getComputedStyle(el);
    return {
      outline:
        style.outlineStyle === 'none' || style.outlineWidth === '0px'
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      borderColor: style.borderColor,
    };
  });
};

/** Whether `target` holds the focus (itself, or a combobox's input inside it). */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** A short description of the focused element, for failure messages. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page (nothing focused)';
    return `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 60)}”`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times, then checks that
 * the focus is drawn: the element's outline or box-shadow (or border colour) while focused differs
 * from the same element's before it was focused, and is not nothing.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  await target.waitFor();
  // Already focused (a dialog's first field): then the ring only has to be drawn.
  const before = (await hasFocus(target)) ? undefined : await target.evaluate(look);
  for (let presses = 0; !(await hasFocus(target)); presses += 1) {
    if (presses >= max)
      throw new Error(
        `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}; the focus is on ${await focused(page)}`,
      );
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectVisibleFocus(target, before);
}

/**
 * The focused `target` draws its focus: on itself or on one of its two nearest ancestors (a field's
 * box, by :focus-within) an outline or a box-shadow is drawn that was not there, or not so, before
 * it had the focus (`before`; without it, any outline or box-shadow counts).
 */
export async function expectVisibleFocus(target: Locator, before?: FocusLook[]): Promise<void> {
  // The focus ring may fade in (a transition): read it once it has drawn.
  await target.page().waitForTimeout(150);
  const now = await target.evaluate(look);
  const ring = (l: FocusLook) => l.outline !== 'none' || (l.boxShadow !== 'none' && l.boxShadow !== '');
  const drawn = now.some((l, i) => {
    const was = before?.[i];
    return ring(l) && (!was || l.outline !== was.outline || l.boxShadow !== was.boxShadow);
  });
  if (!drawn)
    throw new Error(
      `no visible focus on ${target}: focused ${JSON.stringify(now)}${before ? `, unfocused ${JSON.stringify(before)}` : ''}`,
    );
}

/** Expects the focus on `opener` (after a dialog or drawer closed), naming where it is instead. */
export async function expectFocusBackOn(page: Page, opener: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await hasFocus(opener))) {
    if (Date.now() > deadline)
      throw new Error(`closing ${what} left the focus on ${await focused(page)}, not on ${opener}`);
    await page.waitForTimeout(50);
  }
}

/** Expects the focus inside `container` (a dialog or drawer that just opened), naming where it is instead. */
export async function expectFocusWithin(page: Page, container: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await container.evaluate((el) => el.contains(document.activeElement)))) {
    if (Date.now() > deadline) throw new Error(`opening ${what} left the focus on ${await focused(page)}, outside it`);
    await page.waitForTimeout(50);
  }
}
