import type { BrandConfig } from '@lobby/brand';

// Every brand app's own config, so a brand made by the generator shows up in the toolbar with no edits.
const configs = import.meta.glob<{ brand: BrandConfig }>('../apps/*/src/brand.config.ts', { eager: true });

export const brandConfigs: BrandConfig[] = Object.values(configs)
  .map((m) => m.brand)
  .sort((a, b) => a.id.localeCompare(b.id));

export const brands = Object.fromEntries(brandConfigs.map((b) => [b.id, b.theme]));
export type BrandId = string;
