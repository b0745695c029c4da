import { Batcher } from '../db/batch.ts';
import type { Db } from '../db/db.ts';
import type { ListArgs } from './repo.ts';
import { matchesSearch, parseSearch, searchable, type Searchable, type SearchableGame } from './search.ts';

/** One game as kept in memory: a few hundred rows, so filtering and sorting in JS costs microseconds. */
export interface CatalogueGame extends Searchable {
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
  nameKey: string;
}

export interface ListedGame extends CatalogueGame {
  favourite: boolean | null;
  recent: boolean | null;
  total: number;
}

/**
 * The game catalogue cached per process, reloaded when the database's catalogue version moved (checked every
 * `cacheMs`: operator changes reach every instance within that time; launch re-checks maintenance in the database,
 * so a stale flag never lets a closed game start). The member's favourites / recents are always read fresh.
 */
/** The games pre-sorted once per load by each sort id, so a request only filters. */
export type SortedGames = Record<number, CatalogueGame[]>;

export interface Marks {
  favourites: Set<string>;
  recents: Map<string, number>;
}

export class Catalogue {
  #games: SortedGames | undefined;
  /** catalogue_version (migration 019) of the loaded games, and when it was last compared. */
  #version: number | undefined;
  #checkedAt = 0;
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
    this.#version = undefined;
  }

  /**
   * The games, checked against the database's catalogue version at most every `cacheMs` (one tiny query shared by
   * the requests that ask meanwhile) and reloaded only when it moved.
   */
  async games(): Promise<SortedGames> {
    if (this.#games && Date.now() - this.#checkedAt < this.cacheMs) return this.#games;
    this.#loading ??= this.#refresh().finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  async #refresh(): Promise<SortedGames> {
    const [row] = await this.db.query<{ version: number }>('SELECT version FROM catalogue_version', [], {
      prepare: 'catalogue_version',
    });
    const version = row?.version;
    if (!this.#games || version === undefined || version !== this.#version) await this.#load();
    this.#version = version;
    this.#checkedAt = Date.now();
    return this.#games!;
  }

  async #load(): Promise<void> {
    const rows = await this.db.query<
      Omit<CatalogueGame, keyof Searchable | 'nameKey' | 'created_ms' | 'idNum'> & SearchableGame & { created_at: Date }
    >(
      `SELECT g.id::text AS id, g.type, g.category, g.code, g.name_th, g.name_en, g.language, g.freespin, g.hot, g.new,
         g.category_name, g.handle, g.rating, g.launching, (g.maintenance OR p.maintenance) AS maintenance,
         p.sort AS provider_sort, g.sort, g.created_at, p.name AS provider_name,
         concat_ws(E'\n', p.name_th, array_to_string(p.aliases, E'\n')) AS provider_names_th
       FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.enabled`,
    );
    // The search text and tags are built here, once per load, so a search only compares strings.
    const games = rows.map(({ created_at, provider_name, provider_names_th, ...g }) => ({
      ...g,
      idNum: Number(g.id),
      created_ms: created_at.getTime(),
      ...searchable({ ...g, provider_name, provider_names_th }),
      nameKey: g.name_en.toLowerCase(),
    }));
    this.#games = Object.fromEntries(Object.entries(SORTS).map(([id, compare]) => [id, [...games].sort(compare)]));
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

/** "A to Z" on a Thai page: the Thai names in Thai dictionary order (the sort id stays 5 on the wire). */
export const THAI_A_TO_Z = 105;
const thaiCollator = new Intl.Collator('th');
SORTS[THAI_A_TO_Z] = (a, b) => thaiCollator.compare(a.name_th, b.name_th) || a.idNum - b.idNum;

/**
 * What a list request asks of the catalogue, apart from the member's marks: the games passing it, in the sort's
 * order, are worked out once and kept with the loaded catalogue (the last 200 distinct filters), so a
 * request pages a ready list whatever the catalogue's size (5,000 games at 100× today's).
 */
interface Prepared {
  /** Every game's position in each sort's order, for ordering a member's few marked games. */
  rank: Map<number, Map<string, number>>;
  byId: Map<string, CatalogueGame>;
  lists: Map<string, { games: CatalogueGame[]; test: (g: CatalogueGame) => boolean }>;
}
const prepared = new WeakMap<SortedGames, Prepared>();
const MAX_LISTS = 200;

function preparedOf(sorted: SortedGames): Prepared {
  let p = prepared.get(sorted);
  if (!p) {
    const rank = new Map(
      Object.entries(sorted).map(([id, games]) => [Number(id), new Map(games.map((g, i) => [g.id, i]))] as const),
    );
    p = { rank, byId: new Map(sorted[1]!.map((g) => [g.id, g])), lists: new Map() };
    prepared.set(sorted, p);
  }
  return p;
}

/** The games passing the request's own filters (not the member's), in the sort's order, and the test they pass. */
function baseList(sorted: SortedGames, args: ListArgs, sortId: number) {
  const p = preparedOf(sorted);
  const key = JSON.stringify([
    sortId,
    args.type ?? null,
    args.category ?? null,
    args.categoryName?.toLowerCase() ?? null,
    args.handle ?? null,
    args.search?.trim() || null,
    !!args.hot,
    !!args.gameNew,
    !!args.freespin,
  ]);
  let list = p.lists.get(key);
  if (!list) {
    const search = args.search?.trim() ? parseSearch(args.search) : undefined;
    const categoryName = args.categoryName?.toLowerCase();
    const test = (g: CatalogueGame) =>
      (!args.type || g.type === args.type) &&
      (!args.category || g.category === args.category) &&
      (!categoryName || g.category_name.toLowerCase() === categoryName) &&
      // Demo entries only show up when asked for by handle (the demo page asks for "-demo").
      (args.handle ? g.handle.includes(args.handle) : !g.handle.endsWith('-demo')) &&
      (!search || matchesSearch(g, search)) &&
      (!args.hot || g.hot) &&
      (!args.gameNew || g.new) &&
      (!args.freespin || g.freespin);
    list = { games: sorted[sortId]!.filter(test), test };
    if (p.lists.size >= MAX_LISTS) p.lists.clear();
    p.lists.set(key, list);
  }
  return { ...list, rank: p.rank.get(sortId)!, byId: p.byId };
}

/**
 * Filters, orders and pages the catalogue; member flags come from `mine` (null for visitors). The member's own
 * favourites and recents (a few dozen) are looked up by id and ordered by the sort's ranks, never by walking the
 * whole catalogue.
 */
export function filterGames(sorted: SortedGames, args: ListArgs, mine: Marks | undefined): ListedGame[] {
  if (!mine && (args.favourite || args.recent)) return [];
  const sortId = args.sort === 5 && args.language === 'th' ? THAI_A_TO_Z : (args.sort ?? 1);
  const base = baseList(sorted, args, sortId);
  const offset = args.offset ?? 0;
  const limit = args.limit ?? 50;
  const byRank = (a: CatalogueGame, b: CatalogueGame) => base.rank.get(a.id)! - base.rank.get(b.id)!;
  let page: CatalogueGame[];
  let total: number;
  if (mine && (args.favourite || args.recent)) {
    // Only the member's marked games can pass: look them up instead of walking the catalogue.
    const ids = args.favourite ? [...mine.favourites] : [...mine.recents.keys()];
    const picked = ids
      .filter((id) => !args.recent || mine.recents.has(id))
      .map((id) => base.byId.get(id))
      .filter((g): g is CatalogueGame => g !== undefined && base.test(g))
      .sort(byRank);
    if (args.recent || args.favouriteAndRecentFocus) sortByMarks(picked, mine, args);
    total = picked.length;
    page = picked.slice(offset, offset + limit);
  } else if (mine && args.favouriteAndRecentFocus) {
    // The member's marked games first (favourites, then the latest played), then the rest in the sort's order.
    const marked = [...new Set([...mine.favourites, ...mine.recents.keys()])]
      .map((id) => base.byId.get(id))
      .filter((g): g is CatalogueGame => g !== undefined && base.test(g))
      .sort(byRank);
    sortByMarks(marked, mine, args);
    const markedIds = new Set(marked.map((g) => g.id));
    total = base.games.length;
    page = marked.slice(offset, offset + limit);
    let skip = Math.max(0, offset - marked.length);
    for (const g of base.games) {
      if (page.length >= limit) break;
      if (markedIds.has(g.id)) continue;
      if (skip > 0) skip--;
      else page.push(g);
    }
  } else {
    total = base.games.length;
    page = base.games.slice(offset, offset + limit);
  }
  return page.map((g) => ({
    ...g,
    favourite: mine ? mine.favourites.has(g.id) : null,
    recent: mine ? mine.recents.has(g.id) : null,
    total,
  }));
}

/** Favourites first (unless the list is the recents), then the latest played; ties keep the order they came in. */
function sortByMarks(games: CatalogueGame[], mine: Marks, args: ListArgs): void {
  const played = (g: CatalogueGame) => mine.recents.get(g.id) ?? -1;
  const fav = (g: CatalogueGame) => (!args.recent && mine.favourites.has(g.id) ? 1 : 0);
  games.sort((a, b) => fav(b) - fav(a) || played(b) - played(a));
}
