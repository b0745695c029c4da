import type { ReactNode } from 'react';
import { I18nextProvider, LocaleProvider, common, type Locale } from '@lobby/i18n';
import { ToastProvider } from '@lobby/ui-kit';
import { gamesI18n } from './i18n';

/** The games translations in one locale, the locale context and a toast stack: what the shell's SiteRoot provides. */
export function GamesProviders({ locale = 'th', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <I18nextProvider i18n={gamesI18n(locale)}>
      <LocaleProvider locale={locale}>
        <ToastProvider closeLabel={common[locale].actions.close} regionLabel={common[locale].notifications}>
          {children}
        </ToastProvider>
      </LocaleProvider>
    </I18nextProvider>
  );
}
