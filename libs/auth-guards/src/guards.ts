import { localizePath, type Locale } from '@lobby/i18n';
import { transferSearch, type DeviceClass, type RouteAccess } from '@lobby/util';

export interface GuardInput {
  /** Spec route name, e.g. 'game-id-name'. */
  routeName: string;
  /** Who may open the route, as its feature's manifest declares (default anyone). */
  access?: RouteAccess;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  /** The full path as the browser shows it, with locale prefix and query (for login?url=). */
  fullPath: string;
  locale: Locale;
  authenticated: boolean;
  device: DeviceClass;
  /** The forgot cookie is set. */
  forgot: boolean;
  /** All route names the site knows. */
  knownRoutes: ReadonlySet<string>;
  /** The brand's switches that take pages away (spec §1): without the affiliate programme its pages do not exist. */
  brand?: BrandFlags;
}

/** What of the brand's config the guards read. */
export interface BrandFlags {
  hideAffiliate?: boolean;
}

/** The affiliate programme's own pages (`affiliate`, `affiliate-member`, …); not the aff / registerAff link pages. */
const isAffiliatePage = (routeName: string) => routeName === 'affiliate' || routeName.startsWith('affiliate-');

export type GuardResult = { redirect: string; clearForgot?: boolean } | { clearForgot: true } | null;

const forgotAllowed = new Set(['resetPassword', 'login', 'register-id', 'forgot']);
const clearsForgot = new Set(['login', 'register-id']);

/** The route guards of spec §6, as one pure function: a redirect (localized) or nothing. */
export function guardRoute(input: GuardInput): GuardResult {
  const {
    routeName,
    access = 'any',
    params,
    query,
    fullPath,
    locale,
    authenticated,
    device,
    forgot,
    knownRoutes,
    brand,
  } = input;
  const to = (path: string) => localizePath(path, locale);
  const login = (extra: Record<string, string>) => `${to('/login')}?${new URLSearchParams(extra)}`;

  if (!knownRoutes.has(routeName)) return { redirect: to('/') };
  // A page the brand does not have is like an unknown one: home for everyone, before any login is asked for.
  if (brand?.hideAffiliate && isAffiliatePage(routeName)) return { redirect: to('/') };
  if (forgot && clearsForgot.has(routeName))
    return authenticated
      ? { redirect: to(device === 'mobile' ? '/profile' : '/'), clearForgot: true }
      : { clearForgot: true };
  if (forgot && !forgotAllowed.has(routeName)) return { redirect: to('/resetPassword') };

  // Not on login itself: that is where visitors are sent, with the flag kept for after they log in.
  if (query.has('sideDeposit') && routeName !== 'login') {
    if (!authenticated) return { redirect: login({ sideDeposit: 'true' }) };
    if (device === 'mobile' && routeName !== 'deposit') return { redirect: to('/deposit') };
  }

  if (routeName === 'profile' && device !== 'mobile') return { redirect: to('/') };

  if (authenticated) {
    if (access !== 'visitor') return null;
    // A member on login with the deposit flag (a link made before the login landed, a shared link): the deposit
    // panel the login would have opened, not the plain home page.
    if (query.get('sideDeposit') === 'true')
      return {
        redirect:
          device === 'mobile'
            ? to('/deposit')
            : `${to('/')}${transferSearch('', 'deposit', query.get('tab') ?? undefined)}`,
      };
    return { redirect: to(device === 'mobile' ? '/profile' : '/') };
  }

  if (routeName === 'game-id-name' || routeName === 'game-id') {
    const name = params.name ?? params.id ?? '';
    return name.includes('-demo') ? null : { redirect: login({ url: fullPath }) };
  }
  if (routeName === 'list-id' && (params.id === 'favourite' || params.id === 'recent')) return { redirect: to('/') };
  if (routeName === 'profile') return { redirect: to('/') };
  if (access === 'member') return { redirect: login({ url: fullPath }) };
  return null;
}

/** Login's return address: only ever a path on this site (never another origin or a protocol-relative URL). */
export function safeReturnPath(url: string | null | undefined, fallback: string): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback;
  try {
    const parsed = new URL(url, 'http://site.invalid');
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // Dot segments and backslashes normalise away (`/.//evil.example` → `//evil.example`): the result is checked too.
    const sameOrigin = parsed.origin === 'http://site.invalid' && !path.startsWith('//') && !path.startsWith('/\\');
    return sameOrigin ? path : fallback;
  } catch {
    return fallback;
  }
}
