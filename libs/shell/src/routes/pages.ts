import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './routeDefinitions';

type PageLoader = LazyRouteFunction<RouteObject>;

/** Every page is its own lazy chunk; feature libs replace entries here as they land. */
export const pageLoaders: Record<PageKey, PageLoader> = {
  home: () => import('../pages/HomePage').then((m) => ({ Component: m.HomePage })),
  notAvailable: () => import('../pages/NotAvailablePage').then((m) => ({ Component: m.NotAvailablePage })),
  maintenance: () => import('../pages/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
  login: () => import('./accountPages').then((m) => ({ Component: m.LoginPage })),
  register: () => import('./accountPages').then((m) => ({ Component: m.RegisterPage })),
  forgot: () => import('./accountPages').then((m) => ({ Component: m.ForgotPage })),
  resetPassword: () => import('./accountPages').then((m) => ({ Component: m.ResetPasswordPage })),
  loginLine: () => import('./accountPages').then((m) => ({ Component: m.LoginLinePage })),
  profile: () => import('./accountPages').then((m) => ({ Component: m.ProfilePage })),
};
