const DEFAULT_API_URL = 'http://localhost:4000';

export interface SiteEnv {
  apiUrl: string;
}

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Apps pass import.meta.env here once; a bad value stops the build's site with a clear message. A plain URL check,
 * not a schema: this runs in every entry, before the first screen (issue 14).
 */
export function parseSiteEnv(env: Record<string, unknown>): SiteEnv {
  const value = env.VITE_API_URL || DEFAULT_API_URL;
  if (typeof value !== 'string' || !isHttpUrl(value))
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${String(env.VITE_API_URL)}"`);
  return { apiUrl: value.replace(/\/$/, '') };
}

/**
 * The site's env on this page: the API is the one the serving server names (meta lobby-api-url), else the build's
 * default (`buildEnv` is the app's `import.meta.env`).
 */
export function siteEnvOf(buildEnv: Record<string, unknown>): SiteEnv {
  const runtimeApi = document.querySelector<HTMLMetaElement>('meta[name="lobby-api-url"]')?.content;
  return parseSiteEnv({ ...buildEnv, VITE_API_URL: runtimeApi || buildEnv.VITE_API_URL });
}
