import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  playParams,
  playQuery,
  providerBalanceBody as balanceBody,
  providerBetBody as betBody,
  providerRollbackBody as rollbackBody,
  providerWinBody as winBody,
  SANDBOX_PROVIDER,
  spinBody,
} from '@lobby/contract/routes';
import type { z } from 'zod';
import type { AccessClaims } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { findGame } from '../games/repo.ts';
import { Code, ok } from '../http/codes.ts';
import { headerValue, withRawJson } from '../http/raw-body.ts';
import { parseInput } from '../http/validate.ts';
import type { Answer } from '../wallet/idempotency.ts';
import { satangOf } from '../wallet/money.ts';
import { playPage } from './page.ts';
import { BETS_SATANG, measuredReturn, PAYTABLE, REEL_COUNTS, spin, theoreticalReturn } from './slot.ts';
import { checkTicket, ticketSessions } from './tickets.ts';
import { placeBet, rollbackBet, settleWin, type RoundCall } from './wallet.ts';

/** The built-in provider's name in game_transactions. */
export { SANDBOX_PROVIDER };

export const signProviderBody = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

let published: ReturnType<typeof measuredReturn> | undefined;

/**
 * Seamless wallet (what a game provider calls, HMAC-signed over the raw body in x-provider-signature)
 * and, in sandbox mode, the sandbox provider itself: the /play/{code} window, its spin API and its paytable.
 */
export function roundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = ticketSessions(ctx.db);
  /** The player behind a launch ticket: live for balance and bets, within the settlement grace for wins / rollbacks. */
  const player = async (token: string, mode: 'live' | 'settle'): Promise<AccessClaims | Answer> => {
    const checked = await checkTicket(ctx, sessions, token, mode);
    return checked.ok ? checked.claims : { code: checked.code, message: checked.message };
  };
  const isAnswer = (x: AccessClaims | Answer): x is Answer => 'code' in x;
  const amountOf = (value: number | string, allowZero: boolean): number | Answer => {
    const satang = satangOf(value);
    if (satang === undefined || (!allowZero && satang === 0))
      return {
        code: Code.incorrectData,
        message: `amount: ${allowZero ? 'zero or more' : 'more than zero'} baht, at most 2 decimals`,
      };
    return satang;
  };
  const callOf = (b: z.output<typeof betBody> | z.output<typeof rollbackBody>, claims: AccessClaims): RoundCall => ({
    provider: b.provider,
    txId: b.txId,
    memberId: claims.sub,
    roundId: b.roundId,
    gameCode: b.gameCode,
  });

  withRawJson(app, (provider) => {
    provider.addHook('preHandler', async (request, reply) => {
      const given = headerValue(request.headers, 'x-provider-signature') ?? '';
      const expected = signProviderBody(ctx.secrets.provider, request.rawBody ?? '');
      if (!/^[0-9a-f]{64}$/.test(given) || !timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) {
        return reply.status(401).send({ code: Code.sessionInvalid, message: 'bad x-provider-signature' });
      }
    });

    provider.post('/provider/wallet/balance', async (request) => {
      const body = parseInput(balanceBody, request.body);
      const claims = await player(body.token, 'live');
      if (isAnswer(claims)) return claims;
      const [row] = await ctx.db.query<{ balance_satang: number }>(
        `SELECT balance_satang FROM wallets WHERE member_id = $1 AND kind = 'member'`,
        [claims.sub],
      );
      return ok({ balance: (row?.balance_satang ?? 0) / 100, currency: 'THB' });
    });

    provider.post('/provider/wallet/bet', async (request) => {
      const body = parseInput(betBody, request.body);
      const claims = await player(body.token, 'live');
      if (isAnswer(claims)) return claims;
      const amount = amountOf(body.amount, false);
      if (typeof amount !== 'number') return amount;
      return placeBet(ctx, callOf(body, claims), amount);
    });

    provider.post('/provider/wallet/win', async (request) => {
      const body = parseInput(winBody, request.body);
      const claims = await player(body.token, 'settle');
      if (isAnswer(claims)) return claims;
      const amount = amountOf(body.amount, true);
      if (typeof amount !== 'number') return amount;
      return settleWin(ctx, callOf(body, claims), amount);
    });

    provider.post('/provider/wallet/rollback', async (request) => {
      const body = parseInput(rollbackBody, request.body);
      const claims = await player(body.token, 'settle');
      if (isAnswer(claims)) return claims;
      return rollbackBet(ctx, callOf(body, claims), body.betTxId);
    });
  });

  // The sandbox provider (game window, spin API, paytable) exists only on a sandbox server.
  if (ctx.config.sandbox) sandboxSlotRoutes(app, ctx, sessions);
}

/** The built-in "Lobby Sevens" provider: the /play/{code} window a launch URL opens, its spin API, its paytable. */
function sandboxSlotRoutes(app: FastifyInstance, ctx: AppContext, sessions: ReturnType<typeof ticketSessions>): void {
  /** The sandbox provider calls the wallet over HTTP, signed, like any provider would. */
  const callWallet = async (path: 'bet' | 'win', body: Record<string, unknown>): Promise<Answer> => {
    const raw = JSON.stringify(body);
    for (let attempt = 1; ; attempt++) {
      const res = await app.inject({
        method: 'POST',
        url: `/provider/wallet/${path}`,
        headers: {
          'content-type': 'application/json',
          'x-provider-signature': signProviderBody(ctx.secrets.provider, raw),
        },
        payload: raw,
      });
      const answer = res.json() as Answer;
      // A provider retries a settlement it could not confirm; the transaction id makes that safe.
      if (answer.code !== Code.internal || attempt === 3) return answer;
    }
  };

  app.get('/play/api/paytable', async () => {
    published ??= measuredReturn(200_000);
    return ok({
      game: 'Lobby Sevens (sandbox)',
      reels: 3,
      stopsPerReel: Object.values(REEL_COUNTS).reduce((a, b) => a + b, 0),
      reelStrip: REEL_COUNTS,
      paytable: PAYTABLE,
      bets: BETS_SATANG.map((b) => b / 100),
      rtp: theoreticalReturn(),
      measured: published,
    });
  });

  // One spin: bet (debit) → outcome → win (credit, also 0 to close the round).
  app.post('/play/api/spin', async (request) => {
    const body = parseInput(spinBody, request.body);
    const betSatang = satangOf(body.bet);
    if (betSatang === undefined || !BETS_SATANG.includes(betSatang))
      return {
        code: Code.incorrectData,
        message: `bet must be one of ${BETS_SATANG.map((b) => b / 100).join(', ')} baht`,
      };
    const verified = await checkTicket(ctx, sessions, body.ticket, 'live', true);
    if (!verified.ok) return { code: verified.code, message: verified.message };
    const outcome = spin();
    const winSatang = betSatang * outcome.multiplier;
    if (verified.claims.sub === 'guest')
      return ok({ demo: true, reels: outcome.reels, multiplier: outcome.multiplier, win: winSatang / 100 });
    const roundId = `r${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
    const common = { provider: SANDBOX_PROVIDER, token: body.ticket, roundId, gameCode: body.game };
    const bet = await callWallet('bet', { ...common, txId: `${roundId}-bet`, amount: betSatang / 100 });
    if (bet.code !== Code.ok) return bet;
    const win = await callWallet('win', {
      ...common,
      txId: `${roundId}-win`,
      betTxId: `${roundId}-bet`,
      amount: winSatang / 100,
    });
    if (win.code !== Code.ok) return win;
    return ok({
      roundId,
      reels: outcome.reels,
      multiplier: outcome.multiplier,
      bet: betSatang / 100,
      win: winSatang / 100,
      balance: (win.result as { balance: number }).balance,
    });
  });

  // The game window the launch URL opens.
  app.get('/play/:code', async (request, reply) => {
    const { code } = parseInput(playParams, request.params);
    const { ticket, lang } = parseInput(playQuery, request.query);
    const verified = await checkTicket(ctx, sessions, ticket, 'live', true);
    const game = await findGame(ctx.db, code);
    if (!game || !verified.ok) {
      return reply
        .status(403)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Game</title><p>This game link has expired. Launch the game again from the site.</p>',
        );
    }
    // Framed by the brand sites' game page; its one script runs by nonce, and it talks to this server only.
    const nonce = randomBytes(16).toString('base64');
    reply.header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self' data:; ` +
        `connect-src 'self'; base-uri 'none'; form-action 'none'; ` +
        `frame-ancestors ${["'self'", ...ctx.config.corsOrigins].join(' ')}`,
    );
    return reply.type('text/html; charset=utf-8').send(
      playPage({
        nonce,
        code: game.code,
        name: lang === 'en' ? game.name_en : game.name_th,
        provider: game.provider,
        player: verified.claims.usr,
        lang,
        ticket,
      }),
    );
  });
}
