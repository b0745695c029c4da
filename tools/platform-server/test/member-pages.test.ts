import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/operator/commands.ts';
import { maskName } from '../src/tournaments/board.ts';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';
import { balanceOf, ledgerProblems } from './money.ts';

// The member pages' server side (issue 13). Claims and one-time links are raced: on PGlite and, with DATABASE_URL,
// on PostgreSQL's pool.
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await testServer({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  token = (await login(t.app)).access_token;
});
afterAll(() => t.close());

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

interface Promo {
  _id: string;
  title: string;
  category: string;
  summary: string;
  img: string;
  terms: { claim: string; turnover: number; max_withdraw: number | null; lines: string[] };
}
interface BonusView {
  _id: string;
  state: string;
  deposit: number;
  bonus: number;
  turnover_required: number;
  turnover_done: number;
  promotion: { code: string };
}

describe('promotions', () => {
  it('lists a page with images, terms and the brand’s categories; the count is the whole list', async () => {
    const page1 = await get(t.app, '/api/promotion/list?groupID=NKG01&limit=4');
    expect(page1.body).toMatchObject({ code: 0, total: 7 });
    const first = page1.body.result as Promo[];
    expect(first.map((p) => p._id)).toEqual(['NKG01-welcome', 'NKG01-daily', 'NKG01-weekend', 'NKG01-cashback']);
    expect(first[0]!.img).toMatch(/^http:\/\/lobby\.test\/assets\/promotions\//);
    expect(first[0]!.terms).toMatchObject({ claim: 'deposit', turnover: 10, max_withdraw: 5000 });
    expect(page1.body.categories).toEqual(['new-member', 'deposit', 'cashback', 'slot', 'casino', 'affiliate']);
    const page2 = (await get(t.app, '/api/promotion/list?groupID=NKG01&limit=4&offset=4')).body.result as Promo[];
    expect(page2.map((p) => p._id)).toEqual(['NKG01-slot-boost', 'NKG01-live-cashback', 'NKG01-referral']);
    const deposits = await get(t.app, '/api/promotion/list?groupID=NKG01&category=deposit&lang=en');
    expect(deposits.body.total).toBe(2);
    expect((deposits.body.result as Promo[]).map((p) => p.title)).toEqual([
      'First deposit of the day 10%',
      'Weekend deposit 15%',
    ]);
    const past = await get(t.app, '/api/promotion/list?groupID=NKG01&offset=40');
    expect(past.body).toMatchObject({ code: 0, result: [], total: 7 });
    expect((await get(t.app, '/api/promotion/list?category=poker')).body.code).toBe(8000);
    // The member's getPromotion counts the same list (result[1], spec §7).
    const [list, count] = (await get(t.app, '/api/v3/member/getPromotion', token)).body.result as [Promo[], number];
    expect([list.length, count]).toEqual([7, 7]);
  });

  it('a brand that hides the affiliate programme has no affiliate promotion', async () => {
    const lotus = await get(t.app, '/api/promotion/list?groupID=LTP01&lang=en');
    expect(lotus.body.total).toBe(6);
    expect(lotus.body.categories).not.toContain('affiliate');
    expect((lotus.body.result as Promo[]).every((p) => p._id.startsWith('LTP01-'))).toBe(true);
  });

  it('detail: the promotion in plain text with its terms; another brand’s id is not found here', async () => {
    // A visitor's call names the brand (the site sends its group): without one, or with one never applied, 8000.
    expect((await get(t.app, '/api/promotion/detail?id=NKG01-welcome&lang=en')).body).toMatchObject({
      code: 8000,
      message: "groupID is required: the brand site sends its group's id",
    });
    expect((await get(t.app, '/api/promotion/detail?id=NKG01-welcome&groupID=SST01')).body).toMatchObject({
      code: 8000,
      message: 'unknown groupID SST01',
    });
    const visitor = await get(t.app, '/api/promotion/detail?id=NKG01-welcome&lang=en&groupID=NKG01');
    expect(visitor.body).toMatchObject({
      code: 0,
      result: {
        promotion: { _id: 'NKG01-welcome', title: 'New member 100% bonus', category: 'new-member' },
        bonus: null,
      },
    });
    const promo = (visitor.body.result as { promotion: Promo & { details: string[] } }).promotion;
    expect(promo.details.join(' ')).not.toMatch(/</);
    expect(promo.terms.lines).toContain('Once per member');
    expect((await get(t.app, '/api/promotion/detail?id=LTP01-welcome', token)).body.code).toBe(8000);
    expect((await get(t.app, '/api/promotion/detail?id=NKG01-nothing&groupID=NKG01')).body.code).toBe(8000);
    expect((await get(t.app, '/api/promotion/detail?id=../etc&groupID=NKG01')).body.code).toBe(8000);
  });
});

describe('bonuses', () => {
  const claim = (code: string, tok = token) => post(t.app, '/api/v3/member/bonus/claim', { promotion: code }, tok);
  const bonuses = async (tok = token) =>
    (await get(t.app, '/api/v3/member/bonus?lang=en', tok)).body.result as BonusView[];

  it('needs a member', async () => {
    expect((await get(t.app, '/api/v3/member/bonus')).body.code).toBe(7002);
    expect((await post(t.app, '/api/v3/member/bonus/claim', { promotion: 'NKG01-daily' })).body.code).toBe(7002);
  });

  it('20 parallel claims make one pending bonus; another open one and an automatic one are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim('NKG01-welcome')));
    expect(tally(answers.map((a) => a.body.code))).toEqual({ 0: 20 });
    expect(new Set(answers.map((a) => (a.body.result as BonusView)._id)).size).toBe(1);
    expect(await bonuses()).toEqual([expect.objectContaining({ state: 'pending', bonus: 0 })]);
    const other = await claim('NKG01-daily');
    expect(other.body).toMatchObject({ code: 8000, field: 'promotion', result: { reason: 'open-bonus' } });
    expect((await claim('NKG01-cashback')).body).toMatchObject({ code: 8000, result: { reason: 'not-claimable' } });
    expect((await claim('LTP01-welcome')).body).toMatchObject({ code: 8000, result: { reason: 'ended' } });
    const detail = await get(t.app, '/api/promotion/detail?id=NKG01-welcome', token);
    expect(detail.body.result).toMatchObject({ bonus: { state: 'pending' } });
  });

  it('a pending bonus can be cancelled, once; the promotion can then be claimed again', async () => {
    const [pending] = await bonuses();
    const cancel = () => post(t.app, '/api/v3/member/bonus/cancel', { id: pending!._id }, token);
    expect((await cancel()).body).toMatchObject({ code: 0, result: { state: 'cancelled' } });
    expect((await cancel()).body.code).toBe(8000);
    expect((await claim('NKG01-welcome')).body).toMatchObject({ code: 0, result: { state: 'pending' } });
  });

  it('the first qualifying deposit activates it: the bonus is credited once however many read at once', async () => {
    const before = await balanceOf(t.db, 'demo01');
    // Below the 100-baht minimum: no bonus for it.
    expect((await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'demo01', amount: 50 })).body.code).toBe(
      0,
    );
    expect((await bonuses())[0]).toMatchObject({ state: 'pending' });
    expect((await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'demo01', amount: 400 })).body.code).toBe(
      0,
    );
    const reads = await Promise.all(Array.from({ length: 20 }, () => get(t.app, '/api/v3/member/bonus', token)));
    expect(reads.every((r) => r.body.code === 0)).toBe(true);
    const [active] = await bonuses();
    expect(active).toMatchObject({ state: 'active', deposit: 400, bonus: 400, turnover_required: 8000 });
    expect(await balanceOf(t.db, 'demo01')).toBe(before + 5000 + 40000 + 40000);
    const credited = await t.db.query(`SELECT 1 FROM ledger_transactions WHERE kind = 'bonus'`);
    expect(credited).toHaveLength(1);
    expect(await ledgerProblems(t.db)).toEqual([]);
    // Active bonuses cannot be cancelled.
    expect((await post(t.app, '/api/v3/member/bonus/cancel', { id: active!._id }, token)).body.code).toBe(8000);
  });

  it('bets count towards the turnover; reaching it completes the bonus, and "once" means once', async () => {
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001' },
      token,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, '/play/api/spin', { ticket, bet: 100, game: 'pgsoft-slot-001' })).body.code).toBe(0);
    expect((await bonuses())[0]).toMatchObject({ state: 'active', turnover_done: 300 });
    await t.db.query(`UPDATE bonuses SET turnover_required_satang = 30000 WHERE state = 'active'`);
    expect((await bonuses())[0]).toMatchObject({ state: 'completed', turnover_done: 300 });
    expect((await claim('NKG01-welcome')).body).toMatchObject({ code: 8000, result: { reason: 'already-claimed' } });
  });

  it('a daily promotion once a Bangkok day; a pending bonus expires after 24 hours', async () => {
    const first = await claim('NKG01-daily');
    expect(first.body).toMatchObject({ code: 0, result: { state: 'pending' } });
    t.clock.advance(25 * 3600);
    expect((await bonuses())[0]).toMatchObject({ state: 'expired', promotion: { code: 'NKG01-daily' } });
    // A new day: it may be claimed again.
    expect((await claim('NKG01-daily')).body).toMatchObject({ code: 0, result: { state: 'pending' } });
    await post(t.app, '/api/v3/member/bonus/cancel', { id: ((await bonuses())[0] as BonusView)._id }, token);
    expect((await claim('NKG01-daily')).body).toMatchObject({ code: 0 });
    const [again] = await bonuses();
    await post(t.app, '/api/v3/member/bonus/cancel', { id: again!._id }, token);
  });
});

describe('tournaments', () => {
  interface Board {
    tournament: { state: string; prizes: unknown[]; prize: number; rules: string };
    leaderboard: { rank: number; name: string; score: number; prize: number; me: boolean }[];
    me: { rank: number; me: boolean } | null;
    players: number;
  }
  const board = async (id: string, tok?: string) =>
    (await get(t.app, `/api/v3/member/tournament/board?id=${id}&lang=en&groupID=NKG01`, tok)).body.result as Board;

  it('the list has every state; a coming tournament has prizes but no board yet', async () => {
    const list = (await get(t.app, '/api/v3/member/tournaments?groupID=NKG01')).body.result as { state: string }[];
    expect(list.map((x) => x.state).sort()).toEqual(['active', 'coming', 'ended', 'ended']);
    const coming = await board('NKG01-slot-coming');
    expect(coming.tournament).toMatchObject({ state: 'coming', prize: 300000 });
    expect(coming.tournament.prizes).toHaveLength(4);
    expect(coming.leaderboard).toEqual([]);
    expect((await get(t.app, '/api/v3/member/tournament/board?id=LTP01-slot-weekly', token)).body.code).toBe(8000);
  });

  it('the sandbox game’s slot bets score; the member finds their own row, a visitor sees none', async () => {
    const weekly = await board('NKG01-slot-weekly', token);
    expect(weekly.tournament.state).toBe('active');
    expect(weekly.tournament.rules).toMatch(/slot/);
    expect(weekly.me).toMatchObject({ rank: 1, me: true });
    expect(weekly.leaderboard[0]).toMatchObject({ name: 'de***01', score: 300, prize: 50000, me: true });
    // Another brand's member plays too: their board, not this one.
    const lotus = (await login(t.app, 'demo02')).access_token;
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001' },
      lotus,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    expect((await post(t.app, '/play/api/spin', { ticket, bet: 50 })).body.code).toBe(0);
    expect((await board('LTP01-slot-weekly', lotus)).leaderboard).toEqual([
      expect.objectContaining({ rank: 1, name: 'de***02', score: 50, me: true }),
    ]);
    expect((await board('NKG01-slot-weekly', token)).players).toBe(1);
    // A member of this brand bets more and leads; a bet later rolled back does not count.
    const bet = (tx: string, satang: number, status: string) =>
      t.db.query(
        `INSERT INTO game_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount_satang, status,
           fingerprint, created_at)
         SELECT 'test', $1, 'bet', id, $1, 'pgsoft-slot-002', $2, $3, '', $4 FROM members
         WHERE username = 'lockedupline'`,
        [tx, satang, status, new Date(t.clock.now())],
      );
    await bet('lead-1', 100_000, 'ok');
    await bet('lead-2', 900_000, 'rolled_back');
    const after = await board('NKG01-slot-weekly', token);
    expect(after.leaderboard.map((r) => [r.rank, r.name, r.score, r.me])).toEqual([
      [1, 'lo***ne', 1000, false],
      [2, 'de***01', 300, true],
    ]);
    expect(after.me).toMatchObject({ rank: 2, prize: 20000 });
    const visitor = await board('NKG01-slot-weekly');
    expect(visitor.me).toBeNull();
    expect(visitor.leaderboard.every((row) => !row.me)).toBe(true);
    // A casino tournament does not count slot bets.
    expect((await board('NKG01-casino-ended', token)).me).toBeNull();
  });

  it('masks names', () => {
    expect(maskName('demo01')).toBe('de***01');
    expect(maskName('abcd')).toBe('a***');
  });
});

describe('events and VIP', () => {
  it('each brand’s live and upcoming events, in both languages', async () => {
    const nkg = (await get(t.app, '/api/v3/member/events?groupID=NKG01&lang=en')).body.result as {
      code: string;
      state: string;
      link: string | null;
    }[];
    expect(nkg.map((e) => e.code)).toEqual([
      'NKG01-affiliate-month',
      'NKG01-slot-week',
      'NKG01-weekend-bonus',
      'NKG01-songkran',
    ]);
    expect(nkg.at(-1)!.state).toBe('upcoming');
    expect(nkg.find((e) => e.code === 'NKG01-weekend-bonus')!.link).toBe('/promotion?id=NKG01-weekend');
    const ltp = (await get(t.app, '/api/v3/member/events?groupID=LTP01')).body.result as { code: string }[];
    expect(ltp.map((e) => e.code)).not.toContain('LTP01-affiliate-month');
    expect(ltp).toHaveLength(3);
  });

  it('VIP is by invitation: none until the operator sets a tier', async () => {
    expect((await get(t.app, '/api/v3/member/vip', token)).body).toMatchObject({ code: 0, result: { tier: null } });
    expect(await runCommand(t.db, ['member', 'vip', 'demo01', 'gold'], new Date(t.clock.now()))).toMatch(/done/);
    expect((await get(t.app, '/api/v3/member/vip', token)).body.result).toMatchObject({ tier: 'gold' });
    await expect(runCommand(t.db, ['member', 'vip', 'demo01', 'bronze'])).rejects.toThrow(/silver/);
    await runCommand(t.db, ['member', 'vip', 'demo01', 'none']);
    expect((await get(t.app, '/api/v3/member/vip', token)).body.result).toMatchObject({ tier: null, since: null });
  });
});

describe('one-time login links', () => {
  const issue = async (username = 'demo01', ...extra: string[]) => {
    const out = await runCommand(t.db, ['member', 'login-link', username, ...extra], new Date(t.clock.now()));
    return /token=([\w-]+)/.exec(out)![1]!;
  };
  const use = (tokenValue: string, groupID?: string) =>
    post(t.app, '/api/v1/member/login-url', { token: tokenValue, ...(groupID ? { groupID } : {}) });

  it('the admin command prints the link in both languages', async () => {
    const out = await runCommand(
      t.db,
      ['member', 'login-link', 'demo01', '--site', 'https://nakhon.example/'],
      new Date(),
    );
    expect(out).toMatch(/th: https:\/\/nakhon\.example\/loginUrl\?token=[\w-]{32}\n/);
    expect(out).toMatch(/en: https:\/\/nakhon\.example\/en\/loginUrl\?token=/);
    await expect(runCommand(t.db, ['member', 'login-link', 'nobody'])).rejects.toThrow(/not found/);
    await expect(runCommand(t.db, ['member', 'login-link', 'demo01', '--minutes', '0'])).rejects.toThrow(/minutes/);
  });

  it('signs the member in once: 20 parallel uses, one session; then it is refused as used', async () => {
    const link = await issue();
    const answers = await Promise.all(Array.from({ length: 20 }, () => use(link, 'NKG01')));
    expect(tally(answers.map((a) => a.body.code))).toEqual({ 0: 1, 6000: 19 });
    const winner = answers.find((a) => a.body.code === 0)!.body as unknown as {
      access_token: string;
      result: { username: string };
    };
    expect(winner.result.username).toBe('demo01');
    expect((await post(t.app, '/api/v1/member/credit', undefined, winner.access_token)).body.code).toBe(0);
    expect(answers.find((a) => a.body.code === 6000)!.body).toMatchObject({
      field: 'token',
      result: { reason: 'used' },
    });
    expect((await use(link)).body).toMatchObject({ code: 6000, result: { reason: 'used' } });
  });

  it('an expired or unknown link says so; another brand’s site refuses it and leaves it usable', async () => {
    const late = await issue('demo01', '--minutes', '5');
    t.clock.advance(5 * 60);
    expect((await use(late)).body).toMatchObject({ code: 6000, result: { reason: 'expired' } });
    expect((await use('x'.repeat(32))).body).toMatchObject({ code: 6000, result: { reason: 'unknown' } });
    expect((await use('short')).body.code).toBe(8000);
    const link = await issue();
    expect((await use(link, 'LTP01')).body.code).toBe(5001);
    expect((await use(link, 'NKG01')).body.code).toBe(0);
    const disabled = await issue('disabled01');
    expect((await use(disabled)).body.code).toBe(5001);
  });

  it('the call is in the contract with its codes', async () => {
    const res = await call(t.app, 'GET', '/openapi.json');
    const doc = res.body as unknown as { paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.paths['/api/v1/member/login-url']!.post!.description).toContain('6000');
  });
});
