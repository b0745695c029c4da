import type { RouteObject } from 'react-router';
import type { Locale } from '@lobby/i18n';
import type { FeatureRoute, LayoutKind } from '@lobby/util';
import { BareLayout, BasicLayout, DefaultLayout } from '../layouts/DefaultLayout';
import { NotFoundPage, RouteErrorPage } from '../pages/ErrorPages';
import { SiteRoot } from '../site/SiteRoot';
import { guardLoader, type GuardContext } from './guardLoader';
import { notFoundRoute, type RouteHandle } from './routeHandle';
import { siteRoutes } from './routeTable';
import { withApollo } from './withApollo';

const layouts: Record<LayoutKind, () => React.ReactNode> = {
  default: () => <DefaultLayout />,
  basic: () => <BasicLayout />,
  bare: () => <BareLayout />,
};

/** Every page is its own lazy chunk; pages that use GraphQL get Apollo with their chunk (see withApollo). */
function pageRoute(def: FeatureRoute, context: GuardContext): RouteObject {
  const { page, apollo, ...spec } = def;
  const handle: RouteHandle = { route: spec };
  const lazy = async () => (apollo ? withApollo(page()) : { Component: await page() });
  // A page's own error (a 404 it found, a failed chunk) shows inside the layout, with the header and menu.
  const base = { handle, lazy, loader: guardLoader(spec, context), errorElement: <RouteErrorPage /> };
  // Case-sensitive like the server that serves the build (routes.json): /LOGIN and /EN/ are unknown, not aliases.
  return def.path === '' ? { ...base, index: true } : { ...base, path: def.path, caseSensitive: true };
}

function localeTree(locale: Locale, context: GuardContext): RouteObject {
  const byLayout = (layout: LayoutKind) =>
    siteRoutes.filter((d) => d.layout === layout).map((d) => pageRoute(d, context));
  return {
    path: locale === 'th' ? '/' : '/en',
    caseSensitive: true,
    element: <SiteRoot locale={locale} />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: layouts.default(),
        errorElement: <RouteErrorPage />,
        children: [
          ...byLayout('default'),
          { path: '*', element: <NotFoundPage />, handle: { route: notFoundRoute } satisfies RouteHandle },
        ],
      },
      { element: layouts.basic(), errorElement: <RouteErrorPage />, children: byLayout('basic') },
      { element: layouts.bare(), errorElement: <RouteErrorPage />, children: byLayout('bare') },
    ],
  };
}

/** Every route of every feature, once for Thai (no prefix) and once for English (/en). */
export function buildRoutes(context: GuardContext, locales: readonly Locale[] = ['th', 'en']): RouteObject[] {
  return locales.map((locale) => localeTree(locale, context));
}
