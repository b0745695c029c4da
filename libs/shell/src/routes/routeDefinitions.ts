/**
 * Every route of spec §2, declared once and registered for each locale (th: no prefix, en: /en).
 * Plain data with no React so the static server and the nginx generator can read the same table.
 */
export type LayoutKind = 'default' | 'basic' | 'bare';
/** index: logo + search + account; auth: login/register header; named: title with back and close. */
export type HeaderKind = 'index' | 'auth' | 'named';
export type PageKey =
  | 'home'
  | 'list'
  | 'favourite'
  | 'search'
  | 'game'
  | 'demo'
  | 'notAvailable'
  | 'maintenance'
  | 'login'
  | 'register'
  | 'forgot'
  | 'resetPassword'
  | 'loginLine'
  | 'profile';

export interface RouteDefinition {
  /** Spec route name (Nuxt-style: segments joined by hyphens, params by name). */
  name: string;
  /** Path without locale prefix and without the leading slash; React Router syntax. */
  path: string;
  layout: LayoutKind;
  header: HeaderKind;
  page: PageKey;
  /** The URL parameter that joins the page title (hyphens become spaces). */
  titleParam?: string;
}

const route = (
  name: string,
  path: string,
  layout: LayoutKind,
  header: HeaderKind,
  page: PageKey = 'notAvailable',
  titleParam?: string,
): RouteDefinition =>
  titleParam ? { name, path, layout, header, page, titleParam } : { name, path, layout, header, page };

export const routeDefinitions: readonly RouteDefinition[] = [
  route('index', '', 'default', 'index', 'home'),
  route('affiliate', 'affiliate', 'default', 'named'),
  route('affiliate-history', 'affiliate/history', 'default', 'named'),
  route('affiliate-member', 'affiliate/member', 'default', 'named'),
  route('affiliate-reportDaily', 'affiliate/reportDaily', 'default', 'named'),
  route('affiliate-reportDetail-id', 'affiliate/reportDetail/:id?', 'default', 'named', 'notAvailable', 'id'),
  route('aff-id', 'aff/:id?', 'default', 'auth', 'register'),
  route('bonus', 'bonus', 'default', 'named'),
  route('demo', 'demo', 'default', 'index', 'demo'),
  route('deposit', 'deposit', 'default', 'named'),
  route('event', 'event', 'default', 'named'),
  route('favourite', 'favourite', 'default', 'named', 'favourite'),
  route('forgot', 'forgot', 'default', 'auth', 'forgot'),
  route('game-id', 'game/:id', 'basic', 'named', 'game', 'id'),
  route('game-id-name', 'game/:id/:name', 'basic', 'named', 'game', 'name'),
  route('help', 'help', 'default', 'named'),
  route('history', 'history', 'default', 'named'),
  route('list-id', 'list/:id?', 'default', 'index', 'list', 'id'),
  route('login', 'login', 'default', 'auth', 'login'),
  route('loginLine', 'loginLine', 'bare', 'named', 'loginLine'),
  route('loginUrl', 'loginUrl', 'basic', 'named'),
  route('maintenance', 'maintenance', 'bare', 'named', 'maintenance'),
  route('menu', 'menu', 'default', 'named'),
  route('profile', 'profile', 'default', 'named', 'profile'),
  route('promotion', 'promotion', 'default', 'named'),
  route('promotions', 'promotions', 'default', 'named'),
  route('register-id', 'register/:id?', 'default', 'auth', 'register'),
  route('registerAff-id', 'registerAff/:id?', 'bare', 'auth', 'register'),
  route('resetPassword', 'resetPassword', 'default', 'named', 'resetPassword'),
  route('search-id', 'search/:id?', 'default', 'index', 'search', 'id'),
  route('slot-tournament', 'slot-tournament', 'default', 'named'),
  route('tournament', 'tournament', 'default', 'named'),
  route('vip', 'vip', 'default', 'named'),
  route('withdraw', 'withdraw', 'default', 'named'),
];

/** Segment patterns for servers: every route in every locale as a RegExp source matched against the URL path. */
export function routeRegexSources(localePrefixes: readonly string[] = ['', '/en']): string[] {
  const segment = '[^/]+';
  const sources = routeDefinitions.map((def) => {
    if (def.path === '') return '';
    return def.path
      .split('/')
      .map((part) =>
        part.startsWith(':')
          ? part.endsWith('?')
            ? `(?:/${segment})?`
            : `/${segment}`
          : `/${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`,
      )
      .join('');
  });
  return localePrefixes.flatMap((prefix) => sources.map((s) => `^${prefix}${s}/?$`.replace(/^\^\/\?\$$/, '^/?$')));
}

/** True when a URL path is a page of the site (so a server answers 200, not 404). */
export function isKnownPath(pathname: string): boolean {
  return routeRegexSources().some((source) => new RegExp(source).test(pathname));
}
