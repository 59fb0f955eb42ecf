import type { Browser, Page } from 'playwright-core';
import { chooseLanguage } from '../support/accessibility';
import { launchBrowser } from '../support/browser';
import { screenshots } from '../support/screenshots';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  storefront = await startTestStorefront(3620);
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(storefront.storefrontUrl);
  await signIn(admin, storefront, '9000000000');
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const shot = screenshots('catalogue-import');
const HEADER = 'sku,name,name_hi,category,quantity,mrp,selling_price,stock,on_sale,images,description';
const ROWS = 2_000;

/** A store's spreadsheet of 2,000 new products; `broken` spoils three of them as a shopkeeper might. */
function catalogueFile(broken: boolean): { name: string; mimeType: string; buffer: Buffer } {
  const lines = [HEADER];
  for (let n = 1; n <= ROWS; n += 1) {
    const sku = `JRN-${String(n).padStart(4, '0')}`;
    let row = `${sku},Aam Panna ${n},,Cold Drinks & Juices,200 ml,40,35,${n % 50},yes,,Raw mango cooler number ${n}`;
    if (broken && n === 10) row = `${sku},Aam Panna ${n},,Cold Drinks & Juices,200 ml,30,35,5,yes,,`; // selling above MRP
    if (broken && n === 500) row = `${sku},Aam Panna ${n},,Cold Drinks & Juices,200 ml,forty,35,5,yes,,`; // not a number
    if (n === 1500) row = `${sku},Matka Kulfi,मटका कुल्फ़ी,Frozen Treats,1 pc,40,35,20,yes,,Slow-set in clay pots`;
    lines.push(row);
  }
  return { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) };
}

describe('the catalogue from a spreadsheet', () => {
  it('imports 2,000 rows: the bad ones shown first and fixed, a new category agreed, and customers find the products', async () => {
    await admin.goto(`${storefront.storefrontUrl}/products?tab=spreadsheet`);
    const picker = admin.getByLabel('CSV file (up to 5 MB, 20,000 products)');
    await picker.setInputFiles(catalogueFile(true));
    const summary = admin.getByText(/new · 0 to update · 0 unchanged · 3 rows with problems/);
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.textContent()).toBe('1,997 new · 0 to update · 0 unchanged · 3 rows with problems');
    const problems = admin.getByRole('table');
    await problems.getByText('Selling price cannot be more than the MRP').waitFor();
    await problems.getByText('The MRP “forty” is not a number').waitFor();
    await problems.getByText('There is no category “Frozen Treats”').waitFor();
    expect(await admin.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await shot(admin, 'preview-with-problems');
    // The same preview on a phone: a card a row, each problem whole within the screen's width, Apply in reach.
    await admin.setViewportSize({ width: 390, height: 844 });
    const cards = admin.getByRole('list', { name: 'Rows shown' });
    const problem = cards.getByText('Selling price cannot be more than the MRP');
    await problem.waitFor();
    const box = await problem.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.getByRole('button', { name: 'Apply' }).scrollIntoViewIfNeeded();
    await shot(admin, 'preview-with-problems-phone');
    await admin.setViewportSize({ width: 1280, height: 900 });
    // The same preview in Hindi: every row's problems in Hindi, the file's own words ("forty") as written.
    const hindi = await admin.context().newPage();
    await chooseLanguage(hindi, 'hi');
    await hindi.goto(`${storefront.storefrontUrl}/products?tab=spreadsheet`);
    await hindi.getByLabel('CSV फ़ाइल (5 MB तक, 20,000 प्रोडक्ट तक)').setInputFiles(catalogueFile(true));
    await hindi.getByText('1,997 नए · 0 बदलेंगे · 0 बिना बदलाव · 3 पंक्तियाँ में समस्या').waitFor({ timeout: 30_000 });
    const hindiProblems = hindi.getByRole('table');
    await hindiProblems.getByText('बिक्री मूल्य MRP से ज़्यादा नहीं हो सकता').waitFor();
    await hindiProblems.getByText('MRP “forty” कोई संख्या नहीं है').waitFor();
    await hindiProblems.getByText('“Frozen Treats” नाम की कोई श्रेणी नहीं है').waitFor();
    expect(await hindiProblems.getByText(/is not a number|There is no category/).count()).toBe(0);
    await shot(hindi, 'preview-with-problems-hi');
    // On a phone, in Hindi: the cards say the line in Hindi too.
    await hindi.setViewportSize({ width: 390, height: 844 });
    await hindi.getByRole('list', { name: 'दिखाई गई पंक्तियाँ' }).getByText('पंक्ति 11').waitFor();
    await shot(hindi, 'preview-with-problems-hi-phone');
    await hindi.close();

    // The shopkeeper fixes the two rows in the spreadsheet, chooses it again, and agrees to the new category.
    await picker.setInputFiles(catalogueFile(false));
    await admin.getByText('1,999 new · 0 to update · 0 unchanged · 1 row with problems').waitFor({ timeout: 30_000 });
    await admin.getByText('Create the category “Frozen Treats” (1 row)').click();
    await admin.getByText('2,000 new · 0 to update · 0 unchanged · 0 rows with problems').waitFor({ timeout: 30_000 });
    await shot(admin, 'preview-clean');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await admin
      .getByText('Imported: 2,000 products added, 0 updated, 0 unchanged. New categories: Frozen Treats.')
      .waitFor({ timeout: 30_000 });

    // A customer on a phone: the new category's shelf on the home page, and search.
    const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await shopper.goto(storefront.storefrontUrl);
    // The new category's shelf is the last one; its cards are drawn as it scrolls into view.
    await shopper.getByRole('heading', { name: 'Frozen Treats' }).scrollIntoViewIfNeeded();
    const kulfi = shopper.getByRole('article', { name: 'Matka Kulfi' });
    await kulfi.waitFor();
    // No picture in the file: the placeholder, not a broken image.
    expect(await kulfi.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await kulfi.scrollIntoViewIfNeeded();
    await shot(shopper, 'home-new-shelf-phone');
    await shopper.goto(`${storefront.storefrontUrl}/?search=${encodeURIComponent('aam panna 1234')}`);
    await shopper.getByRole('article', { name: 'Aam Panna 1234' }).waitFor();
    await shopper.close();
  });

  it('exports what it imported, and the file imports back as no change', async () => {
    const download = admin.waitForEvent('download');
    await admin.getByRole('textbox', { name: 'Only products matching' }).fill('aam panna');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('kirana-catalogue.csv');
    const body = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(body as Buffer[]).toString('utf8');
    // The export adds the tax columns after the file's own (a file without them leaves tax as it is).
    expect(text.startsWith(`\uFEFF${HEADER},hsn_code,gst_rate\r\n`)).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(ROWS); // the header, and 1,999 of the rows

    await admin
      .getByLabel('CSV file (up to 5 MB, 20,000 products)')
      .setInputFiles({ name: 'back.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await admin.getByText('0 new · 0 to update · 1,999 unchanged · 0 rows with problems').waitFor({ timeout: 30_000 });
    await admin.getByText('The file changes nothing.').waitFor();
  });
});
