import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider, LocaleProvider, type NamespaceResources } from '@lobby/i18n';
import { MemoryRouter } from 'react-router';
import { i18nFor } from './i18n';

/**
 * Storybook decorator: the site's strings (common, api) and the given namespaces in the toolbar's language. The
 * workspace preview already adds the theme and the toast stack, so this adds neither. `router` is for stories of
 * components that render links.
 */
export function withStrings(
  namespaces: Record<string, NamespaceResources>,
  { router = false }: { router?: boolean } = {},
): Decorator {
  return (Story, context) => {
    const locale = context.globals.locale === 'en' ? 'en' : 'th';
    return (
      <I18nextProvider i18n={i18nFor(locale, namespaces)}>
        <LocaleProvider locale={locale}>
          {router ? (
            <MemoryRouter>
              <Story />
            </MemoryRouter>
          ) : (
            <Story />
          )}
        </LocaleProvider>
      </I18nextProvider>
    );
  };
}
