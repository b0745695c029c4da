import { render } from '@testing-library/react';
import { createSiteHarness, type SiteHarnessOptions } from '../testing/siteHarness';

/** The whole site (real router, store, i18n, guards) at one URL, in jsdom. */
export function renderSite(url: string, options: SiteHarnessOptions = {}) {
  const { element, router, store } = createSiteHarness(url, options);
  return { ...render(element), router, store };
}
