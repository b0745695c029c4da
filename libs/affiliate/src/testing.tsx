import { fixtures, renderPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { affiliateLocales } from './locales';
// The report's chart needs window.matchMedia, which jsdom lacks: whoever renders these pages in tests gets it.
import './testing/matchMedia';

/** The one test harness's renderPage, with the affiliate strings. */
export const renderAffiliatePage = (ui: ReactElement, options: RenderPageOptions) =>
  renderPage(ui, { namespaces: { affiliate: affiliateLocales }, ...options });

/** getDetailLeader as the platform server answers it. */
export const leaderAnswer = (extra: Record<string, unknown> = {}) =>
  fixtures.ok({
    result: {
      username: 'demo01',
      affiliate_code: 'aff-demo01',
      balance: 12.5,
      members: 3,
      commission_percent: 0.5,
      income: { today: 12.5, yesterday: 4.25, month: 120 },
      last_update: '2026-11-25T04:00:00.000Z',
      next_update: '2026-11-26T04:00:00.000Z',
      ...extra,
    },
  });

/** A report of a few days (newest first), as reportTransaction answers. */
export const reportAnswer = (from: string, to: string) =>
  fixtures.ok({
    result: {
      from,
      to,
      list: [
        { date: '2026-11-24', members: 2, turnover: 1500, commission: 7.5 },
        { date: '2026-11-22', members: 1, turnover: 200, commission: 1 },
      ],
      totals: { days: 2, members: 2, turnover: 1700, commission: 8.5 },
    },
  });
