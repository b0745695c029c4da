import { test as base, expect } from '@playwright/test';
import type { BrandConfig } from '@lobby/brand';

/** Shared suite fixtures: the brand under test comes from its app's typed config. */
export const test = base.extend<{ brand: BrandConfig; apiURL: string }>({
  brand: [undefined as unknown as BrandConfig, { option: true }],
  /** The platform server the build is pointed at (sandbox OTP inbox, LINE consent, payer). */
  apiURL: ['http://localhost:5100', { option: true }],
});

export { expect };
