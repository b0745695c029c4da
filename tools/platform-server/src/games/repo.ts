import type { Queryable } from '../db/db.ts';
import { filterGames, type Catalogue } from './catalogue.ts';

/** Arguments of `lists` and `categorys` (GraphQL and REST): the contract's schemas. */
export { categoryArgs, gameArgs, listArgs, type CategoryArgs, type ListArgs } from '@lobby/contract';
import type { CategoryArgs, ListArgs } from '@lobby/contract';

export type { ListedGame as GameRow } from './catalogue.ts';

export async function groupExists(db: Queryable, groupId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM groups WHERE id = $1', [groupId], { prepare: 'group_exists' })).length > 0;
}

/** lists: the cached catalogue filtered in memory, the member's marks read fresh. */
export async function listGames(
  ctx: { db: Queryable; catalogue: Catalogue },
  args: ListArgs,
  memberId: string | undefined,
) {
  const [games, mine] = await Promise.all([
    ctx.catalogue.games(),
    memberId ? ctx.catalogue.marksOf(memberId) : undefined,
  ]);
  return filterGames(games, args, mine);
}

export interface CategoryRow {
  id: string;
  type: string;
  code: string;
  name_th: string;
  name_en: string;
  language: string;
  launching: boolean;
  hot: boolean;
  new: boolean;
  root: boolean;
  category_name: string;
  handle: string;
  enabled: boolean;
  maintenance: boolean;
  favourite: boolean | null;
  recent: boolean | null;
}

export async function listCategories(
  db: Queryable,
  args: CategoryArgs,
  memberId: string | undefined,
): Promise<CategoryRow[]> {
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  let flags = 'NULL::boolean AS favourite, NULL::boolean AS recent';
  if (memberId) {
    const m = p(memberId);
    flags = `EXISTS (SELECT 1 FROM favourites f JOIN games g ON g.id = f.game_id
              WHERE f.member_id = ${m} AND g.category = c.code AND g.type = c.type) AS favourite,
      EXISTS (SELECT 1 FROM recents r JOIN games g ON g.id = r.game_id
              WHERE r.member_id = ${m} AND g.category = c.code AND g.type = c.type) AS recent`;
  } else {
    where.push('c.enabled');
  }
  if (args.type) where.push(`c.type = ${p(args.type)}`);
  if (args.handle) where.push(`c.handle = ${p(args.handle)}`);
  return db.query<CategoryRow>(
    `SELECT c.id::text AS id, c.type, c.code, c.name_th, c.name_en, c.language, c.launching, c.hot, c.new, c.root,
       c.category_name, c.handle, c.enabled, pr.maintenance, ${flags}
     FROM categories c JOIN providers pr ON pr.id = c.provider_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY c.type, c.sort, c.id`,
    params,
  );
}

export interface Counts {
  countRecent: number;
  countFavourite: number;
}

export async function counts(db: Queryable, memberId: string): Promise<Counts> {
  const [row] = await db.query<Counts>(
    `SELECT (SELECT count(*) FROM recents WHERE member_id = $1)::int AS "countRecent",
            (SELECT count(*) FROM favourites WHERE member_id = $1)::int AS "countFavourite"`,
    [memberId],
  );
  return row ?? { countRecent: 0, countFavourite: 0 };
}

/** A game by numeric id or by code (clients hold either). */
export async function findGame(db: Queryable, idOrCode: string) {
  const byId = /^\d{1,15}$/.test(idOrCode);
  const [row] = await db.query<{
    id: number;
    code: string;
    name_th: string;
    name_en: string;
    handle: string;
    maintenance: boolean;
    provider: string;
    enabled: boolean;
  }>(
    `SELECT g.id::int AS id, g.code, g.name_th, g.name_en, g.handle, (g.maintenance OR p.maintenance) AS maintenance,
            p.name AS provider, g.enabled
     FROM games g JOIN providers p ON p.id = g.provider_id WHERE ${byId ? 'g.id = $1::bigint' : 'g.code = $1'}`,
    [idOrCode],
  );
  return row;
}

/** Flips the favourite flag: one statement deletes it, or the next one inserts it. */
export async function toggleFavourite(db: Queryable, memberId: string, gameId: number, at: Date): Promise<boolean> {
  const removed = await db.query('DELETE FROM favourites WHERE member_id = $1 AND game_id = $2 RETURNING game_id', [
    memberId,
    gameId,
  ]);
  if (removed.length > 0) return false;
  await db.query('INSERT INTO favourites (member_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    memberId,
    gameId,
    at,
  ]);
  return true;
}

const RECENT_KEEP = 50;

export async function touchRecent(db: Queryable, memberId: string, gameId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO recents (member_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [memberId, gameId, at],
  );
  await db.query(
    `DELETE FROM recents WHERE member_id = $1 AND game_id IN
       (SELECT game_id FROM recents WHERE member_id = $1 ORDER BY played_at DESC OFFSET ${RECENT_KEEP})`,
    [memberId],
  );
}
