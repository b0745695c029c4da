import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandProvider, type BrandConfig } from '@lobby/brand';
import { I18nextProvider, LocaleProvider, useTranslation, type Locale } from '@lobby/i18n';
import { ToastProvider } from '@lobby/ui-kit';
import { DeviceProvider, type DeviceClass } from '@lobby/util';
import type { i18n } from 'i18next';
import type { RootState } from '@lobby/api-client';
import type { SiteStore } from './store';

/**
 * What is the same on every page of a site: its brand, the device class and the store. `serverState`: the store as
 * the page hydrates from, so an answer that lands while it hydrates (a prefetched list) cannot make the first render
 * differ from the HTML; the store's readers catch up once hydrated.
 */
export function SiteProviders({
  brand,
  device,
  store,
  serverState,
  children,
}: {
  brand: BrandConfig;
  device: DeviceClass;
  store: SiteStore;
  serverState?: RootState | undefined;
  children: ReactNode;
}) {
  return (
    <BrandProvider brand={brand}>
      <DeviceProvider device={device}>
        <Provider store={store} serverState={serverState}>
          {children}
        </Provider>
      </DeviceProvider>
    </BrandProvider>
  );
}

function LocalizedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider closeLabel={t('actions.close')} regionLabel={t('notifications')}>
      {children}
    </ToastProvider>
  );
}

/** What a page in one language sits in: that language's strings, the locale and the one toast stack. */
export function LocaleProviders({ i18n, locale, children }: { i18n: i18n; locale: Locale; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale}>
        <LocalizedToasts>{children}</LocalizedToasts>
      </LocaleProvider>
    </I18nextProvider>
  );
}
