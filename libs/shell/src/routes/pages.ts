import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './routeDefinitions';
import { withApollo } from './withApollo';

type PageLoader = LazyRouteFunction<RouteObject>;

/** Every page is its own lazy chunk; feature libs replace entries here as they land. */
export const pageLoaders: Record<PageKey, PageLoader> = {
  home: () => withApollo(import('./games/HomeLobbyPage').then((m) => m.HomeLobbyPage)),
  list: () => withApollo(import('./games/GameListPage').then((m) => m.GameListPage)),
  favourite: () => import('../pages/FavouritePage').then((m) => ({ Component: m.FavouritePage })),
  search: () => withApollo(import('./games/SearchPage').then((m) => m.SearchPage)),
  game: () => withApollo(import('./games/GamePage').then((m) => m.GamePage)),
  demo: () => withApollo(import('./games/DemoPage').then((m) => m.DemoPage)),
  notAvailable: () => import('../pages/NotAvailablePage').then((m) => ({ Component: m.NotAvailablePage })),
  maintenance: () => import('../pages/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
  login: () => import('./accountPages').then((m) => ({ Component: m.LoginPage })),
  register: () => import('./accountPages').then((m) => ({ Component: m.RegisterPage })),
  forgot: () => import('./accountPages').then((m) => ({ Component: m.ForgotPage })),
  resetPassword: () => import('./accountPages').then((m) => ({ Component: m.ResetPasswordPage })),
  loginLine: () => import('./accountPages').then((m) => ({ Component: m.LoginLinePage })),
  profile: () => import('./accountPages').then((m) => ({ Component: m.ProfilePage })),
};
