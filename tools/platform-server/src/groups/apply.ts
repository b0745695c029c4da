import { groupProblems, groupRecord, type GroupRecord } from '@lobby/contract/routes';
import { hashPassword, type HashingCost } from '../auth/passwords.ts';
import type { Db, Queryable } from '../db/db.ts';
import { createMemberWallet, HOUSE_WALLET, post, walletIdByCode } from '../wallet/ledger.ts';

/** The seed's advisory lock: applying groups and seeding never interleave, from any number of instances. */
const SEED_LOCK = 4_207_002;

const satang = (baht: number) => Math.round(baht * 100);

export class GroupRecordError extends Error {}

/** Parses a composed record (JSON from the CLI or the admin door); a GroupRecordError names every problem. */
export function parseGroupRecord(input: unknown, where = 'group'): GroupRecord {
  const parsed = groupRecord.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`);
    throw new GroupRecordError(`${where}: ${problems.join('; ')}`);
  }
  const problems = groupProblems(parsed.data);
  if (problems.length) throw new GroupRecordError(`${where}: ${problems.join('; ')}`);
  return parsed.data;
}

export interface AppliedGroup {
  id: string;
  brand: string;
  /** The group did not exist before. */
  created: boolean;
  channels: number;
  promotions: number;
  notices: number;
  /** The demo members a sandbox server holds for the group (created now or before), with their passwords. */
  demoMembers: { username: string; password: string; balance: number; status: string }[];
}

export interface ApplyOptions {
  /** Demo members with known passwords: sandbox servers only. */
  demoMembers: boolean;
  passwordHashing: HashingCost;
  /** The server's clock: tournaments and events are dated from it when first created. */
  now: Date;
}

/**
 * Creates or updates each brand's group from its record, in order (one transaction each). The record is the truth:
 * settings are overwritten; channels, promotions, tournaments, events and notices are matched by code and updated;
 * a channel or promotion gone from the record is switched off (deposits and bonuses keep pointing at it), an event
 * or a notice the record made is removed; tournaments are kept (their boards are history) and keep their dates.
 * Demo members are created when missing and never changed.
 */
export async function applyGroups(db: Db, records: GroupRecord[], options: ApplyOptions): Promise<AppliedGroup[]> {
  const applied: AppliedGroup[] = [];
  for (const record of records) applied.push(await applyGroup(db, record, options));
  return applied;
}

async function applyGroup(db: Db, g: GroupRecord, options: ApplyOptions): Promise<AppliedGroup> {
  const members = options.demoMembers ? g.demoMembers : [];
  const present = new Set(
    (
      await db.query<{ username: string }>('SELECT username FROM members WHERE username = ANY($1::text[])', [
        members.map((m) => m.username),
      ])
    ).map((r) => r.username),
  );
  // Hash outside the transaction: argon2 is slow on purpose.
  const hashes = new Map(
    await Promise.all(
      members
        .filter((m) => !present.has(m.username))
        .map(async (m) => [m.username, await hashPassword(m.password, options.passwordHashing)] as const),
    ),
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [other] = await tx.query<{ id: string }>('SELECT id FROM groups WHERE brand = $1 AND id <> $2', [
      g.brand,
      g.id,
    ]);
    if (other) throw new GroupRecordError(`brand ${g.brand} is group ${other.id} already: one group per brand`);
    const [row] = await tx.query<{ created: boolean }>(
      `INSERT INTO groups (id, brand, name, name_th, name_en, line_contact, min_age, min_withdraw_satang,
         max_withdraw_satang, withdraw_cooldown_seconds, withdraw_daily_count, withdraw_daily_amount_satang,
         affiliate_commission_bp, providers)
       VALUES ($1, $2, $3, $4, $3, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO UPDATE SET brand = EXCLUDED.brand, name = EXCLUDED.name, name_th = EXCLUDED.name_th,
         name_en = EXCLUDED.name_en, line_contact = EXCLUDED.line_contact, min_age = EXCLUDED.min_age,
         min_withdraw_satang = EXCLUDED.min_withdraw_satang, max_withdraw_satang = EXCLUDED.max_withdraw_satang,
         withdraw_cooldown_seconds = EXCLUDED.withdraw_cooldown_seconds,
         withdraw_daily_count = EXCLUDED.withdraw_daily_count,
         withdraw_daily_amount_satang = EXCLUDED.withdraw_daily_amount_satang,
         affiliate_commission_bp = EXCLUDED.affiliate_commission_bp, providers = EXCLUDED.providers
       RETURNING (xmax = 0) AS created`,
      [
        g.id,
        g.brand,
        g.name.en,
        g.name.th,
        g.line,
        g.minAge,
        satang(g.withdraw.min),
        satang(g.withdraw.max),
        g.withdraw.cooldownSeconds,
        g.withdraw.dailyCount,
        g.withdraw.dailyAmount === null ? null : satang(g.withdraw.dailyAmount),
        Math.round(g.affiliateRate * 100),
        g.games.providers === 'all' ? null : g.games.providers,
      ],
    );
    if (g.games.providers !== 'all') {
      const known = await tx.query<{ code: string }>('SELECT code FROM providers WHERE code = ANY($1::text[])', [
        g.games.providers,
      ]);
      const unknown = g.games.providers.filter((code) => !known.some((p) => p.code === code));
      if (unknown.length) throw new GroupRecordError(`games.providers: no provider ${unknown.join(', ')}`);
    }
    await applyChannels(tx, g);
    await applyPromotions(tx, g);
    await applyNotices(tx, g, options.now);
    await applyTournaments(tx, g, options.now);
    await applyEvents(tx, g, options.now);
    if (hashes.size > 0) {
      await tx.query(`INSERT INTO wallets (kind, code) VALUES ('house', $1) ON CONFLICT (code) DO NOTHING`, [
        HOUSE_WALLET,
      ]);
      // In list order, so an upline exists before its downline.
      for (const m of members) {
        const hash = hashes.get(m.username);
        if (hash) await createDemoMember(tx, g.id, m, hash);
      }
    }
    return {
      id: g.id,
      brand: g.brand,
      created: row!.created,
      channels: g.channels.length,
      promotions: g.promotions.length,
      notices: g.notices.length,
      demoMembers: members.map((m) => ({
        username: m.username,
        password: m.password,
        balance: m.balance,
        status: m.status ?? 'active',
      })),
    };
  });
}

async function applyChannels(tx: Queryable, g: GroupRecord) {
  for (const [sort, c] of g.channels.entries()) {
    await tx.query(
      `INSERT INTO payment_channels (group_id, code, type, provider, img, acc_name, acc_no, bank_id,
         min_deposit_satang, max_deposit_satang, is_bonus, massage, topshow, address, network, img_network,
         exchange_satang, promptpay_id, sort, enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, true)
       ON CONFLICT (group_id, code) DO UPDATE SET type = EXCLUDED.type, provider = EXCLUDED.provider,
         img = EXCLUDED.img, acc_name = EXCLUDED.acc_name, acc_no = EXCLUDED.acc_no, bank_id = EXCLUDED.bank_id,
         min_deposit_satang = EXCLUDED.min_deposit_satang, max_deposit_satang = EXCLUDED.max_deposit_satang,
         is_bonus = EXCLUDED.is_bonus, massage = EXCLUDED.massage, topshow = EXCLUDED.topshow,
         address = EXCLUDED.address, network = EXCLUDED.network, img_network = EXCLUDED.img_network,
         exchange_satang = EXCLUDED.exchange_satang, promptpay_id = EXCLUDED.promptpay_id, sort = EXCLUDED.sort,
         enabled = true`,
      [
        g.id,
        c.code,
        c.type,
        c.provider,
        c.img,
        c.accountName,
        c.accountNo ?? null,
        c.bank ?? null,
        satang(c.min),
        satang(c.max),
        c.bonus !== undefined,
        c.bonus ?? null,
        c.top ?? false,
        c.usdt?.address ?? null,
        c.usdt?.network ?? null,
        c.usdt?.networkImg ?? null,
        c.usdt ? satang(c.usdt.rate) : null,
        c.promptpayId ?? null,
        sort,
      ],
    );
  }
  await tx.query(
    `UPDATE payment_channels SET enabled = false
     WHERE group_id = $1 AND code IS NOT NULL AND NOT (code = ANY($2::text[]))`,
    [g.id, g.channels.map((c) => c.code)],
  );
}

async function applyPromotions(tx: Queryable, g: GroupRecord) {
  for (const [sort, p] of g.promotions.entries()) {
    await tx.query(
      `INSERT INTO promotions (group_id, code, title_th, title_en, content_th, content_en, img, type, bonus_percent,
         max_bonus_satang, sort, category, claim, min_deposit_satang, turnover, max_withdraw_satang, claim_repeat,
         summary_th, summary_en, details_th, details_en, terms_th, terms_en, enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23, true)
       ON CONFLICT (code) DO UPDATE SET title_th = EXCLUDED.title_th, title_en = EXCLUDED.title_en,
         content_th = EXCLUDED.content_th, content_en = EXCLUDED.content_en, img = EXCLUDED.img, type = EXCLUDED.type,
         bonus_percent = EXCLUDED.bonus_percent, max_bonus_satang = EXCLUDED.max_bonus_satang, sort = EXCLUDED.sort,
         category = EXCLUDED.category, claim = EXCLUDED.claim, min_deposit_satang = EXCLUDED.min_deposit_satang,
         turnover = EXCLUDED.turnover, max_withdraw_satang = EXCLUDED.max_withdraw_satang,
         claim_repeat = EXCLUDED.claim_repeat, summary_th = EXCLUDED.summary_th, summary_en = EXCLUDED.summary_en,
         details_th = EXCLUDED.details_th, details_en = EXCLUDED.details_en, terms_th = EXCLUDED.terms_th,
         terms_en = EXCLUDED.terms_en, enabled = true
       WHERE promotions.group_id = EXCLUDED.group_id`,
      [
        g.id,
        `${g.id}-${p.code}`,
        p.title.th,
        p.title.en,
        p.details.th.map((line) => `<p>${line}</p>`).join(''),
        p.details.en.map((line) => `<p>${line}</p>`).join(''),
        p.img ?? `/assets/promotions/${p.code}.svg`,
        p.type,
        p.percent,
        satang(p.maxBonus),
        sort,
        p.category,
        p.claim,
        satang(p.minDeposit),
        p.turnover,
        p.maxWithdraw === null ? null : satang(p.maxWithdraw),
        p.repeat,
        p.summary.th,
        p.summary.en,
        p.details.th,
        p.details.en,
        p.terms.th,
        p.terms.en,
      ],
    );
  }
  await tx.query(`UPDATE promotions SET enabled = false WHERE group_id = $1 AND NOT (code = ANY($2::text[]))`, [
    g.id,
    g.promotions.map((p) => `${g.id}-${p.code}`),
  ]);
}

async function applyNotices(tx: Queryable, g: GroupRecord, now: Date) {
  for (const n of g.notices) {
    await tx.query(
      `INSERT INTO notices (group_id, code, group_customer, title, type, link, image_url, game_name, content, show_one,
         published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (group_id, code) DO UPDATE SET group_customer = EXCLUDED.group_customer, title = EXCLUDED.title,
         type = EXCLUDED.type, link = EXCLUDED.link, image_url = EXCLUDED.image_url, game_name = EXCLUDED.game_name,
         content = EXCLUDED.content, show_one = EXCLUDED.show_one`,
      [
        g.id,
        n.code,
        n.customer ?? null,
        n.title,
        n.type,
        n.link ?? null,
        n.image ?? null,
        n.game ?? null,
        n.content,
        n.showOne ?? false,
        now,
      ],
    );
  }
  await tx.query(`DELETE FROM notices WHERE group_id = $1 AND code IS NOT NULL AND NOT (code = ANY($2::text[]))`, [
    g.id,
    g.notices.map((n) => n.code),
  ]);
}

async function applyTournaments(tx: Queryable, g: GroupRecord, now: Date) {
  for (const t of g.tournaments) {
    const pool = t.prizes.reduce((sum, p) => sum + satang(p.amount) * (p.to - p.from + 1), 0);
    await tx.query(
      `INSERT INTO tournaments (group_id, code, name_th, name_en, img, game_type, prize_satang, starts_at, ends_at,
         prizes, rules_th, rules_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz + make_interval(days => $9),
         $8::timestamptz + make_interval(days => $10), $11::jsonb, $12, $13)
       ON CONFLICT (code) DO UPDATE SET name_th = EXCLUDED.name_th, name_en = EXCLUDED.name_en,
         game_type = EXCLUDED.game_type, prize_satang = EXCLUDED.prize_satang, prizes = EXCLUDED.prizes,
         rules_th = EXCLUDED.rules_th, rules_en = EXCLUDED.rules_en
       WHERE tournaments.group_id = EXCLUDED.group_id`,
      [
        g.id,
        `${g.id}-${t.code}`,
        t.name.th,
        t.name.en,
        `/assets/promotions/${t.code}.svg`,
        t.type,
        pool,
        now,
        t.startDays,
        t.endDays,
        JSON.stringify(t.prizes.map((p) => ({ rank_from: p.from, rank_to: p.to, amount_satang: satang(p.amount) }))),
        t.rules.th,
        t.rules.en,
      ],
    );
  }
}

async function applyEvents(tx: Queryable, g: GroupRecord, now: Date) {
  for (const [sort, e] of g.events.entries()) {
    await tx.query(
      `INSERT INTO events (group_id, code, title_th, title_en, body_th, body_en, img, link, starts_at, ends_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz + make_interval(days => $10),
         $9::timestamptz + make_interval(days => $11), $12)
       ON CONFLICT (code) DO UPDATE SET title_th = EXCLUDED.title_th, title_en = EXCLUDED.title_en,
         body_th = EXCLUDED.body_th, body_en = EXCLUDED.body_en, link = EXCLUDED.link, sort = EXCLUDED.sort
       WHERE events.group_id = EXCLUDED.group_id`,
      [
        g.id,
        `${g.id}-${e.code}`,
        e.title.th,
        e.title.en,
        e.body.th,
        e.body.en,
        `/assets/promotions/event-${e.code}.svg`,
        e.link?.replace('{group}', g.id) ?? null,
        now,
        e.startDays,
        e.endDays,
        sort,
      ],
    );
  }
  await tx.query(`DELETE FROM events WHERE group_id = $1 AND NOT (code = ANY($2::text[]))`, [
    g.id,
    g.events.map((e) => `${g.id}-${e.code}`),
  ]);
}

/**
 * Outside the sandbox no one may log in with a demo member's known password: a database once started with the
 * sandbox has them, so every start without it disables them. Answers how many it disabled.
 */
export async function disableDemoMembers(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE members SET status = 'disabled' WHERE demo AND status <> 'disabled' RETURNING id`,
  );
  return rows.length;
}

async function createDemoMember(
  tx: Queryable,
  groupId: string,
  m: GroupRecord['demoMembers'][number],
  passwordHash: string,
) {
  const [taken] = await tx.query<{ what: string }>(
    `SELECT 'username' AS what FROM members WHERE username = $1
     UNION ALL SELECT 'phone' FROM members WHERE phone = $2
     UNION ALL SELECT 'bank account' FROM member_bank_accounts WHERE bank_id = $3 AND bank_no = $4 LIMIT 1`,
    [m.username, m.phone, m.bank, m.bankNo],
  );
  if (taken?.what === 'username') return;
  if (taken) throw new GroupRecordError(`demoMembers.${m.username}: its ${taken.what} belongs to another member`);
  const [upline] = m.upline
    ? await tx.query<{ id: string }>('SELECT id FROM members WHERE username = $1 AND group_id = $2', [
        m.upline,
        groupId,
      ])
    : [];
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO members (username, password_hash, phone, firstname, lastname, group_id, status, upline_id,
       affiliate_code, demo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) RETURNING id`,
    [
      m.username,
      passwordHash,
      m.phone,
      m.firstname,
      m.lastname,
      groupId,
      m.status ?? 'active',
      upline?.id ?? null,
      `aff-${m.username}`,
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
  const opening = satang(m.balance);
  if (opening > 0) {
    const house = (await walletIdByCode(tx, HOUSE_WALLET))!;
    await post(tx, {
      kind: 'opening-balance',
      idempotencyKey: `seed:opening:${m.username}`,
      memo: 'demo opening balance',
      at: new Date(),
      postings: [
        { walletId: house, amount: -opening },
        { walletId, amount: opening },
      ],
    });
  }
}
