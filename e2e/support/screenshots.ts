import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * With E2E_SCREENSHOTS=<folder>, a journey leaves a screenshot of each step there
 * (`<journey>-<step>.png`); without it, nothing.
 */
export function screenshots(journey: string): (page: Page, step: string) => Promise<void> {
  return async (page, step) => {
    const folder = process.env.E2E_SCREENSHOTS;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${journey}-${step}.png`), fullPage: true });
  };
}
