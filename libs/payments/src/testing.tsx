import type { Channel } from '@lobby/contract';
import { fixtures, renderPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { paymentsLocales } from './locales';

/** The one test harness's renderPage, with the payments strings. */
export const renderPaymentsPage = (ui: ReactElement, options: RenderPageOptions) =>
  renderPage(ui, { namespaces: { payments: paymentsLocales }, ...options });

/** Channel artwork as an inline SVG, so stories show a picture without a server. */
const art = (label: string, hue: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"><rect width="44" height="44" rx="8" ` +
      `fill="hsl(${hue} 60% 40%)"/><text x="22" y="27" font-size="10" text-anchor="middle" fill="white" ` +
      `font-family="sans-serif">${label}</text></svg>`,
  );
const artOf: Record<Channel['type'], string> = {
  'qr-code': art('QR', 200),
  truewallet: art('TMW', 20),
  'tranfer-online': art('BANK', 140),
  'usdt-type': art('USDT', 165),
};

const channel = (
  id: number,
  type: Channel['type'],
  min: number,
  max: number,
  extra: Partial<Channel> = {},
): Channel => ({
  id,
  type,
  img: artOf[type],
  provider: type,
  acc_name: 'บจก. นครโกลด์',
  min_deposit: min,
  max_deposit: max,
  bonus: { is_bonus: false, massage: '', topshow: false },
  ...extra,
});

/** Channels as the platform server seeds them (tools/platform-server/src/seed/content.ts). */
export const seededChannels = {
  payment: [
    channel(1, 'qr-code', 100, 2000, { provider: 'PromptPay QR' }),
    channel(2, 'qr-code', 2001, 45000, {
      provider: 'PromptPay QR',
      bonus: { is_bonus: true, massage: 'รับโบนัส 2% เมื่อฝากผ่าน QR', topshow: true },
    }),
  ],
  truewallet: [channel(3, 'truewallet', 50, 20000, { provider: 'TrueMoney Wallet' })],
  bank: [
    channel(4, 'tranfer-online', 1, 45000, { provider: 'กสิกรไทย', acc_no: '1234567890', bank_id: 'kbank' }),
    channel(5, 'tranfer-online', 1, 45000, { provider: 'ไทยพาณิชย์', acc_no: '9876543210', bank_id: 'scb' }),
  ],
  usdt: [
    channel(6, 'usdt-type', 500, 500000, {
      provider: 'USDT',
      address: 'TNKG9XqR3bVn5LmKp2WcYd7FhJs4Tg8Ae6',
      network: 'USDT TRC20',
      img_network: art('TRC20', 0),
      exchange: 36.5,
    }),
  ],
};

/** The demo member's profile with the given channel lists (all of the seeded ones by default). */
export function profileWith(lists: Partial<typeof seededChannels> = seededChannels) {
  const base = fixtures.profile();
  return { ...base, result: { ...base.result, payment: [], truewallet: [], bank: [], usdt: [], ...lists } };
}

/** A 1×1 PNG standing in for a QR image. */
export const PIXEL_PNG =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A get_qr answer as the server gives it. */
export function qrAnswer(amount: number, { id = 41, expiresInMs = 600_000, channelId = 1 } = {}) {
  return fixtures.ok({
    result: {
      id,
      qrCode: PIXEL_PNG,
      payAmount: amount,
      expiredDate: new Date(Date.now() + expiresInMs).toISOString(),
      merchantRef: 'NKG01-20261124-0001',
      channel: { id: channelId, type: 'qr-code', provider: 'PromptPay QR' },
    },
    token: 'poll-token',
    x_debug_key: 'debug-key',
  });
}

/** is_deposit answers. */
export const pollAnswer = {
  pending: () => fixtures.ok({ success: false, result: { alert: false, status: 'pending' } }),
  paid: (amount: number) => fixtures.ok({ success: true, result: { alert: false, status: 'paid', amount } }),
  failed: (message: string) => ({ code: 0, message, success: false, result: { alert: true, status: 'failed' } }),
  expired: () => fixtures.code(98, 'QR expired'),
};

/** getMinWithdraw's answer (spec §3 withdraw state): `withdraw` true = allowed; false with when it is allowed again. */
export function withdrawStateAnswer(withdraw = true, nextAllowedInMs = 600_000) {
  return fixtures.ok({
    result: {
      withdraw,
      timeLester: withdraw ? null : new Date(Date.now() + nextAllowedInMs).toISOString(),
      withdrawMin: 300,
      withdrawMax: 999999,
    },
    min: 300,
    max: 999999,
  });
}
