import type { Page } from 'playwright-core';
import { openCartDrawer } from './shopping';

/** From the cart drawer to the payment page, choosing how to pay. */
export async function checkOut(page: Page, method: 'Cash on Delivery' | 'PhonePe') {
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: /Click to Pay/ }).click();
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
}

/** The buttons of the PhonePe simulator's pay page (the last two try a lost webhook and an expired payment). */
export type PayPageButton = 'Pay' | 'Fail' | 'Pay, but lose the webhook' | 'Let it expire';

/**
 * On the payment page with PhonePe chosen: goes to PhonePe (the simulator), presses `button`, and
 * comes back to /orderstatus as PhonePe sends the customer. Answers the order's id.
 */
export async function answerPhonePe(page: Page, button: PayPageButton): Promise<string> {
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ with PhonePe$/ }).click();
  await page.waitForURL((url) => url.pathname.includes('/dev/phonepe/'));
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/orderstatus');
  return new URL(page.url()).searchParams.get('orderId')!;
}
