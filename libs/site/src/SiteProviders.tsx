import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandProvider, type BrandConfig } from '@lobby/brand';
import { I18nextProvider, LocaleProvider, useTranslation, type Locale } from '@lobby/i18n';
import { ToastProvider } from '@lobby/ui-kit';
import { DeviceProvider, type DeviceClass } from '@lobby/util';
import type { i18n } from 'i18next';
import type { SiteStore } from './store';

/** What is the same on every page of a site: its brand, the device class and the store. */
export function SiteProviders({
  brand,
  device,
  store,
  children,
}: {
  brand: BrandConfig;
  device: DeviceClass;
  store: SiteStore;
  children: ReactNode;
}) {
  return (
    <BrandProvider brand={brand}>
      <DeviceProvider device={device}>
        <Provider store={store}>{children}</Provider>
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
