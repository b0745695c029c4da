import type { BrandConfig } from '@lobby/brand';
import { createSite } from './createSite';
import { siteEnvOf } from './siteEnv';

/** A brand's site on this page, as its `site.ts` starts it (`buildEnv` is the app's `import.meta.env`). */
export function startSite(brand: BrandConfig, buildEnv: Record<string, unknown>) {
  return createSite(brand, document.getElementById('root') as HTMLElement, siteEnvOf(buildEnv));
}
