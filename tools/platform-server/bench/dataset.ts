/**
 * A platform's data at scale, built with set-based SQL (generate_series, explicit ids, no per-row round trips) on a
 * migrated and seeded database: members in a deep affiliate tree with sessions, bank accounts and wallets, game
 * rounds, deposits, withdrawals, a balanced ledger whose materialised balances equal its entries, games,
 * favourites and recents. Used by `npm run bench:scale` (1×, 10×, 100×) and, small, by test/plans.test.ts.
 *
 * Members are numbered 1…N (table scale_members: i → member, wallet, session). The first `whales` members hold a
 * share of every deposit and withdrawal that grows with the data set (their history is the deep one); every other row
 * is spread over all members. Amounts and statuses vary with the row's hundreds, not with the member it went to, so
 * a whale gets every kind. Times fall in the `days` before `now`.
 */
import type { Db, Queryable } from '../src/db/db.ts';
import { channelWalletCode, HOUSE_WALLET, WITHDRAWALS_PENDING_WALLET, ensureWallet } from '../src/wallet/ledger.ts';

export interface DatasetSize {
  members: number;
  ledgerEntries: number;
  rounds: number;
  games: number;
  deposits: number;
  withdrawals: number;
  /** Members holding 1 % each of the deposits and withdrawals. */
  whales: number;
}

/** 1× is today's platform (1,000 members); 100× is 100,000 members and 10 million ledger entries and rounds. */
export const sizeOf = (scale: number): DatasetSize => ({
  members: 1_000 * scale,
  ledgerEntries: 100_000 * scale,
  rounds: 100_000 * scale,
  games: 50 * scale,
  deposits: 6_000 * scale,
  withdrawals: 4_000 * scale,
  whales: 10,
});

/** Bumped when the generator changes: a data set built by another version is rebuilt. */
export const DATASET_VERSION = 2;
export const GROUP = 'NKG01';
/** Every member's opening balance: 1,000,000 baht. */
const OPENING_SATANG = 100_000_000;

export interface BuildOptions {
  now?: Date;
  days?: number;
  log?: (line: string) => void;
}

/**
 * Builds the data set into a migrated, seeded database (one that has no scale_members yet), in one transaction: a
 * build that fails leaves nothing behind.
 */
export async function buildDataset(db: Db, size: DatasetSize, options: BuildOptions = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  const now = (options.now ?? new Date()).toISOString();
  const days = options.days ?? 30;
  const house = await ensureWallet(db, 'house', HOUSE_WALLET);
  const pending = await ensureWallet(db, 'clearing', WITHDRAWALS_PENDING_WALLET);
  const [channel] = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM payment_channels WHERE group_id = $1 AND type = 'qr-code' ORDER BY sort, id LIMIT 1`,
    [GROUP],
  );
  if (!channel) throw new Error(`group ${GROUP} has no qr-code channel: apply the brands' groups first`);
  const clearing = await ensureWallet(db, 'clearing', channelWalletCode(channel.id));

  await db.transaction(async (tx) => {
    // Bulk load: foreign keys and triggers are not checked row by row (the generator keeps them true), and the big
    // tables' secondary indexes are built once at the end (a sort) instead of taking millions of random inserts.
    await tx.exec(`SET LOCAL session_replication_role = replica; SET LOCAL synchronous_commit = off;
      SET LOCAL maintenance_work_mem = '512MB'`);
    const indexes = await tx.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [BULK_TABLES],
    );
    for (const { name } of indexes) await tx.exec(`DROP INDEX ${name}`);
    await fill(tx, size, { now, days, log, house, pending, clearing, channel: channel.id });
    const started = performance.now();
    for (const { def } of indexes) await tx.exec(def);
    log(`  ${indexes.length} indexes built (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  });
}

/** The tables a data set fills with many rows. */
const BULK_TABLES = [
  'members',
  'sessions',
  'wallets',
  'member_bank_accounts',
  'favourites',
  'recents',
  'deposits',
  'withdrawals',
  'ledger_transactions',
  'ledger_entries',
  'game_transactions',
];

interface Fixed {
  now: string;
  days: number;
  log: (line: string) => void;
  house: number;
  pending: number;
  clearing: number;
  channel: number;
}

async function fill(db: Queryable, size: DatasetSize, { now, days, log, house, pending, clearing, channel }: Fixed) {
  const { members: M, whales } = size;
  /** Explicit ids from here on (OVERRIDING SYSTEM VALUE), so rows can name each other by arithmetic. */
  const base = async (table: string) =>
    Number((await db.query<{ n: string }>(`SELECT coalesce(max(id), 0)::text AS n FROM ${table}`))[0]!.n);
  const step = async (what: string, sql: string) => {
    const started = performance.now();
    await db.exec(sql);
    log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
  const span = `interval '${days} days'`;
  /** The k-th of n instants spread over the window, in order. */
  const at = (k: string, n: number) => `(timestamptz '${now}' - ${span} + (${k})::float8 / ${n} * ${span})`;
  const wallet0 = await base('wallets');
  const deposit0 = await base('deposits');
  const withdrawal0 = await base('withdrawals');
  const txn0 = await base('ledger_transactions');
  const entry0 = await base('ledger_entries');
  /** A whale for every 100th row's first `whales` slots, else a member spread over all. */
  const memberOf = (k: string) =>
    `CASE WHEN ${k} % 100 < ${whales} THEN ${k} % 100 + 1 ELSE 1 + (${k}::bigint * 7919) % ${M} END`;

  await step(
    `${M} members in a deep affiliate tree, with wallets, sessions and bank accounts`,
    `
    CREATE TABLE scale_members (i integer PRIMARY KEY, member_id uuid NOT NULL, wallet_id bigint NOT NULL,
      session_id uuid NOT NULL);
    INSERT INTO scale_members
    SELECT i, md5('scale-member-' || i)::uuid, ${wallet0} + i, md5('scale-session-' || i)::uuid
    FROM generate_series(1, ${M}) AS i;
    INSERT INTO members (id, username, password_hash, phone, firstname, lastname, group_id, upline_id, affiliate_code,
      created_at)
    SELECT s.member_id, 'sc' || lpad(s.i::text, 7, '0'), (SELECT password_hash FROM members WHERE username = 'demo01'),
      '06' || lpad(s.i::text, 8, '0'), 'Scale', 'Member', '${GROUP}',
      CASE WHEN s.i >= 3 THEN md5('scale-member-' || (s.i / 3))::uuid END, 'aff-sc' || s.i, ${at('s.i', M)}
    FROM scale_members s;
    INSERT INTO wallets (id, kind, code, member_id, balance_satang) OVERRIDING SYSTEM VALUE
    SELECT s.wallet_id, 'member', 'member:' || s.member_id, s.member_id, 0 FROM scale_members s;
    INSERT INTO sessions (id, member_id, created_at) SELECT s.session_id, s.member_id, timestamptz '${now}'
    FROM scale_members s;
    INSERT INTO member_bank_accounts (member_id, bank_id, bank_no, acc_name)
    SELECT s.member_id, 'kbank', '1' || lpad(s.i::text, 9, '0'), 'Scale Member' FROM scale_members s;
    `,
  );
  await step(
    `games up to ${size.games}, 5 favourites and 5 recents per member`,
    `
    INSERT INTO games (provider_id, type, category, code, name_th, name_en, language, freespin, hot, new, category_name,
      handle, rating, launching, sort, created_at)
    SELECT g.provider_id, g.type, g.category, g.code || '-x' || i, g.name_th || ' ' || i, g.name_en || ' ' || i,
      g.language, g.freespin, g.hot, g.new, g.category_name, g.handle || '-x' || i, g.rating, g.launching, g.sort + i,
      g.created_at
    FROM generate_series(1, greatest(0, ${size.games} - (SELECT count(*) FROM games))) AS i
    JOIN (SELECT row_number() OVER (ORDER BY id) AS n, * FROM games WHERE handle NOT LIKE '%-demo') g
      ON g.n = 1 + i % (SELECT count(*) FROM games WHERE handle NOT LIKE '%-demo');
    CREATE TEMP TABLE scale_games AS SELECT row_number() OVER (ORDER BY id) AS n, id, code FROM games WHERE enabled;
    INSERT INTO favourites (member_id, game_id, created_at)
    SELECT s.member_id, g.id, timestamptz '${now}' FROM scale_members s CROSS JOIN generate_series(0, 4) AS k
    JOIN LATERAL (SELECT count(*) AS c FROM scale_games) n ON true
    JOIN scale_games g ON g.n = 1 + (s.i * 7 + k * 13) % n.c ON CONFLICT DO NOTHING;
    INSERT INTO recents (member_id, game_id, played_at)
    SELECT s.member_id, g.id, timestamptz '${now}' - k * interval '1 hour' FROM scale_members s
    CROSS JOIN generate_series(0, 4) AS k
    JOIN LATERAL (SELECT count(*) AS c FROM scale_games) n ON true
    JOIN scale_games g ON g.n = 1 + (s.i * 11 + k * 17 + 5) % n.c ON CONFLICT DO NOTHING;
    `,
  );
  const D = size.deposits;
  const W = size.withdrawals;
  await step(
    `${D} deposits and ${W} withdrawals`,
    `
    INSERT INTO deposits (id, merchant_ref, member_id, channel_id, channel_type, source, amount_satang, status,
      created_at, settled_at, expires_at) OVERRIDING SYSTEM VALUE
    SELECT ${deposit0} + k, 'SC' || k, s.member_id, ${channel}, 'qr-code', 'qr', 10000 * (1 + k / 100 % 50),
      CASE WHEN k / 100 % 10 = 0 THEN 'expired' ELSE 'paid' END, ${at('k', D)},
      CASE WHEN k / 100 % 10 <> 0 THEN ${at('k', D)} + interval '1 minute' END, ${at('k', D)} + interval '10 minutes'
    FROM generate_series(1, ${D}) AS k JOIN scale_members s ON s.i = ${memberOf('k')};
    INSERT INTO withdrawals (id, member_id, amount_satang, bank_id, bank_no, acc_name, status, created_at, decided_at)
      OVERRIDING SYSTEM VALUE
    SELECT ${withdrawal0} + k, s.member_id, 30000 + 100 * (k / 100 % 100), 'kbank', '1' || lpad(s.i::text, 9, '0'),
      'Scale Member', CASE k / 100 % 10 WHEN 0 THEN 'pending' WHEN 1 THEN 'rejected' ELSE 'approved' END,
      ${at('k', W)}, CASE WHEN k / 100 % 10 <> 0 THEN ${at('k', W)} + interval '5 minutes' END
    FROM generate_series(1, ${W}) AS k JOIN scale_members s ON s.i = ${memberOf('k')};
    `,
  );
  // The ledger: an opening credit per member, each paid deposit, each withdrawal, and bets and wins for the rest.
  const paidDeposits = D - Math.floor(D / 10);
  const fixedTxns = M + paidDeposits + W;
  const games = Math.max(0, Math.floor(size.ledgerEntries / 2) - fixedTxns);
  const R = size.rounds;
  await step(
    `${fixedTxns + games} ledger transactions, ${2 * (fixedTxns + games)} entries`,
    `
    CREATE TEMP TABLE scale_txns AS
      SELECT 'opening'::text AS kind, 'scale:opening:' || s.i AS key, timestamptz '${now}' - ${span} AS at,
        ${clearing}::bigint AS debit, s.wallet_id AS credit, ${OPENING_SATANG}::bigint AS amount
      FROM scale_members s
      UNION ALL
      SELECT 'deposit', 'deposit:' || d.id, d.settled_at, ${clearing}, s.wallet_id, d.amount_satang
      FROM deposits d JOIN scale_members s ON s.member_id = d.member_id WHERE d.status = 'paid' AND d.id > ${deposit0}
      UNION ALL
      SELECT 'withdrawal', 'withdrawal:' || w.id, w.created_at, s.wallet_id, ${pending}, w.amount_satang
      FROM withdrawals w JOIN scale_members s ON s.member_id = w.member_id WHERE w.id > ${withdrawal0}
      UNION ALL
      SELECT CASE WHEN r % 3 = 0 THEN 'win' ELSE 'bet' END, 'game:scale:sc-' || r, ${at('r', R)},
        CASE WHEN r % 3 = 0 THEN ${house} ELSE s.wallet_id END, CASE WHEN r % 3 = 0 THEN s.wallet_id ELSE ${house} END,
        100 * (1 + r % 20)
      FROM generate_series(1, ${games}) AS r JOIN scale_members s ON s.i = 1 + (r::bigint * 104729) % ${M};
    CREATE TEMP TABLE scale_txn_ids AS SELECT ${txn0} + row_number() OVER (ORDER BY at, key) AS id, * FROM scale_txns;
    INSERT INTO ledger_transactions (id, kind, idempotency_key, created_at) OVERRIDING SYSTEM VALUE
    SELECT id, kind, key, at FROM scale_txn_ids;
    INSERT INTO ledger_entries (id, transaction_id, wallet_id, amount_satang, created_at) OVERRIDING SYSTEM VALUE
    SELECT ${entry0} + 2 * (t.id - ${txn0}) - 1 + e.side, t.id, CASE e.side WHEN 0 THEN t.debit ELSE t.credit END,
      CASE e.side WHEN 0 THEN -t.amount ELSE t.amount END, t.at
    FROM scale_txn_ids t CROSS JOIN (VALUES (0), (1)) AS e(side);
    UPDATE wallets w SET balance_satang = f.total
    FROM (SELECT wallet_id, sum(amount_satang) AS total FROM ledger_entries WHERE id > ${entry0} GROUP BY wallet_id) f
    WHERE w.id = f.wallet_id AND w.kind = 'member';
    `,
  );
  await step(
    `${R} game rounds`,
    `
    INSERT INTO game_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount_satang, status,
      fingerprint, created_at, balance_after_satang)
    SELECT 'scale', 'sc-' || r, CASE WHEN r % 3 = 0 THEN 'win' ELSE 'bet' END, s.member_id, 'scr-' || (r / 3),
      g.code, 100 * (1 + r % 20), CASE WHEN r % 50 = 7 THEN 'refused' ELSE 'ok' END, 'scale', ${at('r', R)}, 0
    FROM generate_series(1, ${R}) AS r
    JOIN scale_members s ON s.i = 1 + (r::bigint * 104729) % ${M}
    JOIN scale_games g ON g.n = 1 + r % (SELECT count(*) FROM scale_games);
    `,
  );
  await step(
    'identity sequences moved past the explicit ids',
    ['wallets', 'deposits', 'withdrawals', 'ledger_transactions', 'ledger_entries']
      .map((t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}));`)
      .join('\n'),
  );
}

/** Statistics and visibility maps after a bulk load, as autovacuum would leave them. */
export async function analyzeDataset(db: Db): Promise<void> {
  await db.exec('VACUUM ANALYZE');
}
