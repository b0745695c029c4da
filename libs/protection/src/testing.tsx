import type { ProtectionState } from '@lobby/contract';
import { formsLocales } from '@lobby/forms';
import { renderPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { protectionLocales } from './locales';

/** The one test harness's renderPage, with the protection strings (and the forms' for the password fields). */
export const renderProtectionPage = (ui: ReactElement, options: RenderPageOptions) =>
  renderPage(ui, { namespaces: { protection: protectionLocales, forms: formsLocales }, ...options });

const limit = (amount: number | null, used = 0, resets = '2026-11-24T17:00:00.000Z') => ({
  amount,
  pending: null,
  used,
  resets_at: resets,
});

/** What the platform answers for a member's protection page (tools/platform-server/src/protection). */
export function protectionStateFixture(overrides: Partial<ProtectionState> = {}): ProtectionState {
  return {
    limits: {
      day: limit(1000, 600),
      week: {
        ...limit(5000, 600, '2026-11-29T17:00:00.000Z'),
        pending: { amount: 8000, effective_at: '2026-11-25T03:00:00.000Z' },
      },
      month: limit(null, 600, '2026-11-30T17:00:00.000Z'),
    },
    reality_check: { minutes: 30 },
    break: null,
    history: [
      {
        kind: 'deposit_limit',
        period: 'week',
        amount: 8000,
        minutes: null,
        duration: null,
        made_at: '2026-11-24T03:00:00.000Z',
        effective_at: '2026-11-25T03:00:00.000Z',
        ends_at: null,
      },
      {
        kind: 'reality_check',
        period: null,
        amount: null,
        minutes: 30,
        duration: null,
        made_at: '2026-11-24T02:00:00.000Z',
        effective_at: '2026-11-24T02:00:00.000Z',
        ends_at: null,
      },
    ],
    min_age: 20,
    ...overrides,
  };
}
