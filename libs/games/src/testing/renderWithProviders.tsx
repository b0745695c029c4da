import { renderWithLocale } from '@lobby/testing';
import type { ReactElement } from 'react';
import { gamesFeature } from '../routes';

/** The one test harness's renderWithLocale, with the games strings (th unless `locale` says otherwise). */
export const renderWithProviders = (ui: ReactElement, options: Parameters<typeof renderWithLocale>[1] = {}) =>
  renderWithLocale(ui, { namespaces: gamesFeature.namespaces, ...options });
