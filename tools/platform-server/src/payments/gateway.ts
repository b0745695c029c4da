import { createHmac, timingSafeEqual } from 'node:crypto';
import { gatewayEvent } from '@lobby/contract/routes';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { Code } from '../http/codes.ts';
import type { Answer } from '../wallet/idempotency.ts';
import { microUsdtOf, satangOf } from '../wallet/money.ts';
import { receiveTransfer, settleQr } from './deposits.ts';

/** Callbacks older (or newer) than this are refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The gateway signs `<timestamp>.<raw body>` with HMAC-SHA256 (hex) and sends
 * `x-gateway-timestamp` (unix seconds) and `x-gateway-signature`.
 */
export function signGatewayBody(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifyGatewaySignature(
  secret: string,
  nowMs: number,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
): string | undefined {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return 'missing or malformed x-gateway-timestamp / x-gateway-signature';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS)
    return 'signature timestamp outside the 5-minute window';
  const expected = Buffer.from(signGatewayBody(secret, Number(timestamp), rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad signature';
  return undefined;
}

export type GatewayEvent = z.output<typeof gatewayEvent>;

/** One verified callback → its effect. The sandbox payer reaches this through the signed HTTP call too. */
export async function handleGatewayEvent(ctx: AppContext, event: GatewayEvent): Promise<Answer> {
  if (event.event === 'qr.paid') {
    const satang = satangOf(event.amount);
    if (satang === undefined || satang <= 0)
      return { code: Code.incorrectData, message: 'amount: baht with at most 2 decimals' };
    return settleQr(ctx, { txnId: event.txnId, merchantRef: event.merchantRef, amountSatang: satang });
  }
  const value = event.currency === 'USDT' ? microUsdtOf(event.amount) : satangOf(event.amount);
  if (value === undefined || value <= 0)
    return {
      code: Code.incorrectData,
      message: `amount: ${event.currency === 'USDT' ? 'USDT with up to 6 decimals' : 'baht with at most 2 decimals'}`,
    };
  return receiveTransfer(ctx, {
    txnId: event.txnId,
    channelId: event.channelId,
    currency: event.currency,
    amount: value,
    from: event.from,
  });
}
