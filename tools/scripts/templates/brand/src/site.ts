import { createSite, parseSiteEnv } from '@lobby/shell';
import { brand } from './brand.config';

/** The site itself, loaded by main.tsx once the prerendered page has painted. */
export function startSite() {
  // The server that serves the build may point it at another API (meta lobby-api-url); else the build's default.
  const runtimeApi = document.querySelector<HTMLMetaElement>('meta[name="lobby-api-url"]')?.content;
  return createSite(
    brand,
    document.getElementById('root') as HTMLElement,
    parseSiteEnv({ ...import.meta.env, VITE_API_URL: runtimeApi || import.meta.env.VITE_API_URL }),
  );
}
