import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { publishRemote, switchRemote } from '../../scripts/publishRemote';
import { serveStatic, type RunningServer } from '../../shell/src/server/staticServer';
import { launchBrowser } from '../support/browser';
import { startTestStorefront, type TestStorefront } from '../support/storefront';
import { journeyBasePort } from '../support/ports';

/**
 * One remote is built and published twice, and the shell moves between the two versions by a
 * change to remotes.json alone: the shell's own bundle is the same file before and after.
 */
const BASE = journeyBasePort(3600);
let work: string;
let cdn: RunningServer;
let storefront: TestStorefront;
let browser: Browser;
let remotesFile: string;
/** Every path the "CDN" was asked for, in order. */
const fetched: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'kirana-deploy-'));
  const publishRoot = path.join(work, 'cdn');
  await publishRemote('mfe-catalog', '2026.11.22-a', publishRoot, () => undefined);
  await publishRemote('mfe-catalog', '2026.11.22-b', publishRoot, () => undefined);
  cdn = await serveStatic({
    root: publishRoot,
    port: BASE + 60,
    page: async (_req, _res, url) => {
      fetched.push(url.pathname);
      return false;
    },
  });
  remotesFile = path.join(work, 'remotes.json');
  writeFileSync(remotesFile, '{}');
  storefront = await startTestStorefront(BASE, { remotesFile });
  // The other remotes stay where the storefront serves them; only the catalogue comes from the "CDN".
  writeFileSync(
    remotesFile,
    JSON.stringify({
      mfe_cart_checkout: `${storefront.servers.mfe_cart_checkout.url}/mf-manifest.json`,
      mfe_account: `${storefront.servers.mfe_account.url}/mf-manifest.json`,
      mfe_admin: `${storefront.servers.mfe_admin.url}/mf-manifest.json`,
    }),
  );
  switchRemote('mfe-catalog', '2026.11.22-a', remotesFile, cdn.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
  await cdn?.close();
  rmSync(work, { recursive: true, force: true });
});

async function catalogueRelease(page: Page): Promise<{ release: string | null; shellScript: string | null }> {
  await page.getByRole('article').first().waitFor();
  await page.locator('[data-remote="mfe_catalog"][data-release]').waitFor({ state: 'attached' });
  return {
    release: await page.locator('[data-remote="mfe_catalog"]').getAttribute('data-release'),
    shellScript: await page.locator('script[src*="/main."]').first().getAttribute('src'),
  };
}

describe('deploying one remote without the others', () => {
  it('switching remotes.json moves the page to the new version with the same shell bundle, and back again', async () => {
    const page = await browser.newPage();
    await page.goto(storefront.storefrontUrl);
    const first = await catalogueRelease(page);
    expect(first.release).toBe('2026.11.22-a');
    expect(first.shellScript).toMatch(/\/main\.[0-9a-f]{8}\.js$/);

    const before = switchRemote('mfe-catalog', '2026.11.22-b', remotesFile, cdn.url);
    expect(before).toBe(`${cdn.url}/mfe-catalog/2026.11.22-a/mf-manifest.json`);
    await page.reload();
    const second = await catalogueRelease(page);
    expect(second).toEqual({ release: '2026.11.22-b', shellScript: first.shellScript });

    switchRemote('mfe-catalog', '2026.11.22-a', remotesFile, cdn.url); // the rollback
    await page.reload();
    expect(await catalogueRelease(page)).toEqual(first);
    await page.close();
  });

  it('the server-rendered page follows the switch and the rollback too, with no restart', async () => {
    const serverPage = async () => {
      const html = await (await fetch(`${storefront.storefrontUrl}/`)).text();
      expect(html).toMatch(/<article[^>]*>/); // rendered on the server, not left for the browser
      return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)]
        .map((m) => m[1]!)
        .filter((href) => href.startsWith(cdn.url));
    };
    const serverCode = (version: string) => `/mfe-catalog/${version}/server/remoteEntry.js`;

    switchRemote('mfe-catalog', '2026.11.22-a', remotesFile, cdn.url);
    const styles = await serverPage();
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((href) => href.includes('/mfe-catalog/2026.11.22-a/'))).toBe(true);

    fetched.length = 0;
    switchRemote('mfe-catalog', '2026.11.22-b', remotesFile, cdn.url);
    expect((await serverPage()).every((href) => href.includes('/mfe-catalog/2026.11.22-b/'))).toBe(true);
    expect(fetched).toContain(serverCode('2026.11.22-b'));

    fetched.length = 0;
    switchRemote('mfe-catalog', '2026.11.22-a', remotesFile, cdn.url); // the rollback
    expect(await serverPage()).toEqual(styles);
    expect(fetched).toContain(serverCode('2026.11.22-a'));
  });

  it('refuses to publish over a version that exists', () => {
    expect(() => publishRemote('mfe-catalog', '2026.11.22-a', path.join(work, 'cdn'), () => undefined)).toThrow(
      /already published/,
    );
  });
});
