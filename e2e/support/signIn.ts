import type { Page } from 'playwright-core';

interface OutboxEntry {
  code: string;
  sentAt: string;
}

async function latestOutboxEntry(apiUrl: string, phone: string): Promise<OutboxEntry | null> {
  const response = await fetch(`${apiUrl}/api/dev/otp-outbox?phoneNumber=${phone}`);
  return response.ok ? ((await response.json()) as OutboxEntry) : null;
}

/** The code the development SMS provider "sent" after `previous` (the entry before asking). */
export async function waitForNewCode(
  apiUrl: string,
  phone: string,
  previous: OutboxEntry | null,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = await latestOutboxEntry(apiUrl, phone);
    if (entry && entry.sentAt !== previous?.sentAt) return entry.code;
    if (Date.now() > deadline) throw new Error(`no new OTP reached the development outbox for ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where a journey reads the code a person would read from their SMS: called before Continue, it answers a waiter for the new code. */
export type CodeReader = (phone: string) => Promise<() => Promise<string>>;

const fromDevelopmentOutbox =
  (apiUrl: string): CodeReader =>
  async (phone) => {
    const before = await latestOutboxEntry(apiUrl, phone);
    return () => waitForNewCode(apiUrl, phone, before);
  };

/**
 * Signs in through the real login modal with the code from the development outbox (or
 * `readCode`): opens the modal with the header's Log In (unless it is already open), types the
 * phone, then the code. A new customer is asked their name once: `name` answers it, otherwise it
 * is skipped.
 */
export async function signIn(
  page: Page,
  storefront: { apiUrl: string },
  phone: string,
  name?: string,
  readCode?: CodeReader,
): Promise<void> {
  const dialog = page.locator('[role="dialog"].kn-shell-login');
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Log In' }).click();
  const nextCode = await (readCode ?? fromDevelopmentOutbox(storefront.apiUrl))(phone);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'OTP Verification' }).waitFor();
  const code = await nextCode();
  // The sixth digit submits.
  await dialog.getByLabel('Digit 1 of 6').pressSequentially(code);

  const askName = dialog.getByRole('heading', { name: 'What should we call you?' });
  await Promise.race([dialog.waitFor({ state: 'detached' }), askName.waitFor()]);
  if (await askName.isVisible()) {
    if (name) {
      await dialog.getByLabel('Your name').fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Skip for now' }).click();
    }
  }
  await dialog.waitFor({ state: 'detached' });
}
