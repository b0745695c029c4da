import type { HashingCost } from '../auth/passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db, Queryable } from '../db/db.ts';
import { createMemberWallet, HOUSE_WALLET, post, walletIdByCode } from '../wallet/ledger.ts';
import { channelsFor, GROUPS, NOTICES, PROMOTIONS, TOURNAMENTS } from './content.ts';
import { buildGames } from './games.ts';
import { DEMO_MEMBERS, FIXTURE_MEMBERS, FLAGGED_PHONE, type MemberSeed } from './members.ts';
import { PROVIDERS } from './providers.ts';

export { DEMO_MEMBERS } from './members.ts';

const SEED_VERSION = 1;
const SEED_LOCK = 4_207_002;

/**
 * Idempotent: the catalogue (brands, games, channels, notices, promotions) is written once (marked in settings);
 * with `demoMembers` (sandbox servers only) the demo and QA members and the flagged phone are added when missing.
 * Safe to run at every start and from several instances at once (advisory lock).
 */
export async function seed(db: Db, options: { passwordHashing: HashingCost; demoMembers: boolean }): Promise<void> {
  const done = await db.query<{ value: number }>(`SELECT value FROM settings WHERE key = 'seed_version'`);
  if (done[0]?.value !== SEED_VERSION) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const again = await tx.query<{ value: number }>(`SELECT value FROM settings WHERE key = 'seed_version'`);
      if (again[0]?.value === SEED_VERSION) return;
      await seedGroups(tx);
      await seedCatalogue(tx);
      await seedContent(tx);
      await tx.query(`INSERT INTO wallets (kind, code) VALUES ('house', $1) ON CONFLICT (code) DO NOTHING`, [
        HOUSE_WALLET,
      ]);
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ('seed_version', $1::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [JSON.stringify(SEED_VERSION)],
      );
    });
  }
  if (options.demoMembers) await seedDemoMembers(db, options.passwordHashing);
}

/** The sandbox's known-password members; a production server never runs this. */
async function seedDemoMembers(db: Db, passwordHashing: HashingCost): Promise<void> {
  const all = [...DEMO_MEMBERS, ...FIXTURE_MEMBERS];
  const present = new Set(
    (
      await db.query<{ username: string }>('SELECT username FROM members WHERE username = ANY($1::text[])', [
        all.map((m) => m.username),
      ])
    ).map((r) => r.username),
  );
  const missing = all.filter((m) => !present.has(m.username));
  if (missing.length === 0) return;
  // Hash outside the transaction: argon2 is slow on purpose.
  const hashes = new Map(
    await Promise.all(missing.map(async (m) => [m.username, await hashPassword(m.password, passwordHashing)] as const)),
  );
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await tx.query('INSERT INTO flagged_phones (phone, reason) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      FLAGGED_PHONE,
      'identity check (seed fixture)',
    ]);
    // In list order, so an upline exists before its downline.
    for (const m of missing) await seedMember(tx, m, hashes.get(m.username)!);
  });
}

async function seedGroups(tx: Queryable) {
  for (const g of GROUPS) {
    await tx.query(
      'INSERT INTO groups (id, brand, name, line_contact) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
      [g.id, g.brand, g.name, g.line],
    );
  }
}

async function seedCatalogue(tx: Queryable) {
  await tx.query(
    `INSERT INTO providers (code, name, sort)
     SELECT code, name, sort FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, sort int)
     ON CONFLICT (code) DO NOTHING`,
    [JSON.stringify(PROVIDERS.map((p, i) => ({ code: p.code, name: p.name, sort: i })))],
  );
  const categories = PROVIDERS.flatMap((p, i) =>
    p.types.map((type) => ({
      provider: p.code,
      type,
      code: p.code,
      name_th: p.nameTh,
      name_en: p.name,
      launching: type === 'casino' || type === 'sport' || type === 'lotto',
      hot: i % 4 === 0,
      new: i % 7 === 3,
      category_name: p.name,
      handle: `${type}-${p.code}`,
      sort: i,
    })),
  );
  await tx.query(
    `INSERT INTO categories (provider_id, type, code, name_th, name_en, launching, hot, new, category_name, handle,
       sort)
     SELECT p.id, x.type, x.code, x.name_th, x.name_en, x.launching, x.hot, x.new, x.category_name, x.handle, x.sort
     FROM jsonb_to_recordset($1::jsonb) AS x(provider text, type text, code text, name_th text, name_en text,
       launching boolean, hot boolean, new boolean, category_name text, handle text, sort int)
     JOIN providers p ON p.code = x.provider
     ON CONFLICT (handle) DO NOTHING`,
    [JSON.stringify(categories)],
  );
  await tx.query(
    `INSERT INTO games (provider_id, type, category, code, name_th, name_en, language, freespin, hot, new,
       category_name, handle, rating, launching, sort, created_at)
     SELECT p.id, x.type, x.category, x.code, x.name_th, x.name_en, x.language, x.freespin, x.hot, x.new,
       x.category_name, x.handle, x.rating, x.launching, x.sort, now() - make_interval(days => x.age_days)
     FROM jsonb_to_recordset($1::jsonb) AS x(provider text, type text, category text, code text, name_th text,
       name_en text, language text, freespin boolean, hot boolean, new boolean, category_name text, handle text,
       rating int, launching boolean, sort int, age_days int)
     JOIN providers p ON p.code = x.provider
     ON CONFLICT (code) DO NOTHING`,
    [JSON.stringify(buildGames())],
  );
}

async function seedContent(tx: Queryable) {
  for (const [index, g] of GROUPS.entries()) {
    for (const [sort, c] of channelsFor(g, index).entries()) {
      await tx.query(
        `INSERT INTO payment_channels (group_id, type, provider, img, acc_name, acc_no, bank_id, min_deposit_satang,
           max_deposit_satang, is_bonus, massage, topshow, address, network, img_network, exchange_satang, promptpay_id,
           sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
        [
          g.id,
          c.type,
          c.provider,
          c.img,
          c.acc_name,
          c.acc_no ?? null,
          c.bank_id ?? null,
          c.min * 100,
          c.max * 100,
          c.is_bonus ?? false,
          c.massage ?? null,
          c.topshow ?? false,
          c.address ?? null,
          c.network ?? null,
          c.img_network ?? null,
          c.exchange_satang ?? null,
          c.promptpay_id ?? null,
          sort,
        ],
      );
    }
    for (const n of NOTICES) {
      await tx.query(
        `INSERT INTO notices (group_id, group_customer, title, type, link, image_url, game_name, content, show_one)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          g.id,
          n.group_customer ?? null,
          n.title,
          n.type,
          n.link ?? null,
          n.image_url ?? null,
          n.game_name ?? null,
          n.content,
          n.show_one ?? false,
        ],
      );
    }
    for (const [sort, p] of PROMOTIONS.entries()) {
      await tx.query(
        `INSERT INTO promotions (group_id, code, title_th, title_en, content_th, content_en, img, type, bonus_percent,
           max_bonus_satang, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
        [
          g.id,
          `${g.id}-${p.code}`,
          p.th,
          p.en,
          `<p>${p.th}</p>`,
          `<p>${p.en}</p>`,
          `/assets/promotions/${p.code}.svg`,
          p.type,
          p.percent,
          p.max * 100,
          sort,
        ],
      );
    }
    for (const t of TOURNAMENTS) {
      await tx.query(
        `INSERT INTO tournaments (group_id, code, name_th, name_en, img, game_type, prize_satang, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8), now() + make_interval(days => $9))
         ON CONFLICT (code) DO NOTHING`,
        [
          g.id,
          `${g.id}-${t.code}`,
          t.th,
          t.en,
          `/assets/promotions/${t.code}.svg`,
          t.type,
          t.prize * 100,
          t.startDays,
          t.endDays,
        ],
      );
    }
  }
}

async function seedMember(tx: Queryable, m: MemberSeed, passwordHash: string) {
  const exists = await tx.query('SELECT 1 FROM members WHERE username = $1', [m.username]);
  if (exists.length > 0) return;
  const [upline] = m.upline
    ? await tx.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [m.upline])
    : [];
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO members (username, password_hash, phone, firstname, lastname, group_id, status, upline_id,
       affiliate_code, line_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      m.username,
      passwordHash,
      m.phone,
      m.firstname,
      m.lastname,
      m.groupId,
      m.status ?? 'active',
      upline?.id ?? null,
      `aff-${m.username}`,
      m.lineId ?? null,
    ],
  );
  const memberId = row!.id;
  await tx.query('INSERT INTO member_bank_accounts (member_id, bank_id, bank_no, acc_name) VALUES ($1, $2, $3, $4)', [
    memberId,
    m.bank,
    m.bankNo,
    `${m.firstname} ${m.lastname}`,
  ]);
  const walletId = await createMemberWallet(tx, memberId);
  if (m.balanceSatang > 0) {
    const house = (await walletIdByCode(tx, HOUSE_WALLET))!;
    await post(tx, {
      kind: 'opening-balance',
      idempotencyKey: `seed:opening:${m.username}`,
      memo: 'demo opening balance',
      at: new Date(),
      postings: [
        { walletId: house, amount: -m.balanceSatang },
        { walletId, amount: m.balanceSatang },
      ],
    });
  }
}
