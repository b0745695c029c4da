import { test as base, expect } from '@playwright/test';
import type { BrandConfig } from '@lobby/brand';
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION, encodeConsent } from '@lobby/util';

/** The cookie consent a returning visitor has given (libs/util consent.ts): every optional purpose allowed. */
export const returningVisitorConsent = encodeURIComponent(
  encodeConsent({
    version: CONSENT_POLICY_VERSION,
    at: '2026-11-01T00:00:00.000Z',
    purposes: { chat: true, analytics: true },
  }),
);

/** The consent cookie for a context a spec opens itself (`browser.newContext`), so it too is a returning visitor. */
export const consentCookie = (baseURL: string) => ({
  name: CONSENT_COOKIE,
  value: returningVisitorConsent,
  url: baseURL,
});

/** Shared suite fixtures: the brand under test comes from its app's typed config. */
export const test = base.extend<{ brand: BrandConfig; apiURL: string; returningVisitor: boolean }>({
  brand: [undefined as unknown as BrandConfig, { option: true }],
  /** The platform server the build is pointed at (sandbox OTP inbox, LINE consent, payer). */
  apiURL: ['http://localhost:5100', { option: true }],
  /**
   * Every spec visits as a returning visitor who already answered the consent banner (issue 15), so the banner does
   * not sit over the pages they test; `test.use({ returningVisitor: false })` meets the site as a first-time visitor.
   */
  returningVisitor: [true, { option: true }],
  context: async ({ context, baseURL, returningVisitor }, provide) => {
    if (returningVisitor && baseURL) await context.addCookies([consentCookie(baseURL)]);
    await provide(context);
  },
  /**
   * `goto` resolves once the site's script has taken over the prerendered HTML (it marks <html data-session>), as a
   * player's next tap comes after the page is live; what a page shows before its script is first-paint.spec's.
   */
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!url.startsWith('about:'))
        await page
          .locator('html[data-session]')
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => undefined);
      return response;
    };
    await provide(page);
  },
});

export { expect };
