import { apiLocales } from '@lobby/api-client';
import { common, createI18n, type Locale, type NamespaceResources } from '@lobby/i18n';
import type { i18n } from 'i18next';

/**
 * One i18next instance per locale, each made the first time a page asks for it: a visit is nearly always in one
 * language, and making an instance is start-up work on the main thread.
 */
export interface I18nInstances extends Readonly<Record<Locale, i18n>> {
  /** A namespace that loaded later (a lazy feature's): joins the instances made so far and every one made after. */
  addNamespace(namespace: string, resources: NamespaceResources): void;
}

/** Namespaces every page may use, whatever features a site has: shared words and code messages. */
export const baseNamespaces: Record<string, NamespaceResources> = { common, api: apiLocales };

/** A route renders in its language from the first paint, without a switch. */
export function createI18nInstances(namespaces: Record<string, NamespaceResources>): I18nInstances {
  const all = { ...baseNamespaces, ...namespaces };
  const made: Partial<Record<Locale, i18n>> = {};
  const instanceFor = (locale: Locale) => (made[locale] ??= createI18n(locale, all));
  return {
    get th() {
      return instanceFor('th');
    },
    get en() {
      return instanceFor('en');
    },
    addNamespace(namespace, resources) {
      all[namespace] = resources;
      for (const instance of Object.values(made)) {
        // Both languages, as createI18n loads them: Thai is every instance's fallback.
        instance.addResourceBundle('th', namespace, resources.th, true, true);
        instance.addResourceBundle('en', namespace, resources.en, true, true);
      }
    },
  };
}
