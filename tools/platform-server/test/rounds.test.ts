import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProviderBody } from '../src/rounds/routes.ts';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';
import { ledgerProblems, setBalance } from './money.ts';

let t: TestServer;
let token: string;
let ticket: string;
beforeAll(async () => {
  t = await testServer({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  token = (await login(t.app)).access_token;
  ticket = await launch();
});
afterAll(() => t.close());

async function launch(tok: string | null = token, game = 'pgsoft-slot-001') {
  const res = await post(
    t.app,
    '/api/v1/member/game/launch',
    { client: 'PC', game_code: game, lang: 'en' },
    tok ?? undefined,
  );
  expect(res.body.code).toBe(0);
  return new URL(res.body.result as string).searchParams.get('ticket')!;
}

/** A provider's signed wallet call. */
function wallet(
  path: 'bet' | 'win' | 'rollback' | 'balance',
  body: Record<string, unknown>,
  secret = t.app.lobby.secrets.provider,
) {
  const raw = JSON.stringify({ gameCode: 'pgsoft-slot-001', ...body });
  return call(t.app, 'POST', `/provider/wallet/${path}`, {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-provider-signature': signProviderBody(secret, raw) },
  });
}
const credit = async () =>
  ((await post(t.app, '/api/v1/member/credit', undefined, token)).body.result as { balance: number }).balance;

describe('sandbox slot', () => {
  it('publishes its paytable with the exact and the measured return', async () => {
    const res = await get(t.app, '/play/api/paytable');
    const result = res.body.result as { rtp: number; measured: { rtp: number; spins: number }; paytable: unknown[] };
    expect(result.rtp).toBeCloseTo(0.96325, 5);
    expect(result.measured.spins).toBe(200_000);
    expect(Math.abs(result.measured.rtp - result.rtp)).toBeLessThan(0.02);
    expect(result.paytable).toHaveLength(6);
  });

  it('opens the game window from the launch URL; an expired link is refused', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/play/pgsoft-slot-001?ticket=${ticket}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Paytable · RTP 96\.33 %/);
    expect(page.body).toContain('/play/api/spin');
    // A spin refused for a dead ticket tells the framing brand site, which launches again (libs/games useLaunch).
    expect(page.body).toContain("window.parent.postMessage({ type: 'lobby:ticket-expired' }, '*')");
    expect((await t.app.inject({ method: 'GET', url: '/play/pgsoft-slot-001?ticket=forged' })).statusCode).toBe(403);
  });

  it('each spin bets and wins through the wallet callbacks; the credit follows', async () => {
    let expected = await credit();
    for (let i = 0; i < 25; i++) {
      const res = await post(t.app, '/play/api/spin', { ticket, bet: 10, game: 'pgsoft-slot-001' });
      expect(res.body.code).toBe(0);
      const r = res.body.result as {
        reels: string[];
        multiplier: number;
        win: number;
        balance: number;
        roundId: string;
      };
      expect(r.reels).toHaveLength(3);
      expected = Math.round((expected - 10 + r.win) * 100) / 100;
      expect(r.win).toBe(10 * r.multiplier);
      expect(r.balance).toBe(expected);
    }
    expect(await credit()).toBe(expected);
    const [rows] = await t.db.query<{ bets: number; wins: number }>(
      `SELECT count(*) FILTER (WHERE kind = 'bet')::int AS bets, count(*) FILTER (WHERE kind = 'win')::int AS wins
       FROM game_transactions WHERE provider = 'lobby-slots'`,
    );
    expect(rows).toEqual({ bets: 25, wins: 25 });
    expect((await post(t.app, '/play/api/spin', { ticket, bet: 7 })).body.code).toBe(8000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('demo tickets (no member) spin without a wallet', async () => {
    const demo = await launch(null, 'allbet-demo');
    expect((await post(t.app, '/play/api/spin', { ticket: demo, bet: 1 })).body).toMatchObject({
      code: 0,
      result: { demo: true },
    });
    expect((await wallet('bet', { token: demo, txId: 'd1', roundId: 'r', amount: 1 })).body.code).toBe(7002);
  });
});

describe('seamless wallet callbacks', () => {
  it('refuses unsigned or wrongly signed calls and malformed bodies', async () => {
    expect((await wallet('bet', { token: ticket, txId: 's1', roundId: 'r1', amount: 1 }, 'wrong')).status).toBe(401);
    expect((await call(t.app, 'POST', '/provider/wallet/bet', { body: { token: ticket } })).status).toBe(401);
    for (const body of [
      {},
      { token: ticket, txId: 'bad id!', roundId: 'r', amount: 1 },
      { token: ticket, txId: 'x', roundId: 'r', amount: 'ten' },
      { token: ticket, txId: 'x', roundId: 'r', amount: 0 },
    ]) {
      const res = await wallet('bet', body);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(8000);
    }
  });

  it('bet debits once per transaction id; a repeat is byte-identical; other parameters are refused', async () => {
    const before = await credit();
    const first = await wallet('bet', { token: ticket, txId: 'bet-1', roundId: 'round-1', amount: 25 });
    expect(first.body).toMatchObject({ code: 0, result: { txId: 'bet-1', balance: before - 25 } });
    expect((await wallet('bet', { token: ticket, txId: 'bet-1', roundId: 'round-1', amount: 25 })).raw.body).toBe(
      first.raw.body,
    );
    expect((await wallet('bet', { token: ticket, txId: 'bet-1', roundId: 'round-1', amount: 26 })).body.code).toBe(
      8100,
    );
    expect((await wallet('win', { token: ticket, txId: 'bet-1', roundId: 'round-1', amount: 25 })).body.code).toBe(
      8100,
    );
    expect(await credit()).toBe(before - 25);
  });

  it('wins are accepted after the session token expired; new bets are not', async () => {
    const before = await credit();
    t.clock.advance(3601);
    expect((await wallet('bet', { token: ticket, txId: 'bet-late', roundId: 'round-1', amount: 5 })).body.code).toBe(
      7003,
    );
    const win = await wallet('win', {
      token: ticket,
      txId: 'win-1',
      roundId: 'round-1',
      betTxId: 'bet-1',
      amount: 100,
    });
    expect(win.body).toMatchObject({ code: 0, result: { balance: before + 100 } });
    expect(
      (await wallet('win', { token: ticket, txId: 'win-1', roundId: 'round-1', betTxId: 'bet-1', amount: 100 })).raw
        .body,
    ).toBe(win.raw.body);
    expect(await credit()).toBe(before + 100);
    expect((await wallet('win', { token: 'forged.token', txId: 'win-2', roundId: 'r', amount: 1 })).body.code).toBe(
      7002,
    );
    ticket = await launch();
  });

  it('rollback refunds a bet once; a rollback before its bet refuses the late bet', async () => {
    const before = await credit();
    await wallet('bet', { token: ticket, txId: 'bet-2', roundId: 'round-2', amount: 40 });
    const rb = await wallet('rollback', { token: ticket, txId: 'rb-2', roundId: 'round-2', betTxId: 'bet-2' });
    expect(rb.body).toMatchObject({ code: 0, refunded: 40, result: { balance: before } });
    expect(
      (await wallet('rollback', { token: ticket, txId: 'rb-2', roundId: 'round-2', betTxId: 'bet-2' })).raw.body,
    ).toBe(rb.raw.body);
    expect(
      (await wallet('rollback', { token: ticket, txId: 'rb-2b', roundId: 'round-2', betTxId: 'bet-2' })).body,
    ).toMatchObject({ code: 0, refunded: 0 });
    expect(await credit()).toBe(before);

    const early = await wallet('rollback', { token: ticket, txId: 'rb-3', roundId: 'round-3', betTxId: 'bet-3' });
    expect(early.body).toMatchObject({ code: 0, refunded: 0, message: expect.stringMatching(/before arrival/) });
    expect((await wallet('bet', { token: ticket, txId: 'bet-3', roundId: 'round-3', amount: 40 })).body.code).toBe(
      8101,
    );
    expect(await credit()).toBe(before);
  });

  it('a bet above the balance is refused with 1001, and the refusal is the answer to repeats', async () => {
    await setBalance(t.db, 'demo01', 1000);
    const refused = await wallet('bet', { token: ticket, txId: 'bet-big', roundId: 'round-4', amount: 10.01 });
    expect(refused.body).toMatchObject({ code: 1001, result: { balance: 10 } });
    await setBalance(t.db, 'demo01', 100_000);
    expect((await wallet('bet', { token: ticket, txId: 'bet-big', roundId: 'round-4', amount: 10.01 })).raw.body).toBe(
      refused.raw.body,
    );
    expect(
      (await wallet('rollback', { token: ticket, txId: 'rb-big', roundId: 'round-4', betTxId: 'bet-big' })).body,
    ).toMatchObject({ code: 0, refunded: 0 });
    expect(await credit()).toBe(1000);
    expect((await wallet('balance', { token: ticket })).body).toMatchObject({ code: 0, result: { balance: 1000 } });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
