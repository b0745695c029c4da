import { ApolloProvider } from '@apollo/client/react';
import { apiFailed, createApiClient } from '@lobby/api-client';
import { createApolloClient } from '@lobby/api-client/apollo';
import { createTokenStore, emptySession, selectSession, type SessionState } from '@lobby/auth-guards';
import type { BrandInput } from '@lobby/brand';
import { splitLocale, type Locale, type NamespaceResources } from '@lobby/i18n';
import { createSiteStore, LocaleProviders, SiteProviders } from '@lobby/site';
import { isNotFound, PageTitleContext, type DeviceClass } from '@lobby/util';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { testBrand } from './brand';
import { createFakeGraphql, type FakeGraphql } from './fakeGraphql';
import { createFakeServer, type FakeServer } from './fakeServer';
import { i18nFor } from './i18n';

/** A logged-in member as the session slice holds one after login (the platform server's login answer). */
export const memberSession: Partial<SessionState> = {
  accessToken: 'access-demo01',
  refreshToken: 'refresh-demo01',
  userId: 'id-demo01',
  username: 'demo01',
  groupId: 'NKG01',
};

export interface RenderPageOptions {
  /** The address the page opens at, with locale prefix and query: '/login?url=%2Fwithdraw', '/en/list/slot'. */
  url: string;
  /** The page's route pattern without locale prefix (React Router syntax): '/login', '/register/:id?'. */
  path: string;
  /** The i18n namespaces the page reads besides common and api, e.g. { account: accountLocales }. */
  namespaces?: Record<string, NamespaceResources>;
  server?: FakeServer;
  graphql?: FakeGraphql;
  brand?: Partial<BrandInput>;
  session?: Partial<SessionState>;
  device?: DeviceClass;
  /** Cookies present when the page opens (all others are cleared), e.g. { forgot: '1' }. */
  cookies?: Record<string, string>;
  /** Session storage when the page opens (all else is cleared): what an earlier visit in the tab left. */
  sessionStorage?: Record<string, string>;
  /** More routes beside the page (e.g. where it navigates to); anything else lands on a marker. */
  routes?: RouteObject[];
}

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Shows where navigation ended, for pages that leave their route. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Shows how a page ended when it threw (the shell shows its 404 or error page there). */
function RouteError() {
  const error = useRouteError();
  return <p data-testid="route-error">{isNotFound(error) ? '404' : String(error)}</p>;
}

/**
 * Renders one page the way the site does — the site's store and providers, the api-client's real axios instance
 * and Apollo link chain with only the network replaced (a fake platform server for REST and GraphQL), i18n in
 * the URL's language, brand, device, toasts and a data router — and returns handles to inspect it.
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions) {
  const { url, path, namespaces = {}, brand = {}, session = {}, device = 'mobile' } = options;
  const server = options.server ?? createFakeServer();
  const graphql = options.graphql ?? createFakeGraphql();
  const { locale } = splitLocale(new URL(url, 'http://site.test').pathname);
  clearCookies();
  for (const [name, value] of Object.entries(options.cookies ?? {})) {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  }
  sessionStorage.clear();
  for (const [name, value] of Object.entries(options.sessionStorage ?? {})) sessionStorage.setItem(name, value);

  const store = createSiteStore({ session: { ...emptySession, ...session } });
  const ended: string[] = [];
  const tokens = createTokenStore(
    () => selectSession(store.getState()),
    store.dispatch,
    (reason) => ended.push(reason),
  );
  const { http, apolloClient } = createApiClient({
    baseURL: 'http://api.test',
    store: tokens,
    onApiFailure: (failedPath, error) =>
      store.dispatch(
        apiFailed({ path: failedPath, kind: error.kind, ...(error.code === undefined ? {} : { code: error.code }) }),
      ),
    apollo: (apolloOptions) => createApolloClient({ ...apolloOptions, terminal: graphql.link }),
  });
  http.defaults.adapter = server.adapter;

  const prefix = locale === 'en' ? '/en' : '';
  const router = createMemoryRouter(
    [
      { path: `${prefix}${path}`, element: ui, errorElement: <RouteError /> },
      ...(options.routes ?? []),
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const i18n = i18nFor(locale, namespaces);
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : { delay: null },
  );
  // What the page names itself (usePageTitleParam): the shell puts it in the header and the document title.
  let titleParam: string | undefined;
  const pageTitle = { param: undefined, setParam: (param: string | undefined) => (titleParam = param) };
  const view = render(
    <SiteProviders brand={testBrand(brand)} device={device} store={store}>
      <ApolloProvider client={apolloClient!}>
        <LocaleProviders i18n={i18n} locale={locale}>
          <PageTitleContext.Provider value={pageTitle}>
            <RouterProvider router={router} />
          </PageTitleContext.Provider>
        </LocaleProviders>
      </ApolloProvider>
    </SiteProviders>,
  );
  /** The current address (pathname + search). */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return {
    ...view,
    user,
    store,
    server,
    graphql,
    apollo: apolloClient!,
    router,
    location,
    ended,
    i18n,
    locale,
    /** The name the page gave itself for its title, if any. */
    titleParam: () => titleParam,
  };
}

export type RenderedPage = ReturnType<typeof renderPage>;
export type { Locale };
