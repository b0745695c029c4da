import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Locale } from '@lobby/i18n';
import { GamesProviders } from './GamesProviders';

/** Renders with the games translations (th by default), the locale and a toast stack, and sets up user-event. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'th', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => <GamesProviders locale={locale}>{children}</GamesProviders>,
    ...options,
  });
  return { user, ...result };
}
