export { createSiteStore, type SiteStore } from './store';
export { createI18nInstances, baseNamespaces, type I18nInstances } from './i18n';
export { SiteProviders, LocaleProviders } from './SiteProviders';
