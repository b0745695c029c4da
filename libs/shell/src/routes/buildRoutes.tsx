import type { RouteObject } from 'react-router';
import type { Locale } from '@lobby/i18n';
import type { FeatureRoute, LayoutKind } from '@lobby/util';
import { BareLayout, BasicLayout, DefaultLayout } from '../layouts/DefaultLayout';
import { NotFoundPage, RouteErrorPage } from '../pages/ErrorPages';
import { PageSkeleton } from '../pages/PageSkeleton';
import { SiteRoot } from '../site/SiteRoot';
import { guardLoader, type GuardContext } from './guardLoader';
import { notFoundRoute, type RouteHandle } from './routeHandle';
import { siteFeatures, siteRoutes } from './routeTable';
import { loadFeatureStrings } from '../site/i18n';
import { withApollo } from './withApollo';

const layouts: Record<LayoutKind, () => React.ReactNode> = {
  default: () => <DefaultLayout />,
  basic: () => <BasicLayout />,
  bare: () => <BareLayout />,
};

/**
 * Every page is its own lazy chunk; pages that use GraphQL get Apollo with their chunk (see withApollo). Route ids
 * are `<locale>/<route name>`: the browser hands the router the guards' answers for the page the build prerendered
 * under the same ids (createSite). At build time a member's page is prerendered as its skeleton: the build is no
 * member, and the browser renders the page itself.
 */
function pageRoute(def: FeatureRoute, context: GuardContext, locale: Locale): RouteObject {
  const { page: loadPage, apollo, ...spec } = def;
  const handle: RouteHandle = { route: spec };
  const id = `${locale}/${def.name}`;
  const at = def.path === '' ? { index: true as const } : { path: def.path, caseSensitive: true };
  if (context.prerender === 'skeleton' || (context.prerender && def.access === 'member'))
    return { id, handle, Component: PageSkeleton, ...at };
  // The page's chunk and its feature's lazy strings load together; it renders once both are there.
  const feature = siteFeatures.find((f) => f.feature === def.feature);
  const page = () => Promise.all([loadPage(), loadFeatureStrings(feature)]).then(([component]) => component);
  const lazy = async () => {
    const loading = page();
    const loaded = apollo ? await withApollo(loading) : { Component: await loading };
    // The page's prefetch joins the route's own handle (a lazy route may not replace a static property): createSite
    // calls it before hydrating (PageComponent).
    handle.prefetch = (await loading).prefetch;
    return loaded;
  };
  // A page's own error (a 404 it found, a failed chunk) shows inside the layout, with the header and menu.
  const base = { id, handle, lazy, loader: guardLoader(spec, context), errorElement: <RouteErrorPage /> };
  // Case-sensitive like the server that serves the build (routes.json): /LOGIN and /EN/ are unknown, not aliases.
  return { ...base, ...at };
}

function localeTree(locale: Locale, context: GuardContext): RouteObject {
  const byLayout = (layout: LayoutKind) =>
    siteRoutes.filter((d) => d.layout === layout).map((d) => pageRoute(d, context, locale));
  return {
    id: locale,
    path: locale === 'th' ? '/' : '/en',
    caseSensitive: true,
    element: <SiteRoot locale={locale} />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: `${locale}:default`,
        element: layouts.default(),
        errorElement: <RouteErrorPage />,
        children: [
          ...byLayout('default'),
          {
            id: `${locale}/*`,
            path: '*',
            element: <NotFoundPage />,
            handle: { route: notFoundRoute } satisfies RouteHandle,
          },
        ],
      },
      {
        id: `${locale}:basic`,
        element: layouts.basic(),
        errorElement: <RouteErrorPage />,
        children: byLayout('basic'),
      },
      { id: `${locale}:bare`, element: layouts.bare(), errorElement: <RouteErrorPage />, children: byLayout('bare') },
    ],
  };
}

/** Every route of every feature, once for Thai (no prefix) and once for English (/en). */
export function buildRoutes(context: GuardContext, locales: readonly Locale[] = ['th', 'en']): RouteObject[] {
  return locales.map((locale) => localeTree(locale, context));
}
