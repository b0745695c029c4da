import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useTranslation, type Locale } from '@lobby/i18n';
import { LocaleProviders } from '@lobby/site';
import { PageTitleProvider } from '@lobby/util';
import { pageTitle } from '../routes/pageTitle';
import { routeTitleKey, useCurrentRoute, useTitleParam } from '../routes/routeHandle';
import { ProtectionSlot } from '../layouts/ProtectionSlot';
import { ClosedSiteDialog } from './ClosedSiteDialog';
import { MaintenanceWatcher } from './MaintenanceWatcher';
import { SessionBootstrap } from './SessionBootstrap';
import { useSiteClosed } from './useSiteClosed';
import { useI18nInstances } from './SiteContext';

function DocumentTitle() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const route = useCurrentRoute();
  const param = useTitleParam();
  const locale = useTranslation().i18n.language as Locale;
  useEffect(() => {
    document.title = pageTitle(t(routeTitleKey(route)), brand.siteTitle[locale] ?? brand.siteName, param);
  }, [t, route, param, brand, locale]);
  return null;
}

/** The blocking modal while the brand's flag or the operator's switch closes the site (spec §4, §6). */
function ClosedSite() {
  return useSiteClosed() ? <ClosedSiteDialog /> : null;
}

/** Root of each locale's tree: language, <html lang>, page title and site-wide modals. */
export function SiteRoot({ locale }: { locale: Locale }) {
  const instances = useI18nInstances();
  const brand = useBrand();
  useEffect(() => {
    document.documentElement.lang = locale;
    // The served page already carries it; a language switch in the page keeps it in step.
    document.querySelector('meta[name="description"]')?.setAttribute('content', brand.description[locale]);
  }, [locale, brand]);
  return (
    <LocaleProviders i18n={instances[locale]} locale={locale}>
      <PageTitleProvider>
        <DocumentTitle />
        <MaintenanceWatcher />
        <SessionBootstrap />
        <Outlet />
        {/* New pages open at the top; Back and Forward return to where the member was. */}
        <ScrollRestoration />
        <ClosedSite />
        <ProtectionSlot />
      </PageTitleProvider>
    </LocaleProviders>
  );
}
