import { Batcher } from '../db/batch.ts';
import type { Db } from '../db/db.ts';
import type { ListArgs } from './repo.ts';

/** One game as kept in memory: a few hundred rows, so filtering and sorting in JS costs microseconds. */
export interface CatalogueGame {
  id: string;
  idNum: number;
  type: string;
  category: string;
  code: string;
  name_th: string;
  name_en: string;
  language: string;
  freespin: boolean;
  hot: boolean;
  new: boolean;
  category_name: string;
  handle: string;
  rating: number;
  launching: boolean;
  maintenance: boolean;
  provider_sort: number;
  sort: number;
  created_ms: number;
  search: string;
  nameKey: string;
}

export interface ListedGame extends CatalogueGame {
  favourite: boolean | null;
  recent: boolean | null;
  total: number;
}

/**
 * The game catalogue cached per process for `cacheMs` (operator changes reach every instance
 * within that time; launch re-checks maintenance in the database, so a stale flag never lets a
 * closed game start). The member's favourites / recents are always read fresh.
 */
/** The games pre-sorted once per load by each sort id, so a request only filters. */
export type SortedGames = Record<number, CatalogueGame[]>;

export interface Marks {
  favourites: Set<string>;
  recents: Map<string, number>;
}

export class Catalogue {
  #games: SortedGames | undefined;
  #loadedAt = 0;
  #loading: Promise<SortedGames> | undefined;

  constructor(
    private readonly db: Db,
    private readonly cacheMs: number,
  ) {}

  /** The member's favourites and recents (played time), fresh; concurrent lists share one query. */
  readonly #marks = new Batcher<string, Marks>(async (memberIds) => {
    const rows = await this.db.query<{ member: string; id: string; fav: boolean; played_at: Date | null }>(
      `SELECT member_id::text AS member, game_id::text AS id, true AS fav, NULL::timestamptz AS played_at
       FROM favourites WHERE member_id = ANY($1::uuid[])
       UNION ALL
       SELECT member_id::text, game_id::text, false, played_at FROM recents WHERE member_id = ANY($1::uuid[])`,
      [memberIds],
      { prepare: 'marks_by_members' },
    );
    const marks = new Map<string, Marks>(memberIds.map((m) => [m, { favourites: new Set(), recents: new Map() }]));
    for (const r of rows) {
      const mine = marks.get(r.member)!;
      if (r.fav) mine.favourites.add(r.id);
      else mine.recents.set(r.id, r.played_at!.getTime());
    }
    return marks;
  });

  async marksOf(memberId: string): Promise<Marks> {
    return (await this.#marks.load(memberId)) ?? { favourites: new Set(), recents: new Map() };
  }

  invalidate(): void {
    this.#games = undefined;
  }

  async games(): Promise<SortedGames> {
    if (this.#games && Date.now() - this.#loadedAt < this.cacheMs) return this.#games;
    this.#loading ??= this.#load().finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  async #load(): Promise<SortedGames> {
    const rows = await this.db.query<
      Omit<CatalogueGame, 'search' | 'nameKey' | 'created_ms' | 'idNum'> & { created_at: Date }
    >(
      `SELECT g.id::text AS id, g.type, g.category, g.code, g.name_th, g.name_en, g.language, g.freespin, g.hot, g.new,
         g.category_name, g.handle, g.rating, g.launching, (g.maintenance OR p.maintenance) AS maintenance,
         p.sort AS provider_sort, g.sort, g.created_at
       FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.enabled`,
    );
    const games = rows.map(({ created_at, ...g }) => ({
      ...g,
      idNum: Number(g.id),
      created_ms: created_at.getTime(),
      search: `${g.name_en}\n${g.name_th}\n${g.code}`.toLowerCase(),
      nameKey: g.name_en.toLowerCase(),
    }));
    this.#games = Object.fromEntries(Object.entries(SORTS).map(([id, compare]) => [id, [...games].sort(compare)]));
    this.#loadedAt = Date.now();
    return this.#games;
  }
}

type Compare = (a: CatalogueGame, b: CatalogueGame) => number;
const by =
  (...keys: ((g: CatalogueGame) => number | string)[]): Compare =>
  (a, b) => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
const desc = (f: (g: CatalogueGame) => boolean | number) => (g: CatalogueGame) => -Number(f(g));

/** Sort ids of spec §2: 1 default, 2 new games, 3 hit games, 4 freespin games, 5 A to Z. */
const SORTS: Record<number, Compare> = {
  1: by(
    (g) => g.provider_sort,
    (g) => g.sort,
    (g) => g.idNum,
  ),
  2: by(
    desc((g) => g.new),
    (g) => -g.created_ms,
    (g) => g.idNum,
  ),
  3: by(
    desc((g) => g.hot),
    (g) => -g.rating,
    (g) => g.idNum,
  ),
  4: by(
    desc((g) => g.freespin),
    (g) => -g.rating,
    (g) => g.idNum,
  ),
  5: by(
    (g) => g.nameKey,
    (g) => g.idNum,
  ),
};

/** Filters, orders and pages the catalogue; member flags come from `mine` (null for visitors). */
export function filterGames(sorted: SortedGames, args: ListArgs, mine: Marks | undefined): ListedGame[] {
  if (!mine && (args.favourite || args.recent)) return [];
  const search = args.search?.trim().toLowerCase();
  const categoryName = args.categoryName?.toLowerCase();
  const picked = sorted[args.sort ?? 1]!.filter(
    (g) =>
      (!args.type || g.type === args.type) &&
      (!args.category || g.category === args.category) &&
      (!categoryName || g.category_name.toLowerCase() === categoryName) &&
      // Demo entries only show up when asked for by handle (the demo page asks for "-demo").
      (args.handle ? g.handle.includes(args.handle) : !g.handle.endsWith('-demo')) &&
      (!search || g.search.includes(search)) &&
      (!args.hot || g.hot) &&
      (!args.gameNew || g.new) &&
      (!args.freespin || g.freespin) &&
      (!args.favourite || mine!.favourites.has(g.id)) &&
      (!args.recent || mine!.recents.has(g.id)),
  );
  if (mine && (args.recent || args.favouriteAndRecentFocus)) {
    // Array.prototype.sort is stable: ties keep the pre-sorted order of the chosen sort id.
    const played = (g: CatalogueGame) => mine.recents.get(g.id) ?? -1;
    const fav = (g: CatalogueGame) => (!args.recent && mine.favourites.has(g.id) ? 1 : 0);
    picked.sort((a, b) => fav(b) - fav(a) || played(b) - played(a));
  }
  const offset = args.offset ?? 0;
  const page = picked.slice(offset, offset + (args.limit ?? 50));
  return page.map((g) => ({
    ...g,
    favourite: mine ? mine.favourites.has(g.id) : null,
    recent: mine ? mine.recents.has(g.id) : null,
    total: picked.length,
  }));
}
