import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiFailed, apiRecovered, createApiClient, selectApiFailure } from '@lobby/api-client';
import { createTokenStore, readStoredSession, selectSession, sessionFromCookies } from '@lobby/auth-guards';
import type { BrandConfig } from '@lobby/brand';
import { localizePath, splitLocale } from '@lobby/i18n';
import { createSiteStore, SiteProviders } from '@lobby/site';
import { currentDevice } from '@lobby/util';
import { buildRoutes } from '../routes/buildRoutes';
import { ErrorPageBoundary } from '../pages/ErrorPages';
import { createSiteI18n } from './i18n';
import { I18nInstancesContext } from './SiteContext';
import { initialSideBar, storedSideBar } from './sideBarSlice';
import type { SiteEnv } from './siteEnv';

/** Mounts one branded site: brand, device, store, API clients, i18n and every route in both languages. */
export function createSite(brand: BrandConfig, container: HTMLElement, env: SiteEnv) {
  const device = currentDevice();
  document.documentElement.dataset.device = device;
  const store = createSiteStore({
    sideBar: initialSideBar(device, window.innerWidth, storedSideBar()),
    session: sessionFromCookies(readStoredSession()),
  });
  const session = () => selectSession(store.getState());
  // Filled in below: the router needs the store for its guards, the token store needs the router to go to login.
  let goToLogin = () => undefined as unknown;
  const tokens = createTokenStore(session, store.dispatch, () => goToLogin());
  createApiClient({
    baseURL: env.apiUrl,
    store: tokens,
    onApiFailure: (path, error) => store.dispatch(apiFailed({ path, kind: error.kind, code: error.code })),
    // The server answering anything again ends an outage screen by itself.
    onApiAnswered: () => {
      if (selectApiFailure(store.getState())) store.dispatch(apiRecovered());
    },
    groupId: brand.defaultGroupId,
  });
  const router = createBrowserRouter(buildRoutes({ session, device }, brand.locales));
  goToLogin = () => router.navigate(localizePath('/login', splitLocale(window.location.pathname).locale));
  const i18n = createSiteI18n();

  createRoot(container).render(
    <StrictMode>
      <ErrorPageBoundary>
        <SiteProviders brand={brand} device={device} store={store}>
          <I18nInstancesContext.Provider value={i18n}>
            <RouterProvider router={router} />
          </I18nInstancesContext.Provider>
        </SiteProviders>
      </ErrorPageBoundary>
    </StrictMode>,
  );
  return { store, router };
}
