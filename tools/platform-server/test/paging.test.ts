import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/db/keyset.ts';
import { HOUSE_WALLET, post as postLedger } from '../src/wallet/ledger.ts';
import { get, login, post, testServer, type TestServer } from './helpers.ts';
import { ledgerProblems } from './money.ts';

// Keyset paging (issue 19): walking a list with `next` gives exactly the rows of one long page, in order, with ties
// on time broken the same way; `offset` still works, also from a cursor; a forged cursor is refused with 8000.

let t: TestServer;
let token: string;
let memberId: string;
/** An instant many rows share, so ties are broken by source and id, not by luck. */
const TIE = '2026-05-01T03:00:00.123456Z';

beforeAll(async () => {
  t = await testServer();
  const session = await login(t.app);
  token = session.access_token;
  memberId = session.result._id;
  // 30 deposits, 30 withdrawals (a third rejected) and 2 affiliate withdrawals; every fifth row at the same instant.
  await t.db.exec(`
    INSERT INTO deposits (merchant_ref, member_id, channel_id, channel_type, source, amount_satang, status, created_at,
      settled_at)
    SELECT 'PAGE' || i, '${memberId}', c.id, c.type, 'qr', 10000 + i, 'paid',
      timestamptz '2026-04-01' + i * interval '1 h',
      CASE WHEN i % 5 = 0 THEN timestamptz '${TIE}' ELSE timestamptz '2026-04-01' + i * interval '1 h' END
    FROM generate_series(1, 30) AS i,
      (SELECT id, type FROM payment_channels WHERE group_id = 'NKG01' AND type = 'qr-code' ORDER BY id LIMIT 1) c;
    INSERT INTO withdrawals (member_id, amount_satang, bank_id, bank_no, acc_name, status, created_at, decided_at)
    SELECT '${memberId}', 30000 + i, 'kbank', '1234567890', 'Demo',
      CASE WHEN i % 3 = 0 THEN 'rejected' ELSE 'approved' END,
      CASE WHEN i % 5 = 0 THEN timestamptz '${TIE}'
        ELSE timestamptz '2026-04-01' + i * interval '1 h' + interval '1 min' END,
      CASE WHEN i % 3 = 0 THEN timestamptz '${TIE}' END
    FROM generate_series(1, 30) AS i;
    INSERT INTO affiliate_withdrawals (member_id, amount_satang, day, created_at)
    VALUES ('${memberId}', 500, '2026-05-01', timestamptz '${TIE}'), ('${memberId}', 700, '2026-04-02', '2026-04-02');
  `);
});
afterAll(() => t.close());

type Page = { list: { id: string }[]; next?: string | null };
const history = async (body: Record<string, unknown>) =>
  (await post(t.app, '/api/v1/member/data/dataHistory', body, token)).body;

/** Every row of a list, page by page through `next`. */
async function walk(fetch: (cursor?: string) => Promise<Page>): Promise<{ rows: unknown[]; pages: number }> {
  const rows: unknown[] = [];
  let cursor: string | undefined;
  for (let pages = 1; ; pages++) {
    const page = await fetch(cursor);
    rows.push(...page.list);
    if (!page.next) return { rows, pages };
    cursor = page.next;
  }
}

describe('keyset paging', () => {
  it('history: the cursor walk equals one long page, ties broken by source then id, newest first', async () => {
    const all = (await history({ limit: 100 })).result as Page;
    expect(all.list).toHaveLength(62);
    expect(all.next).toBeNull();
    const { rows, pages } = await walk(async (cursor) => (await history({ limit: 7, cursor })).result as Page);
    expect(rows).toEqual(all.list);
    expect(pages).toBe(9);
    // The shared instant: withdrawals before deposits before affiliate moves, each newest id first.
    const tied = all.list.filter((r) => (r as unknown as { time: number }).time === Math.floor(Date.parse(TIE) / 1000));
    const sources = tied.map((r) => r.id[0]).join('');
    expect(sources).toMatch(/^w+d+a$/);
    const ids = (prefix: string) => tied.filter((r) => r.id[0] === prefix).map((r) => Number(r.id.slice(1)));
    expect(ids('w')).toEqual([...ids('w')].sort((a, b) => b - a));
    expect(ids('d')).toEqual([...ids('d')].sort((a, b) => b - a));
  });

  it('history: offset counts from the start, or from the cursor', async () => {
    const all = ((await history({ limit: 100 })).result as Page).list;
    expect(((await history({ limit: 5, offset: 10 })).result as Page).list).toEqual(all.slice(10, 15));
    const first = (await history({ limit: 5 })).result as Page;
    const skipped = (await history({ limit: 5, offset: 3, cursor: first.next })).result as Page;
    expect(skipped.list).toEqual(all.slice(8, 13));
    // Past the end: an empty page and no next.
    expect((await history({ limit: 5, offset: 70 })).result).toEqual({ list: [], next: null });
  });

  it('a forged or foreign cursor is refused with 8000, never a 5xx', async () => {
    const bad = [
      'not-base64-json',
      encodeCursor(['2026-02-30T00:00:00.000000Z', 'd', 1]),
      encodeCursor(['2026-05-01T03:00:00.123456Z', 'd']),
      encodeCursor(['2026-05-01T03:00:00.123456Z', 'd', 1.5]),
      encodeCursor([1, 2]),
      'x'.repeat(301),
    ];
    for (const cursor of bad) {
      const res = await post(t.app, '/api/v1/member/data/dataHistory', { cursor }, token);
      expect({ cursor, status: res.status, code: res.body.code }).toEqual({ cursor, status: 200, code: 8000 });
      expect(res.body.message).toMatch(/cursor/);
    }
    // A history cursor is no promotion cursor.
    const next = ((await history({ limit: 2 })).result as Page).next!;
    expect((await get(t.app, `/api/promotion/list?groupID=NKG01&cursor=${next}`)).body.code).toBe(8000);
  });

  it('promotions: the cursor walk equals the whole list; total counts the whole list on every page', async () => {
    const url = (q: string) => `/api/promotion/list?groupID=NKG01&${q}`;
    const all = (await get(t.app, url('limit=100'))).body as unknown as { result: { _id: string }[]; total: number };
    expect(all.result.length).toBeGreaterThan(3);
    const { rows } = await walk(async (cursor) => {
      const res = (await get(t.app, url(`limit=2${cursor ? `&cursor=${cursor}` : ''}`))).body as unknown as {
        result: { _id: string }[];
        total: number;
        next: string | null;
      };
      expect(res.total).toBe(all.total);
      return { list: res.result.map((p) => ({ id: p._id })), next: res.next };
    });
    expect(rows).toEqual(all.result.map((p) => ({ id: p._id })));
  });
});

describe('keyset paging of the affiliate pages', () => {
  const DOWNLINE = 23;
  beforeAll(async () => {
    // 23 downline members, registered in 5 batches sharing an instant; commission rows on 12 days for most of them.
    await t.db.exec(`
      INSERT INTO members (username, password_hash, phone, firstname, lastname, group_id, upline_id, affiliate_code,
        created_at)
      SELECT 'page' || i, 'x', '0870000' || lpad(i::text, 3, '0'), 'Page', 'Member', 'NKG01', '${memberId}',
        'aff-page' || i, timestamptz '2026-03-01' + (i % 5) * interval '1 day'
      FROM generate_series(1, ${DOWNLINE}) AS i;
      INSERT INTO affiliate_commissions (day, upline_id, downline_id, turnover_satang, commission_satang, credited_at)
      SELECT date '2026-04-01' + d, '${memberId}', m.id, 10000 * d + 100, 50 * d + 1, now()
      FROM generate_series(0, 11) AS d, members m
      WHERE m.upline_id = '${memberId}' AND m.username <> 'page7';
    `);
    // An affiliate wallet with a credit a day and one withdrawal: 13 movements.
    const house = (await t.db.query<{ id: number }>('SELECT id FROM wallets WHERE code = $1', [HOUSE_WALLET]))[0]!.id;
    const affiliate = await t.app.lobby.wallets.affiliate(memberId);
    const member = await t.app.lobby.wallets.member(memberId);
    for (let d = 1; d <= 12; d++) {
      const day = `2026-04-${String(d).padStart(2, '0')}`;
      await t.db.transaction((tx) =>
        postLedger(tx, {
          kind: 'affiliate-commission',
          idempotencyKey: `affiliate:commission:${day}:${memberId}`,
          memo: `commission for ${day}`,
          at: new Date(`${day}T04:00:00Z`),
          postings: [
            { walletId: house, amount: -1000 },
            { walletId: affiliate, amount: 1000 },
          ],
        }),
      );
    }
    await t.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'affiliate-withdrawal',
        idempotencyKey: 'affiliate:withdrawal:paging',
        at: new Date('2026-04-05T04:00:00Z'),
        postings: [
          { walletId: affiliate, amount: -500 },
          { walletId: member, amount: 500 },
        ],
      }),
    );
  });

  const aff = async (path: string, body: Record<string, unknown>) =>
    (await post(t.app, `/api/aff/${path}`, body, token)).body.result as Page & { total: number; totals?: unknown };

  it('memberList: newest first, the cursor walk equals one long page, total on every page', async () => {
    const all = await aff('memberList', { limit: 100 });
    expect(all.total).toBe(DOWNLINE);
    expect(all.list).toHaveLength(DOWNLINE);
    const registered = all.list.map((r) => (r as unknown as { registered: number }).registered);
    expect(registered).toEqual([...registered].sort((a, b) => b - a));
    const { rows, pages } = await walk(async (cursor) => {
      const page = await aff('memberList', { limit: 4, cursor });
      expect(page.total).toBe(DOWNLINE);
      return page;
    });
    expect(rows).toEqual(all.list);
    expect(pages).toBe(6);
    // Each row's sums are its own downline's: 12 days of 10,000 d + 100 satang (page7 has none).
    expect(all.list.map((r) => (r as unknown as { turnover: number }).turnover).sort()).toContain(0);
    expect(all.list.filter((r) => (r as unknown as { turnover: number }).turnover === 6612)).toHaveLength(DOWNLINE - 1);
  });

  it('transaction: a commission a day and the withdrawal, the cursor walk equals one long page', async () => {
    const all = await aff('transaction', { limit: 100 });
    expect(all.total).toBe(13);
    const { rows } = await walk((cursor) => aff('transaction', { limit: 5, cursor }));
    expect(rows).toEqual(all.list);
    expect((await aff('transaction', { limit: 5, offset: 20 })).total).toBe(13);
  });

  it('reportTransaction: days newest first, paged by day, totals for the whole range on every page', async () => {
    const range = { from: '2026-03-20', to: '2026-04-30' };
    const all = await aff('reportTransaction', { ...range, limit: 100 });
    expect(all.list.map((r) => (r as unknown as { date: string }).date)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-04-${String(12 - i).padStart(2, '0')}`),
    );
    const { rows } = await walk(async (cursor) => {
      const page = await aff('reportTransaction', { ...range, limit: 5, cursor });
      expect(page.totals).toEqual(all.totals);
      return page;
    });
    expect(rows).toEqual(all.list);
    expect(all.totals).toMatchObject({ days: 12, members: DOWNLINE - 1 });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
