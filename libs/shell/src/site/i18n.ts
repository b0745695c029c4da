import { createI18nInstances, type I18nInstances } from '@lobby/site';
import { siteNamespaces } from '../routes/routeTable';

/** The site's strings: every feature's namespaces (with the shared ones), one i18next instance per locale. */
export function createSiteI18n(): I18nInstances {
  return createI18nInstances(siteNamespaces);
}
