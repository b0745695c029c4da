import { z } from 'zod/mini';

const siteEnv = z.object({
  VITE_API_URL: z._default(z.url({ protocol: /^https?$/ }), 'http://localhost:4000'),
});

export interface SiteEnv {
  apiUrl: string;
}

/** Apps pass import.meta.env here once; a bad value stops the build's site with a clear message. */
export function parseSiteEnv(env: Record<string, unknown>): SiteEnv {
  const parsed = siteEnv.safeParse({ VITE_API_URL: env.VITE_API_URL || undefined });
  if (!parsed.success) throw new Error(`VITE_API_URL must be an http(s) URL, got "${String(env.VITE_API_URL)}"`);
  return { apiUrl: parsed.data.VITE_API_URL.replace(/\/$/, '') };
}
