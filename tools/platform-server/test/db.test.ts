import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';
import { freshDb } from './helpers.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

describe('database layer', () => {
  it('applies every migration once and is a no-op the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual([
      '001_core.sql',
      '002_auth.sql',
      '003_wallet.sql',
      '004_catalogue.sql',
      '005_content.sql',
      '006_line_login.sql',
      '007_money.sql',
      '008_game_wallet.sql',
      '009_hardening.sql',
      '010_provider_search.sql',
      '012_member_pages.sql',
      '014_protection_core.sql',
      '015_affiliate_complete.sql',
      '016_brand_groups.sql',
      '017_web_vitals.sql',
      '018_keyset_paging.sql',
      '019_catalogue_version.sql',
      '020_demo_members.sql',
    ]);
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*) AS n FROM games');
    await seed(db, { demoMembers: true });
    const after = await db.query<{ n: number }>('SELECT count(*) AS n FROM games');
    expect(after).toEqual(before);
  });

  it('a change to games or providers moves the catalogue version (every instance reloads its cache)', async () => {
    const version = async () =>
      (await db.query<{ version: number }>('SELECT version FROM catalogue_version'))[0]!.version;
    const before = await version();
    await db.exec(`UPDATE games SET maintenance = true WHERE code = 'pgsoft-slot-001'`);
    await db.exec(`UPDATE providers SET maintenance = false WHERE code = 'pgsoft'`);
    expect(await version()).toBe(before + 2);
    await db.query('SELECT count(*) FROM games');
    expect(await version()).toBe(before + 2);
    await db.exec(`UPDATE games SET maintenance = false WHERE code = 'pgsoft-slot-001'`);
  });

  it("fills in providers' Thai search names in a database seeded before them, keeping an operator's", async () => {
    await db.exec(`UPDATE providers SET name_th = '', aliases = '{}' WHERE code IN ('joker', 'pgsoft')`);
    await db.exec(`UPDATE providers SET name_th = 'พีจี' WHERE code = 'pgsoft'`);
    await seed(db, { demoMembers: true });
    const rows = await db.query<{ code: string; name_th: string; aliases: string[] }>(
      `SELECT code, name_th, aliases FROM providers WHERE code IN ('joker', 'pgsoft') ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: 'joker', name_th: 'โจ๊กเกอร์', aliases: ['joker gaming', 'โจกเกอร์'] },
      { code: 'pgsoft', name_th: 'พีจี', aliases: [] },
    ]);
  });

  it('holds the catalogue the spec asks for', async () => {
    const [providers] = await db.query<{ n: number }>('SELECT count(*) AS n FROM providers');
    expect(providers!.n).toBe(20);
    const types = await db.query<{ type: string; n: number }>(
      'SELECT type, count(*) AS n FROM games GROUP BY type ORDER BY type',
    );
    expect(types.map((t) => t.type)).toEqual(['casino', 'fishing', 'lotto', 'slot', 'sport']);
    expect(types.reduce((s, t) => s + t.n, 0)).toBeGreaterThanOrEqual(300);
    const demos = await db.query<{ code: string; type: string; language: string }>(
      `SELECT code, type, language FROM games WHERE handle LIKE '%-demo' ORDER BY code`,
    );
    expect(demos).toEqual(
      ['allbet', 'dream', 'pretty', 'wm'].map((p) => ({ code: `${p}-demo`, type: 'casino', language: 'th' })),
    );
    const channelTypes = await db.query<{ type: string }>('SELECT DISTINCT type FROM payment_channels ORDER BY type');
    expect(channelTypes.map((c) => c.type)).toEqual(['qr-code', 'tranfer-online', 'truewallet', 'usdt-type']);
    const noticeTypes = await db.query<{ type: string }>('SELECT DISTINCT type FROM notices ORDER BY type');
    expect(noticeTypes.map((c) => c.type)).toEqual(['bank', 'game', 'maintenance', 'other', 'promotion']);
    for (const flag of ['hot', 'new', 'freespin']) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM games WHERE ${flag}`);
      expect(row!.n).toBeGreaterThan(10);
    }
  });

  it('gives each demo member 5,000 baht as a ledger entry from the house, balance = sum of entries', async () => {
    const rows = await db.query<{ username: string; balance_satang: number; ledger: number }>(
      `SELECT m.username, w.balance_satang,
              (SELECT sum(amount_satang) FROM ledger_entries e WHERE e.wallet_id = w.id)::bigint AS ledger
       FROM members m JOIN wallets w ON w.member_id = m.id
       WHERE m.username IN ('demo01', 'demo02') ORDER BY m.username`,
    );
    expect(rows).toEqual([
      { username: 'demo01', balance_satang: 500000, ledger: 500000 },
      { username: 'demo02', balance_satang: 500000, ledger: 500000 },
    ]);
    const [sum] = await db.query<{ total: number }>(
      'SELECT coalesce(sum(amount_satang), 0)::bigint AS total FROM ledger_entries',
    );
    expect(sum!.total).toBe(0);
  });

  it('keeps ledger entries append-only and member balances non-negative', async () => {
    await expect(db.query('UPDATE ledger_entries SET amount_satang = 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE wallets SET balance_satang = -1 WHERE kind = 'member'`)).rejects.toThrow(
      /nonnegative/,
    );
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO settings (key, value) VALUES ('rollback-probe', '1')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT 1 FROM settings WHERE key = 'rollback-probe'`)).toEqual([]);
  });
});

describe('ledger post()', () => {
  it('moves money once per idempotency key, refuses unbalanced postings and overdrafts', async () => {
    const { post, walletIdByCode, memberWalletId } = await import('../src/wallet/ledger.ts');
    const [demo] = await db.query<{ id: string }>(`SELECT id FROM members WHERE username = 'demo01'`);
    const member = (await db.transaction((tx) => memberWalletId(tx, demo!.id)))!;
    const house = (await db.transaction((tx) => walletIdByCode(tx, 'house')))!;
    const bonus = {
      kind: 'test-bonus',
      idempotencyKey: 'test:bonus:1',
      at: new Date(),
      postings: [
        { walletId: house, amount: -1000 },
        { walletId: member, amount: 1000 },
      ],
    };
    expect((await db.transaction((tx) => post(tx, bonus))).posted).toBe(true);
    expect((await db.transaction((tx) => post(tx, bonus))).posted).toBe(false);
    const balance = async () =>
      (await db.query<{ b: number }>('SELECT balance_satang AS b FROM wallets WHERE id = $1', [member]))[0]!.b;
    expect(await balance()).toBe(501000);
    await expect(
      db.transaction((tx) =>
        post(tx, {
          ...bonus,
          idempotencyKey: 'test:bad',
          postings: [
            { walletId: member, amount: 5 },
            { walletId: house, amount: -4 },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    await expect(
      db.transaction((tx) =>
        post(tx, {
          ...bonus,
          idempotencyKey: 'test:overdraft',
          postings: [
            { walletId: member, amount: -10_000_000 },
            { walletId: house, amount: 10_000_000 },
          ],
        }),
      ),
    ).rejects.toThrow(/insufficient funds/);
    expect(await balance()).toBe(501000);
    expect(await db.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'test:overdraft'`)).toEqual([]);
  });
});
