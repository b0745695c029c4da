import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BrandProvider, type BrandConfig } from '@lobby/brand';
import { currentDevice, DeviceProvider } from '@lobby/util';
import { buildRoutes } from '../routes/buildRoutes';
import { ErrorPageBoundary } from '../pages/ErrorPages';
import { createI18nInstances } from './i18n';
import { I18nInstancesContext } from './SiteContext';
import { initialSideBar, storedSideBar } from './sideBarSlice';
import { createStore } from './store';

/** Mounts one branded site: brand, device, store, i18n and every route in both languages. */
export function createSite(brand: BrandConfig, container: HTMLElement) {
  const device = currentDevice();
  document.documentElement.dataset.device = device;
  const store = createStore({ sideBar: initialSideBar(device, window.innerWidth, storedSideBar()) });
  const i18n = createI18nInstances();
  const router = createBrowserRouter(buildRoutes(brand.locales));
  createRoot(container).render(
    <StrictMode>
      <ErrorPageBoundary>
        <BrandProvider brand={brand}>
          <DeviceProvider device={device}>
            <Provider store={store}>
              <I18nInstancesContext.Provider value={i18n}>
                <RouterProvider router={router} />
              </I18nInstancesContext.Provider>
            </Provider>
          </DeviceProvider>
        </BrandProvider>
      </ErrorPageBoundary>
    </StrictMode>,
  );
  return { store, router };
}
