import { common, createI18n, type Locale } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { gamesLocales } from '../locales';

const instances = new Map<Locale, i18n>();

/** One cached i18next instance per locale with the common and games namespaces, for tests and stories. */
export function gamesI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, { common, games: gamesLocales });
    instances.set(locale, instance);
  }
  return instance;
}
