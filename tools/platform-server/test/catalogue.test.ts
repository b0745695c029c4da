import { describe, expect, it } from 'vitest';
import { Catalogue, THAI_A_TO_Z, type CatalogueGame, type Marks, type SortedGames } from '../src/games/catalogue.ts';
import { filterGames } from '../src/games/catalogue.ts';
import type { ListArgs } from '../src/games/repo.ts';
import { matchesSearch, parseSearch } from '../src/games/search.ts';
import type { Db } from '../src/db/db.ts';

// The game lists page a prepared list per filter and look the member's marks up by id (issue 19: 5,000 games cost a
// request what 50 did). They must answer exactly what filtering the whole catalogue answers: checked here against
// that straightforward filter, on a random catalogue, random marks and random requests.

/** The lists as they were worked out before: filter every game, then order by the member's marks, then page. */
function reference(sorted: SortedGames, args: ListArgs, mine: Marks | undefined) {
  if (!mine && (args.favourite || args.recent)) return [];
  const search = args.search?.trim() ? parseSearch(args.search) : undefined;
  const categoryName = args.categoryName?.toLowerCase();
  const sortId = args.sort === 5 && args.language === 'th' ? THAI_A_TO_Z : (args.sort ?? 1);
  const picked = sorted[sortId]!.filter(
    (g) =>
      (!args.type || g.type === args.type) &&
      (!args.category || g.category === args.category) &&
      (!categoryName || g.category_name.toLowerCase() === categoryName) &&
      (args.handle ? g.handle.includes(args.handle) : !g.handle.endsWith('-demo')) &&
      (!search || matchesSearch(g, search)) &&
      (!args.hot || g.hot) &&
      (!args.gameNew || g.new) &&
      (!args.freespin || g.freespin) &&
      (!args.favourite || mine!.favourites.has(g.id)) &&
      (!args.recent || mine!.recents.has(g.id)),
  );
  if (mine && (args.recent || args.favouriteAndRecentFocus)) {
    const played = (g: CatalogueGame) => mine.recents.get(g.id) ?? -1;
    const fav = (g: CatalogueGame) => (!args.recent && mine.favourites.has(g.id) ? 1 : 0);
    picked.sort((a, b) => fav(b) - fav(a) || played(b) - played(a));
  }
  const offset = args.offset ?? 0;
  return picked.slice(offset, offset + (args.limit ?? 50)).map((g) => ({
    id: g.id,
    favourite: mine ? mine.favourites.has(g.id) : null,
    recent: mine ? mine.recents.has(g.id) : null,
    total: picked.length,
  }));
}

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TYPES = ['slot', 'casino', 'fishing', 'lotto', 'sport'];
const PROVIDERS = ['pgsoft', 'joker', 'redtiger', 'sexy'];
const WORDS_EN = ['Golden Dragon', 'Lucky Tiger', 'Speed Baccarat', 'Royal Roulette', 'Fish Hunter', 'Mystic Koi'];
const WORDS_TH = ['มังกรทอง', 'เสือนำโชค', 'บาคาร่า', 'รูเล็ต', 'ยิงปลา', 'ปลาคาร์ฟ'];

/** A catalogue of `n` random games, loaded through Catalogue itself (its sorts, its search text). */
async function catalogue(n: number, rnd: () => number): Promise<SortedGames> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const rows = Array.from({ length: n }, (_, i) => {
    const provider = pick(PROVIDERS);
    const w = Math.floor(rnd() * WORDS_EN.length);
    return {
      id: String(i + 1),
      type: pick(TYPES),
      category: provider,
      code: `${provider}-${i}`,
      name_th: `${WORDS_TH[w]} ${i % 7}`,
      name_en: `${WORDS_EN[w]} ${i % 7}`,
      language: 'th',
      freespin: rnd() < 0.3,
      hot: rnd() < 0.3,
      new: rnd() < 0.3,
      category_name: provider.toUpperCase(),
      handle: rnd() < 0.05 ? `${provider}-demo` : `${provider}-g${i}`,
      rating: Math.floor(rnd() * 5),
      launching: true,
      maintenance: false,
      provider_sort: PROVIDERS.indexOf(provider),
      sort: Math.floor(rnd() * 10),
      created_at: new Date(1_700_000_000_000 + Math.floor(rnd() * 5) * 86_400_000),
      provider_name: provider,
      provider_names_th: '',
    };
  });
  const db = { query: async () => rows } as unknown as Db;
  return new Catalogue(db, 60_000).games();
}

describe('game lists from prepared lists', () => {
  it('answer what filtering the whole catalogue answers, for any filters, sort, page and marks', async () => {
    const rnd = random(19);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const sorted = await catalogue(400, rnd);
    let compared = 0;
    for (let k = 0; k < 3_000; k++) {
      const favourites = new Set(
        Array.from({ length: Math.floor(rnd() * 12) }, () => String(1 + Math.floor(rnd() * 420))),
      );
      const recents = new Map(
        Array.from({ length: Math.floor(rnd() * 12) }, () => [
          String(1 + Math.floor(rnd() * 420)),
          // Some recents share a time: ties keep the sort's order.
          1_700_000_000_000 + Math.floor(rnd() * 4) * 1000,
        ]),
      );
      const mine = rnd() < 0.8 ? { favourites, recents } : undefined;
      const maybe = <T>(value: T) => (rnd() < 0.3 ? value : undefined);
      const args = {
        groupID: 'NKG01',
        type: maybe(pick(TYPES)),
        category: maybe(pick(PROVIDERS)),
        categoryName: maybe(pick(PROVIDERS).toUpperCase()),
        handle: rnd() < 0.1 ? '-demo' : undefined,
        search: maybe(pick(['dragon', 'มังกร', 'สล็อต pg', 'บาคาร่าสด', 'ยิงปลา', 'xyz', ' tiger '])),
        hot: maybe(true),
        gameNew: maybe(true),
        freespin: maybe(true),
        sort: maybe(1 + Math.floor(rnd() * 5)),
        language: maybe(pick(['th', 'en'])),
        offset: maybe(Math.floor(rnd() * 30)),
        limit: maybe(1 + Math.floor(rnd() * 40)),
        favourite: maybe(true),
        recent: maybe(true),
        favouriteAndRecentFocus: maybe(true),
      } as ListArgs;
      const got = filterGames(sorted, args, mine).map((g) => ({
        id: g.id,
        favourite: g.favourite,
        recent: g.recent,
        total: g.total,
      }));
      expect({ args, got }).toEqual({ args, got: reference(sorted, args, mine) });
      if (got.length > 0) compared++;
    }
    // Most requests found games (the comparison is not of empty lists).
    expect(compared).toBeGreaterThan(1_000);
  });

  it('costs a request the same with 5,000 games as with 50', async () => {
    const rnd = random(5);
    const small = await catalogue(50, rnd);
    const large = await catalogue(5_000, rnd);
    const mine = {
      favourites: new Set(['3', '9', '27']),
      recents: new Map([
        ['4', 1],
        ['8', 2],
      ]),
    };
    const requests: ListArgs[] = [
      { groupID: 'NKG01', type: 'slot', sort: 1, limit: 20 },
      { groupID: 'NKG01', type: 'slot', category: 'pgsoft', limit: 20 },
      { groupID: 'NKG01', sort: 5, language: 'th', limit: 20 },
      { groupID: 'NKG01', search: 'dragon', limit: 20 },
      { groupID: 'NKG01', favourite: true, limit: 20 },
      { groupID: 'NKG01', recent: true, limit: 20 },
      { groupID: 'NKG01', favouriteAndRecentFocus: true, limit: 20 },
    ] as ListArgs[];
    const time = (sorted: SortedGames) => {
      for (const args of requests) filterGames(sorted, args, mine); // the first request of a filter prepares it
      const started = performance.now();
      for (let i = 0; i < 2_000; i++) filterGames(sorted, requests[i % requests.length]!, mine);
      return (performance.now() - started) / 2_000;
    };
    time(small);
    time(large);
    const [fifty, fiveThousand] = [Math.min(time(small), time(small)), Math.min(time(large), time(large))];
    // Generous for a shared machine: filtering 5,000 games per request would cost some 20 times more.
    expect(fiveThousand).toBeLessThan(fifty * 3 + 0.02);
  });
});

describe('the catalogue cache', () => {
  it('reloads the games only when the catalogue version moved', async () => {
    let version = 7;
    let loads = 0;
    const rows = [
      {
        id: '1',
        type: 'slot',
        category: 'pgsoft',
        code: 'pgsoft-1',
        name_th: 'มังกร',
        name_en: 'Dragon',
        language: 'th',
        freespin: false,
        hot: false,
        new: false,
        category_name: 'PG',
        handle: 'pgsoft-dragon',
        rating: 1,
        launching: true,
        maintenance: false,
        provider_sort: 0,
        sort: 0,
        created_at: new Date(),
        provider_name: 'PG Soft',
        provider_names_th: '',
      },
    ];
    const db = {
      query: async (sql: string) => {
        if (sql.includes('catalogue_version')) return [{ version }];
        loads++;
        return rows;
      },
    } as unknown as Db;
    const catalogue = new Catalogue(db, 0);
    const first = await catalogue.games();
    expect(await catalogue.games()).toBe(first);
    expect(loads).toBe(1);
    version++;
    expect(await catalogue.games()).not.toBe(first);
    expect(loads).toBe(2);
    catalogue.invalidate();
    await catalogue.games();
    expect(loads).toBe(3);
  });
});
