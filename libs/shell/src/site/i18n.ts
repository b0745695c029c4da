// Deep imports: the strings ship with the first paint, the pages stay in their own chunks.
import { accountLocales } from '@lobby/account/locales';
import { apiLocales } from '@lobby/api-client';
import { gamesLocales } from '@lobby/games/locales';
import { common, createI18n, type Locale, type NamespaceResources } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { shellLocales } from '../locales';

export type I18nInstances = Record<Locale, i18n>;

/** One instance per locale, so a route renders in its language from the first paint, without a switch. */
export function createI18nInstances(extra: Record<string, NamespaceResources> = {}): I18nInstances {
  const namespaces = {
    common,
    shell: shellLocales,
    api: apiLocales,
    account: accountLocales,
    games: gamesLocales,
    ...extra,
  };
  return { th: createI18n('th', namespaces), en: createI18n('en', namespaces) };
}
