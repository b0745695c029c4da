import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useBrand } from '@lobby/brand';
import { I18nextProvider, LocaleProvider, useTranslation, type Locale } from '@lobby/i18n';
import { ToastProvider } from '@lobby/ui-kit';
import { pageTitle } from '../routes/pageTitle';
import { useCurrentRoute, useTitleParam } from '../routes/routeHandle';
import { ClosedSiteDialog } from './ClosedSiteDialog';
import { MaintenanceWatcher } from './MaintenanceWatcher';
import { SessionBootstrap } from './SessionBootstrap';
import { useI18nInstances } from './SiteContext';

function LocalizedToasts({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider closeLabel={t('actions.close')} regionLabel={t('notifications')}>
      {children}
    </ToastProvider>
  );
}

function DocumentTitle() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const route = useCurrentRoute();
  const param = useTitleParam();
  const locale = useTranslation().i18n.language as Locale;
  useEffect(() => {
    document.title = pageTitle(t(`routes.${route.name}`), brand.siteTitle[locale] ?? brand.siteName, param);
  }, [t, route.name, param, brand, locale]);
  return null;
}

/** Root of each locale's tree: language, <html lang>, page title and site-wide modals. */
export function SiteRoot({ locale }: { locale: Locale }) {
  const instances = useI18nInstances();
  const brand = useBrand();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={instances[locale]}>
      <LocaleProvider locale={locale}>
        <LocalizedToasts>
          <DocumentTitle />
          <MaintenanceWatcher />
          <SessionBootstrap />
          <Outlet />
          {brand.closedSite && <ClosedSiteDialog />}
        </LocalizedToasts>
      </LocaleProvider>
    </I18nextProvider>
  );
}
