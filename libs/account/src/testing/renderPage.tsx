import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { api, apiFailed, apiStatusSlice, createApiClient } from '@lobby/api-client';
import { createTokenStore, emptySession, sessionSlice, type SessionState } from '@lobby/auth-guards';
import { BrandProvider, type BrandInput } from '@lobby/brand';
import { common, createI18n, I18nextProvider, LocaleProvider, splitLocale, type Locale } from '@lobby/i18n';
import { apiLocales } from '@lobby/api-client';
import { ToastProvider } from '@lobby/ui-kit';
import { DeviceProvider, type DeviceClass } from '@lobby/util';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { of } from 'rxjs';
import { vi } from 'vitest';
import { accountLocales } from '../locales';
import { createFakeServer, type FakeServer } from './fakeServer';
import { testBrand } from './testBrand';

const instances = new Map<Locale, i18n>();

/** The site's i18n set-up for the account pages: common, api (code messages) and account namespaces. */
export function accountI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, { common, api: apiLocales, account: accountLocales });
    instances.set(locale, instance);
  }
  return instance;
}

/** A logged-in member as the session slice holds one after login. */
export const memberSession: Partial<SessionState> = {
  accessToken: 'access-demo01',
  refreshToken: 'refresh-demo01',
  userId: 'id-demo01',
  username: 'demo01',
};

export interface RenderPageOptions {
  /** The address the page opens at, with locale prefix and query: '/login?url=%2Fwithdraw', '/en/register/AB12'. */
  url: string;
  /** The page's route pattern without locale prefix (React Router syntax): '/login', '/register/:id?'. */
  path: string;
  server?: FakeServer;
  brand?: Partial<BrandInput>;
  session?: Partial<SessionState>;
  device?: DeviceClass;
  /** Cookies present when the page opens (all others are cleared), e.g. { forgot: '1' }. */
  cookies?: Record<string, string>;
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

/**
 * Renders one account page the way the site does: Redux store with the RTK Query api and the session
 * slice, the real api-client axios instance (its adapter replaced by a fake platform server), an Apollo
 * client stub (counts after login), i18n with the page's locale, brand, device, toasts and a data router.
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions) {
  const { url, path, brand = {}, session = {}, device = 'mobile' } = options;
  const server = options.server ?? createFakeServer();
  const { locale } = splitLocale(new URL(url, 'http://site.test').pathname);
  clearCookies();
  for (const [name, value] of Object.entries(options.cookies ?? {}))
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;

  const reducer = combineSlices(sessionSlice, apiStatusSlice, api);
  const store = configureStore({
    reducer,
    preloadedState: { session: { ...emptySession, ...session } } as never,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const ended: string[] = [];
  const tokens = createTokenStore(
    () => store.getState().session,
    store.dispatch,
    (reason) => ended.push(reason),
  );
  const { http } = createApiClient({
    baseURL: 'http://api.test',
    store: tokens,
    onApiFailure: (failedPath, error) =>
      store.dispatch(
        apiFailed({ path: failedPath, kind: error.kind, ...(error.code === undefined ? {} : { code: error.code }) }),
      ),
  });
  http.defaults.adapter = server.adapter;

  const apollo = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => of({ data: { getFavouriteAndRecent: { countFavourite: 2, countRecent: 3 } } })),
  });

  const prefix = locale === 'en' ? '/en' : '';
  const router = createMemoryRouter(
    [
      { path: `${prefix}${path}`, element: ui },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const i18n = accountI18n(locale);

  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : { delay: null },
  );
  const result = render(
    <BrandProvider brand={testBrand(brand)}>
      <DeviceProvider device={device}>
        <Provider store={store}>
          <ApolloProvider client={apollo}>
            <I18nextProvider i18n={i18n}>
              <LocaleProvider locale={locale}>
                <ToastProvider closeLabel={common[locale].actions.close} regionLabel={common[locale].notifications}>
                  <RouterProvider router={router} />
                </ToastProvider>
              </LocaleProvider>
            </I18nextProvider>
          </ApolloProvider>
        </Provider>
      </DeviceProvider>
    </BrandProvider>,
  );
  /** The current address (pathname + search). */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, user, store, server, router, location, ended, t: i18n.getFixedT(locale, 'account') };
}
