import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { placeCashOrder } from '../support/orders';
import { screenshots } from '../support/screenshots';
import { asSignedInUser } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  storefront = await startTestStorefront(3700);
  browser = await launchBrowser();
  folder = mkdtempSync(path.join(tmpdir(), 'kn-bills-'));
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const snap = screenshots('bills');

/** GSTN's own sample GSTIN (Maharashtra): its check character is worked by hand in docs/gst.md. */
const GSTIN = '27AAPFU0939F1ZV';

/** The text of a downloaded PDF (poppler's pdftotext, in drawing order so Hindi reads as written). */
async function pdfText(download: Download, name: string): Promise<string> {
  const file = path.join(folder, `${name}.pdf`);
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // With E2E_SCREENSHOTS, the pages as pictures beside the journey's screenshots, to be looked at.
  if (process.env.E2E_SCREENSHOTS)
    execFileSync('pdftoppm', ['-png', '-r', '70', file, path.join(process.env.E2E_SCREENSHOTS, `bills-${name}`)]);
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/**
 * Replaces the browser's print dialog with a count, so the journey can read the page as it prints;
 * the function returned waits for the one print.
 */
async function countPrints(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const w = window as unknown as { knPrinted: number };
    w.knPrinted = 0;
    window.print = () => {
      w.knPrinted += 1;
    };
  });
  return async () => {
    await page.waitForFunction(() => (window as unknown as { knPrinted: number }).knPrinted === 1);
  };
}

describe('a bill in the bag', () => {
  it('the store sets its GSTIN; an order with items at three rates prints as an 80 mm tax invoice and downloads as a PDF, in English and Hindi; delivered, it has its number', async () => {
    // The admin gives the store its tax details on the Account page.
    const desk = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const admin = await desk.newPage();
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    await admin.goto(`${storefront.storefrontUrl}/account`);
    await admin.getByLabel('Legal name').fill('Kirana Now Stores LLP');
    await admin.getByLabel('Address on the bill').fill('Shop 4, Green Meadows, Baner, Pune 411045');
    // The state by keyboard, as a searchable list takes it: type, then Enter on the match.
    await admin.getByLabel('State').fill('Mahara');
    await admin.getByRole('option', { name: 'Maharashtra (27)' }).waitFor({ state: 'attached' });
    await admin.getByLabel('State').press('Enter');
    await admin.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZW');
    // Everything the bill needs is there: Save is offered.
    await admin.locator('button:enabled', { hasText: 'Save tax details' }).waitFor();
    await admin.getByRole('button', { name: 'Save tax details' }).click();
    // A typing mistake in the GSTIN: refused, with a sentence.
    await admin.getByText('The GSTIN’s last character does not match: check it for a typing mistake.').waitFor();
    await admin.getByLabel('GSTIN (optional)').fill(GSTIN);
    await admin.getByRole('button', { name: 'Save tax details' }).click();
    await admin.getByText('The store’s tax details are saved. Bills from now on carry them.').waitFor();
    await snap(admin, '1-tax-details');

    // Three products at three rates (0%, 5% and 18%), as the product form sends them.
    const { items } = (await (await fetch(`${storefront.apiUrl}/api/products?pageSize=12`)).json()) as {
      items: { _id: string; name: string; stock: number }[];
    };
    const [milk, atta, biscuits] = items.filter((product) => product.stock >= 5);
    const taxes = [
      [milk!, '0401', 0],
      [atta!, '1101', 5],
      [biscuits!, '1905', 18],
    ] as const;
    for (const [product, hsnCode, gstRate] of taxes) {
      const saved = await asSignedInUser(admin, storefront.apiUrl, `/api/products/${product._id}`, {
        method: 'PUT',
        body: { hsnCode, gstRate },
      });
      expect(saved.status).toBe(200);
    }

    // A customer orders all three, cash on delivery.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const customer = await phone.newPage();
    await customer.goto(storefront.storefrontUrl);
    await signIn(customer, storefront, '9812370101', 'Anita Rao');
    const order = await placeCashOrder(customer, storefront.apiUrl, 'B', '204', [
      { product: milk!._id, qty: 2 },
      { product: atta!._id, qty: 1 },
      { product: biscuits!._id, qty: 3 },
    ]);

    // The packer prints the bill from the order: a tax invoice whose number comes at delivery.
    await admin.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await admin.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` }).waitFor();
    const printed = await countPrints(admin);
    await admin.getByRole('button', { name: 'Print bill' }).click();
    await printed();
    const receipt = admin.locator('.kn-bill-print');
    await receipt.getByText('Tax invoice').first().waitFor({ state: 'attached' });
    const paper = await receipt.innerText();
    for (const words of ['Kirana Now Stores LLP', GSTIN, 'given at delivery', milk!.name, '0401', '1101', '1905'])
      expect(paper).toContain(words);
    // As it comes out of an 80 mm printer: only the receipt, black on white.
    await admin.emulateMedia({ media: 'print' });
    await admin.setViewportSize({ width: 302, height: 1200 });
    expect(await admin.locator('.kn-shell-header, header').first().isVisible()).toBe(false);
    await snap(admin, '2-thermal-receipt');
    await admin.emulateMedia({ media: 'screen' });
    await admin.setViewportSize({ width: 1366, height: 900 });

    // The A4 PDF, in English: the three rates and their halves.
    const [english] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const a4 = await pdfText(english, 'tax-invoice-en');
    for (const words of [
      'Tax invoice',
      GSTIN,
      'Maharashtra',
      '0401',
      '1101',
      '1905',
      '0%',
      '5%',
      '18%',
      'CGST',
      'SGST',
    ])
      expect(a4).toContain(words);
    expect(a4).toContain(`₹${order.totalPrice.toFixed(2)}`);

    // Delivered: the invoice has its number from this year's series, on the customer's page in Hindi.
    const delivered = await asSignedInUser(admin, storefront.apiUrl, `/api/orders/${order._id}/deliver`, {
      method: 'PUT',
      body: {},
    });
    expect(delivered.status).toBe(200);
    await customer.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await customer.getByTestId('language-switch').first().click();
    await customer.getByRole('button', { name: 'बिल डाउनलोड करें (PDF)' }).waitFor();
    await snap(customer, '3-order-page-hi');
    const [hindi] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('button', { name: 'बिल डाउनलोड करें (PDF)' }).click(),
    ]);
    const hi = await pdfText(hindi, 'tax-invoice-hi');
    expect(hi).toMatch(/KN\/\d{2}-\d{2}\/000001/);
    for (const words of ['टैक्स इनवॉइस', 'महाराष्ट्र', 'रुपये', 'मात्र']) expect(hi).toContain(words);

    // The admin prints it again, now numbered.
    await admin.reload();
    const again = await countPrints(admin);
    await admin.getByRole('button', { name: 'Print bill' }).click();
    await again();
    await admin
      .locator('.kn-bill-print')
      .getByText(/KN\/\d{2}-\d{2}\/000001/)
      .waitFor({ state: 'attached' });
    await admin.emulateMedia({ media: 'print' });
    await admin.setViewportSize({ width: 302, height: 1200 });
    await snap(admin, '4-thermal-receipt-numbered');

    // The packer reads Hindi: the same receipt in Hindi, with the product's Hindi name.
    await admin.emulateMedia({ media: 'screen' });
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.reload();
    await admin.getByTestId('language-switch').first().click();
    const inHindi = await countPrints(admin);
    await admin.getByRole('button', { name: 'बिल प्रिंट करें' }).click();
    await inHindi();
    const hindiPaper = admin.locator('.kn-bill-print');
    await hindiPaper.getByText('टैक्स इनवॉइस').first().waitFor({ state: 'attached' });
    expect(await hindiPaper.innerText()).toContain('मात्र');
    await admin.emulateMedia({ media: 'print' });
    await admin.setViewportSize({ width: 302, height: 1200 });
    await snap(admin, '5-thermal-receipt-hi');
    await desk.close();
    await phone.close();
  });
});
