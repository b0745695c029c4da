import { redirect, type RouteObject } from 'react-router';
import { rememberedLocale, type Locale } from '@lobby/i18n';
import { BareLayout, BasicLayout, DefaultLayout } from '../layouts/DefaultLayout';
import { NotFoundPage, RouteErrorPage } from '../pages/ErrorPages';
import { SiteRoot } from '../site/SiteRoot';
import { pageLoaders } from './pages';
import { routeDefinitions, type LayoutKind, type RouteDefinition } from './routeDefinitions';
import { notFoundRoute, type RouteHandle } from './routeHandle';

const layouts: Record<LayoutKind, () => React.ReactNode> = {
  default: () => <DefaultLayout />,
  basic: () => <BasicLayout />,
  bare: () => <BareLayout />,
};

function pageRoute(def: RouteDefinition, locale: Locale): RouteObject {
  const handle: RouteHandle = { route: def };
  const base = { handle, lazy: pageLoaders[def.page] };
  if (def.path !== '') return { ...base, path: def.path };
  // Only the bare root follows the remembered language; an explicit /en or Thai URL is always honoured.
  return locale === 'th' ? { ...base, index: true, loader: () => (rememberedLocale() === 'en' ? redirect('/en') : null) } : { ...base, index: true };
}

function localeTree(locale: Locale): RouteObject {
  const byLayout = (layout: LayoutKind) => routeDefinitions.filter((d) => d.layout === layout).map((d) => pageRoute(d, locale));
  return {
    path: locale === 'th' ? '/' : '/en',
    element: <SiteRoot locale={locale} />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: layouts.default(),
        errorElement: <RouteErrorPage />,
        children: [...byLayout('default'), { path: '*', element: <NotFoundPage />, handle: { route: notFoundRoute } satisfies RouteHandle }],
      },
      { element: layouts.basic(), errorElement: <RouteErrorPage />, children: byLayout('basic') },
      { element: layouts.bare(), errorElement: <RouteErrorPage />, children: byLayout('bare') },
    ],
  };
}

/** Every route of spec §2, once for Thai (no prefix) and once for English (/en). */
export function buildRoutes(locales: readonly Locale[] = ['th', 'en']): RouteObject[] {
  return locales.map(localeTree);
}
