import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page test fails on a console error or an uncaught exception in the page: a CSP
 * violation or a broken bundle shows up there first. Chromium reports a header it cannot
 * read (a Permissions-Policy feature it does not know) only as a warning: that fails too.
 */
interface PageErrors {
  /** Lets a test accept an error it causes on purpose (a 404 document, say). */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || /^Error with [\w-]+ header/.test(msg.text())) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
