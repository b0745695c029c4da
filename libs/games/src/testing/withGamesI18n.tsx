import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider, LocaleProvider } from '@lobby/i18n';
import { i18nFor } from '@lobby/testing';
import { gamesFeature } from '../routes';

/** Storybook decorator: the games strings in the toolbar's locale (the workspace preview adds theme and toasts). */
export const withGamesI18n: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'en' ? 'en' : 'th';
  return (
    <I18nextProvider i18n={i18nFor(locale, gamesFeature.namespaces)}>
      <LocaleProvider locale={locale}>
        <Story />
      </LocaleProvider>
    </I18nextProvider>
  );
};
