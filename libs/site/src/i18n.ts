import { apiLocales } from '@lobby/api-client';
import { common, createI18n, type Locale, type NamespaceResources } from '@lobby/i18n';
import type { i18n } from 'i18next';

export type I18nInstances = Record<Locale, i18n>;

/** Namespaces every page may use, whatever features a site has: shared words and code messages. */
export const baseNamespaces: Record<string, NamespaceResources> = { common, api: apiLocales };

/** One instance per locale, so a route renders in its language from the first paint, without a switch. */
export function createI18nInstances(namespaces: Record<string, NamespaceResources>): I18nInstances {
  const all = { ...baseNamespaces, ...namespaces };
  return { th: createI18n('th', all), en: createI18n('en', all) };
}
