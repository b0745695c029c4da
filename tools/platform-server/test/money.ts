import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { post } from './helpers.ts';

/** Reads a QR code back from a PNG data URL, as a member's banking app would. */
export function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/**
 * Every way money could be lost or invented, as a list of problems (empty = sound): a materialised
 * balance that differs from its entries or is negative, a ledger transaction that does not sum to
 * zero, a non-zero grand total.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const wallets = await db.query<{ code: string; kind: string; materialised_satang: number; ledger_satang: number }>(
    `SELECT code, kind, materialised_satang, ledger_satang FROM wallet_figures WHERE kind IN ('member', 'affiliate')`,
  );
  for (const w of wallets) {
    if (w.materialised_satang !== w.ledger_satang)
      problems.push(`${w.code}: balance ${w.materialised_satang} ≠ ledger ${w.ledger_satang}`);
    if (w.materialised_satang < 0) problems.push(`${w.code}: negative balance ${w.materialised_satang}`);
  }
  const unbalanced = await db.query<{ id: number; s: number }>(
    `SELECT transaction_id AS id, sum(amount_satang)::bigint AS s FROM ledger_entries
     GROUP BY transaction_id HAVING sum(amount_satang) <> 0`,
  );
  for (const t of unbalanced) problems.push(`ledger transaction ${t.id} sums to ${t.s}`);
  const [total] = await db.query<{ s: number }>(
    'SELECT coalesce(sum(amount_satang), 0)::bigint AS s FROM ledger_entries',
  );
  if (total!.s !== 0) problems.push(`all entries sum to ${total!.s}`);
  return problems;
}

export async function balanceOf(db: Db, username: string): Promise<number> {
  const [row] = await db.query<{ b: number }>(
    `SELECT w.balance_satang AS b FROM wallets w JOIN members m ON m.id = w.member_id
     WHERE m.username = $1 AND w.kind = 'member'`,
    [username],
  );
  return row!.b;
}

export async function setBalance(db: Db, username: string, satang: number): Promise<void> {
  // Through the ledger (house ↔ member), so the books stay balanced.
  const [w] = await db.query<{ id: number; b: number }>(
    `SELECT w.id, w.balance_satang AS b FROM wallets w JOIN members m ON m.id = w.member_id
     WHERE m.username = $1 AND w.kind = 'member'`,
    [username],
  );
  const delta = satang - w!.b;
  if (delta === 0) return;
  const { post: postLedger, walletIdByCode } = await import('../src/wallet/ledger.ts');
  await db.transaction(async (tx) => {
    const house = (await walletIdByCode(tx, 'house'))!;
    await postLedger(tx, {
      kind: 'test-adjust',
      idempotencyKey: `test:adjust:${username}:${Date.now()}:${Math.random()}`,
      at: new Date(),
      postings: [
        { walletId: house, amount: -delta },
        { walletId: w!.id, amount: delta },
      ],
    });
  });
}

export async function qr(
  app: FastifyInstance,
  token: string,
  channelId: number,
  amount: number | string,
  extra: Record<string, unknown> = {},
) {
  return (await post(app, '/api/v1/member/payment/qr', { action: 'get_qr', id: channelId, amount, ...extra }, token))
    .body as Record<string, unknown> & {
    code: number;
    message: string;
    result: { id: number; qrCode: string; payAmount: number; expiredDate: string; merchantRef: string };
    token: string;
    x_debug_key: string;
  };
}

export async function poll(
  app: FastifyInstance,
  token: string,
  q: { result: { id: number }; token: string; x_debug_key: string },
) {
  return (
    await post(
      app,
      '/api/v1/member/payment/qr',
      { action: 'is_deposit', id: q.result.id, token: q.token, x_debug_key: q.x_debug_key },
      token,
    )
  ).body as Record<string, unknown> & {
    code: number;
    success: boolean;
    message: string;
    result: { alert: boolean; status: string };
  };
}

export async function channelIds(db: Db, groupId = 'NKG01') {
  const rows = await db.query<{ id: number; type: string; min_deposit_satang: number }>(
    'SELECT id::int AS id, type, min_deposit_satang FROM payment_channels WHERE group_id = $1 ORDER BY sort, id',
    [groupId],
  );
  const of = (type: string) => rows.filter((r) => r.type === type).map((r) => r.id);
  return { qr: of('qr-code'), wallet: of('truewallet'), bank: of('tranfer-online'), usdt: of('usdt-type') };
}
