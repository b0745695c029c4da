import { renderPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { accountFeature } from './routes';

/** The one test harness's renderPage, with the account strings. */
export const renderAccountPage = (ui: ReactElement, options: RenderPageOptions) =>
  renderPage(ui, { namespaces: accountFeature.namespaces, ...options });
