import { test as base, expect } from '@playwright/test';
import type { BrandConfig } from '@lobby/brand';

/** Shared suite fixtures: the brand under test comes from its app's typed config. */
export const test = base.extend<{ brand: BrandConfig }>({
  brand: [undefined as unknown as BrandConfig, { option: true }],
});

export { expect };
