import { emptySession } from '@lobby/auth-guards';

export { useHydrated } from '@lobby/ui-kit';

/**
 * What every page is prerendered as, and so what the browser hydrates before it applies its own: a visitor (the
 * member's session is restored right after hydration) on the device class the site takes before it knows better.
 */
export const prerenderState = { device: 'desktop' as const, session: emptySession, sideBar: { open: false } };

/** The attribute on the root element that says which path the build rendered into it (`data-prerendered`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** `/en/login/` and `/en/login` are one page. */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
