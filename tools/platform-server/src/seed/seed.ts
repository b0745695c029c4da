import type { Db, Queryable } from '../db/db.ts';
import { HOUSE_WALLET } from '../wallet/ledger.ts';
import { buildGames } from './games.ts';
import { PROVIDERS } from './providers.ts';

/** A phone that must verify identity with the admin before register / forgot (9998): a sandbox fixture. */
export const FLAGGED_PHONE = '0899999998';

const SEED_VERSION = 1;
const SEED_LOCK = 4_207_002;

/**
 * Idempotent: the platform's game catalogue (providers, categories, games) and the house wallet are written once
 * (marked in settings); with `demoMembers` (sandbox servers only) the flagged phone is added. Brands — their groups,
 * channels, content and demo members — are not the server's to know: `group apply` brings each from its folder
 * (src/groups/apply.ts). Safe to run at every start and from several instances at once (advisory lock).
 */
export async function seed(db: Db, options: { demoMembers: boolean }): Promise<void> {
  const done = await db.query<{ value: number }>(`SELECT value FROM settings WHERE key = 'seed_version'`);
  if (done[0]?.value !== SEED_VERSION) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const again = await tx.query<{ value: number }>(`SELECT value FROM settings WHERE key = 'seed_version'`);
      if (again[0]?.value === SEED_VERSION) return;
      await seedCatalogue(tx);
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
  await seedProviderSearchNames(db);
  if (options.demoMembers)
    await db.query('INSERT INTO flagged_phones (phone, reason) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      FLAGGED_PHONE,
      'identity check (seed fixture)',
    ]);
}

/**
 * The providers' Thai names and other spellings that search reads (migration 010). Run at every start, so a
 * database seeded before they existed gets them; a provider whose names an operator has set keeps them.
 */
async function seedProviderSearchNames(db: Db): Promise<void> {
  await db.query(
    `UPDATE providers p SET name_th = x.name_th, aliases = x.aliases
     FROM jsonb_to_recordset($1::jsonb) AS x(code text, name_th text, aliases text[])
     WHERE p.code = x.code AND p.name_th = '' AND p.aliases = '{}'`,
    [JSON.stringify(PROVIDERS.map((p) => ({ code: p.code, name_th: p.nameTh, aliases: p.aliases ?? [] })))],
  );
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
      name_th: p.name,
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
