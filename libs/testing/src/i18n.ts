import type { Locale, NamespaceResources } from '@lobby/i18n';
import { createI18nInstances } from '@lobby/site';
import type { i18n } from 'i18next';

const cache = new Map<string, Record<Locale, i18n>>();

/**
 * The site's i18n set-up (common and api, plus the given namespaces) in one language; instances are kept per
 * namespace set so hundreds of tests do not build hundreds of them.
 */
export function i18nFor(locale: Locale, namespaces: Record<string, NamespaceResources> = {}): i18n {
  const key = Object.keys(namespaces).sort().join(',');
  let instances = cache.get(key);
  if (!instances) {
    instances = createI18nInstances(namespaces);
    cache.set(key, instances);
  }
  return instances[locale];
}
