import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '@lobby/api-client';
import { createTokenStore, emptySession, type SessionState } from '@lobby/auth-guards';
import { BrandProvider, defineBrand, type BrandInput } from '@lobby/brand';
import { DeviceProvider, type DeviceClass } from '@lobby/util';
import { buildRoutes } from '../routes/buildRoutes';
import { createI18nInstances } from './i18n';
import { I18nInstancesContext } from './SiteContext';
import { createStore } from './store';

export const testBrand: BrandInput = {
  id: 'test-brand',
  siteName: 'Test Casino',
  siteTitle: { th: 'เทสต์คาสิโน', en: 'Test Casino' },
  logo: '/brand/logo.svg',
  theme: {
    bg: '#0b0a08',
    bgMenu: '#16130d',
    bgBtn: '#e8b64c',
    bgCard: '#1f1a12',
    bgSubBtnAndGbIcon: '#3a2f1c',
    bgBtnInContent: '#f5ce79',
  },
  defaultGroupId: 'NKG01',
  social: { line: 'https://line.me/R/ti/p/@test' },
};

/** The whole site (real router, store, i18n, guards) at one URL, in jsdom. */
export function renderSite(
  url: string,
  options: { brand?: Partial<BrandInput>; device?: DeviceClass; session?: Partial<SessionState> } = {},
) {
  const brand = defineBrand({ ...testBrand, ...options.brand });
  const device = options.device ?? 'desktop';
  const store = createStore({ sideBar: { open: true }, session: { ...emptySession, ...options.session } });
  // A real API client pointed nowhere: pages that call out get network errors, as with a server that is down.
  createApiClient({
    baseURL: 'http://api.invalid',
    store: createTokenStore(
      () => store.getState().session,
      store.dispatch,
      () => undefined,
    ),
    onApiFailure: () => undefined,
  });
  const router = createMemoryRouter(buildRoutes({ session: () => store.getState().session, device }), {
    initialEntries: [url],
  });
  const view = render(
    <BrandProvider brand={brand}>
      <DeviceProvider device={device}>
        <Provider store={store}>
          <I18nInstancesContext.Provider value={createI18nInstances()}>
            <RouterProvider router={router} />
          </I18nInstancesContext.Provider>
        </Provider>
      </DeviceProvider>
    </BrandProvider>,
  );
  return { ...view, router, store };
}
