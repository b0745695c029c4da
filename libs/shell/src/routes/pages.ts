import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './routeDefinitions';

type PageLoader = LazyRouteFunction<RouteObject>;

/** Every page is its own lazy chunk; feature libs replace entries here as they land. */
export const pageLoaders: Record<PageKey, PageLoader> = {
  home: () => import('../pages/HomePage').then((m) => ({ Component: m.HomePage })),
  notAvailable: () => import('../pages/NotAvailablePage').then((m) => ({ Component: m.NotAvailablePage })),
  register: () => import('../pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
};
