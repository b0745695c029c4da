import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatDateTime, formatMoney, formatThousands } from './format';
import { defaultLocale, isLocale, type Locale } from './locale';
import type { NamespaceResources } from './resources';

/**
 * One i18next instance per site, with every lib's namespace; Thai is default and fallback. Strings write an amount
 * of baht as `{{amount, money}}`: the one money formatter (formatMoney) in the string's language; a moment as
 * `{{at, dateTime}}` (formatDateTime); a count as `{{count, number}}`.
 */
export function createI18n(locale: Locale, namespaces: Record<string, NamespaceResources>): i18n {
  const resources = { th: {} as Record<string, unknown>, en: {} as Record<string, unknown> };
  for (const [ns, res] of Object.entries(namespaces)) {
    resources.th[ns] = res.th;
    resources.en[ns] = res.en;
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: ['th', 'en'],
    resources: resources as never,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    // The defaults, said out loud: i18next then takes every key as a path (`lobby.seeAll`, `shell:nav.home`) instead
    // of testing each one, at every call, for whether it reads like a sentence (~12 ms at 4× CPU as a page starts).
    keySeparator: '.',
    nsSeparator: ':',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  } as never);
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined) =>
    formatMoney(Number(value), isLocale(lng) ? lng : defaultLocale),
  );
  // `{{until, dateTime}}`: epoch milliseconds (or a date) as a Bangkok date and time in the string's language.
  instance.services.formatter?.add('dateTime', (value: unknown, lng: string | undefined) =>
    formatDateTime(value instanceof Date ? value.getTime() : Number(value), isLocale(lng) ? lng : defaultLocale),
  );
  // A whole number by hand (formatThousands, the grouping Intl writes for th and en alike): i18next's own formatter
  // makes an Intl.NumberFormat, and the page's first one loads ICU's data (~15 ms before a list page's first screen).
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) => {
    const n = Number(value);
    return Number.isInteger(n) ? formatThousands(n) : new Intl.NumberFormat(lng).format(n);
  });
  return instance;
}
