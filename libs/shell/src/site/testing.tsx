import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '@lobby/api-client';
import { createTokenStore, emptySession, selectSession, type SessionState } from '@lobby/auth-guards';
import type { BrandInput } from '@lobby/brand';
import { createSiteStore, SiteProviders } from '@lobby/site';
import { testBrand } from '@lobby/testing';
import type { DeviceClass } from '@lobby/util';
import { buildRoutes } from '../routes/buildRoutes';
import { createSiteI18n } from './i18n';
import { I18nInstancesContext } from './SiteContext';

/** The whole site (real router, store, i18n, guards) at one URL, in jsdom. */
export function renderSite(
  url: string,
  options: { brand?: Partial<BrandInput>; device?: DeviceClass; session?: Partial<SessionState> } = {},
) {
  const device = options.device ?? 'desktop';
  const store = createSiteStore({ sideBar: { open: true }, session: { ...emptySession, ...options.session } });
  const session = () => selectSession(store.getState());
  // A real API client pointed nowhere: pages that call out get network errors, as with a server that is down.
  createApiClient({
    baseURL: 'http://api.invalid',
    store: createTokenStore(session, store.dispatch, () => undefined),
    onApiFailure: () => undefined,
  });
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
