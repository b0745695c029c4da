import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatMoney } from './format';
import { localizePath, type Locale } from './locale';

const LocaleContext = createContext<Locale>('th');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale of the current route (th without prefix, en under /en). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Turns a site path into the current locale's path: '/list/slot' → '/en/list/slot' in English. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** The one money formatter in the page's language (formatMoney). */
export function useMoney(): (amount: number) => string {
  const locale = useLocale();
  return useCallback((amount: number) => formatMoney(amount, locale), [locale]);
}
