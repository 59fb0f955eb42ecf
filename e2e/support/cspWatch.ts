import type { BrowserContext, Page } from 'playwright-core';

export interface CspViolationSeen {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records, for every page of a browser context, each Content-Security-Policy violation the page
 * fires (`securitypolicyviolation`, listened for before any of its own scripts run) and every
 * console error, so a journey can assert that the enforced policy blocked nothing it needs.
 */
export async function watchContentSecurity(
  context: BrowserContext,
): Promise<{ violations: CspViolationSeen[]; consoleErrors: string[] }> {
  const violations: CspViolationSeen[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding(
    '__kiranaCspViolation',
    (_source, violation: CspViolationSeen) => void violations.push(violation),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __kiranaCspViolation(v: unknown): void }).__kiranaCspViolation({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return { violations, consoleErrors };
}
