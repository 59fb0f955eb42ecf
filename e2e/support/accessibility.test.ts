import { chromium, type Browser } from 'playwright-core';
import { contrastThatStays, runAxe } from './accessibility';
import { CHROMIUM_PATH } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
});
afterAll(() => browser.close());

const PAGE = `<!doctype html><html lang="en"><head><title>Contrast</title></head><body><main>
  <button id="stays" style="background:#ffffff;color:#dddddd">Stays pale</button>
  <button id="passing" style="background:#ffffff;color:#dddddd">Darkens</button>
</main></body></html>`;

const contrastTargets = (violations: Awaited<ReturnType<typeof runAxe>>) =>
  violations.find((v) => v.id === 'color-contrast')?.nodes.map((n) => n.target.join(' ')) ?? [];

describe('the accessibility check itself', () => {
  it('reports poor contrast that stays, and not colours the page was passing through', async () => {
    const page = await browser.newPage();
    // (a page of an origin, as the store's are: the check reads its localStorage)
    await page.route('http://contrast.test/', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto('http://contrast.test/');
    const first = await runAxe(page);
    expect(contrastTargets(first)).toEqual(['#stays', '#passing']);
    expect(first.find((v) => v.id === 'color-contrast')?.nodes[0]?.summary).toMatch(/contrast of 1\.\d+/);
    // The second button reaches its final colour before the check looks again.
    await page.evaluate(() => {
      (document.getElementById('passing') as HTMLElement).style.color = '#111111';
    });
    expect(contrastTargets(await contrastThatStays(page, first))).toEqual(['#stays']);
    await page.close();
  });
});
