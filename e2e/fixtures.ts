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

/**
 * Each test is its own visitor: the server runs behind a trusted proxy (TRUST_PROXY, as in
 * production) and every call of a test to the shop's API carries that test's address, from
 * the documentation range, so the per-address limits (20 payments in 10 minutes, 10 sign-ups
 * an hour) count each test as a person does, not the whole suite as one.
 */
let visitors = 0;

export const test = base.extend<{ pageErrors: PageErrors; visitor: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  visitor: async ({}, use) => {
    visitors += 1;
    await use(`2001:db8:${visitors.toString(16)}::1`);
  },
  request: async ({ playwright, baseURL, visitor }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': visitor },
    });
    await use(request);
    await request.dispose();
  },
  context: async ({ context, baseURL, visitor }, use) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.route(
      (url) => url.origin === origin && url.pathname.startsWith('/api/'),
      (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': visitor } }),
    );
    await use(context);
  },
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
