import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiFailed, apiRecovered, createApiClient, selectApiFailure } from '@lobby/api-client';
import { createTokenStore, emptySession, selectSession, type SessionState } from '@lobby/auth-guards';
import type { BrandInput } from '@lobby/brand';
import { createSiteStore, SiteProviders } from '@lobby/site';
import { testBrand, type FakeServer } from '@lobby/testing';
import type { DeviceClass } from '@lobby/util';
import { buildRoutes } from '../routes/buildRoutes';
import { createSiteI18n } from './i18n';
import { I18nInstancesContext } from './SiteContext';

/** The whole site (real router, store, i18n, guards) at one URL, in jsdom. */
export function renderSite(
  url: string,
  options: {
    brand?: Partial<BrandInput>;
    device?: DeviceClass;
    session?: Partial<SessionState>;
    /** A fake platform server for REST; without one every call fails as with a server that is down. */
    server?: FakeServer;
  } = {},
) {
  const device = options.device ?? 'desktop';
  const store = createSiteStore({ sideBar: { open: true }, session: { ...emptySession, ...options.session } });
  const session = () => selectSession(store.getState());
  // A real API client; pointed nowhere unless a fake server answers.
  const { http } = createApiClient({
    baseURL: 'http://api.invalid',
    store: createTokenStore(session, store.dispatch, () => undefined),
    onApiFailure: (path, error) => store.dispatch(apiFailed({ path, kind: error.kind, code: error.code })),
    onApiAnswered: () => {
      if (selectApiFailure(store.getState())) store.dispatch(apiRecovered());
    },
  });
  if (options.server) http.defaults.adapter = options.server.adapter;
  const router = createMemoryRouter(buildRoutes({ session, device }), { initialEntries: [url] });
  const view = render(
    <SiteProviders brand={testBrand(options.brand)} device={device} store={store}>
      <I18nInstancesContext.Provider value={createSiteI18n()}>
        <RouterProvider router={router} />
      </I18nInstancesContext.Provider>
    </SiteProviders>,
  );
  return { ...view, router, store };
}
