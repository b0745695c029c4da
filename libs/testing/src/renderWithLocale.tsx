import type { Locale, NamespaceResources } from '@lobby/i18n';
import { LocaleProviders } from '@lobby/site';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { i18nFor } from './i18n';

/**
 * For components that need no store or server: the page language's strings (common, api and the given
 * namespaces), the locale and the toast stack, with user-event set up.
 */
export function renderWithLocale(
  ui: ReactElement,
  {
    locale = 'th',
    namespaces = {},
    ...options
  }: { locale?: Locale; namespaces?: Record<string, NamespaceResources> } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const user = userEvent.setup();
  const i18n = i18nFor(locale, namespaces);
  const view = render(ui, {
    wrapper: ({ children }) => (
      <LocaleProviders i18n={i18n} locale={locale}>
        {children}
      </LocaleProviders>
    ),
    ...options,
  });
  return { user, i18n, ...view };
}
