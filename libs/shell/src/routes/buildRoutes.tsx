import type { RouteObject } from 'react-router';
import type { Locale } from '@lobby/i18n';
import { BareLayout, BasicLayout, DefaultLayout } from '../layouts/DefaultLayout';
import { NotFoundPage, RouteErrorPage } from '../pages/ErrorPages';
import { SiteRoot } from '../site/SiteRoot';
import { guardLoader, type GuardContext } from './guardLoader';
import { pageLoaders } from './pages';
import { routeDefinitions, type LayoutKind, type RouteDefinition } from './routeDefinitions';
import { notFoundRoute, type RouteHandle } from './routeHandle';

const layouts: Record<LayoutKind, () => React.ReactNode> = {
  default: () => <DefaultLayout />,
  basic: () => <BasicLayout />,
  bare: () => <BareLayout />,
};

function pageRoute(def: RouteDefinition, context: GuardContext): RouteObject {
  const handle: RouteHandle = { route: def };
  const base = { handle, lazy: pageLoaders[def.page], loader: guardLoader(def, context) };
  return def.path === '' ? { ...base, index: true } : { ...base, path: def.path };
}

function localeTree(locale: Locale, context: GuardContext): RouteObject {
  const byLayout = (layout: LayoutKind) =>
    routeDefinitions.filter((d) => d.layout === layout).map((d) => pageRoute(d, context));
  return {
    path: locale === 'th' ? '/' : '/en',
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

/** Every route of spec §2, once for Thai (no prefix) and once for English (/en). */
export function buildRoutes(context: GuardContext, locales: readonly Locale[] = ['th', 'en']): RouteObject[] {
  return locales.map((locale) => localeTree(locale, context));
}
