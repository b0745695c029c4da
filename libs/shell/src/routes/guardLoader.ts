import { redirect, type LoaderFunctionArgs } from 'react-router';
import { forgotCookie, guardRoute, type BrandFlags, type SessionState } from '@lobby/auth-guards';
import { rememberedLocale, splitLocale } from '@lobby/i18n';
import type { DeviceClass, RouteSpec } from '@lobby/util';
import { siteRoutes } from './routeTable';

export interface GuardContext {
  session(): SessionState;
  device: DeviceClass;
  /** The brand's switches the guards read (hideAffiliate: the affiliate pages go home). */
  brand?: BrandFlags;
  /**
   * Rendering the site's HTML at build time (no member, no browser): member pages render as their skeleton; with
   * `skeleton`, every page does (the stand-ins of addresses the build cannot know).
   */
  prerender?: boolean | 'skeleton';
}

const knownRoutes: ReadonlySet<string> = new Set(siteRoutes.map((r) => r.name));

/** Runs spec §6's guards before a page loads; redirects keep the page's language. */
export function guardLoader(def: RouteSpec, context: GuardContext) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { locale } = splitLocale(url.pathname);
    // Only the bare Thai root follows the remembered language; explicit URLs are always honoured.
    if (def.name === 'index' && locale === 'th' && url.pathname === '/' && rememberedLocale() === 'en')
      throw redirect(`/en${url.search}`);
    const result = guardRoute({
      routeName: def.name,
      access: def.access,
      params,
      query: url.searchParams,
      fullPath: `${url.pathname}${url.search}`,
      locale,
      authenticated: Boolean(context.session().accessToken),
      device: context.device,
      forgot: forgotCookie.isSet(),
      knownRoutes,
      brand: context.brand,
    });
    if (result?.clearForgot) forgotCookie.clear();
    if (result && 'redirect' in result) throw redirect(result.redirect);
    return null;
  };
}
