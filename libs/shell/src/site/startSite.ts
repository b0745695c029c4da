import type { BrandConfig } from '@lobby/brand';
import { createSite } from './createSite';
import { parseSiteEnv } from './siteEnv';

/**
 * A brand's site on this page, as its `site.ts` starts it: the API is the one the serving server names (meta
 * lobby-api-url), else the build's default (`buildEnv` is the app's `import.meta.env`).
 */
export function startSite(brand: BrandConfig, buildEnv: Record<string, unknown>) {
  const runtimeApi = document.querySelector<HTMLMetaElement>('meta[name="lobby-api-url"]')?.content;
  return createSite(
    brand,
    document.getElementById('root') as HTMLElement,
    parseSiteEnv({ ...buildEnv, VITE_API_URL: runtimeApi || buildEnv.VITE_API_URL }),
  );
}
