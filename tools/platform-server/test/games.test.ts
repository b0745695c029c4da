import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterGames } from '../src/games/catalogue.ts';
import { RASTER_ART_SIZE, rasterArtwork } from '../src/games/assets.ts';
import { PROVIDERS } from '../src/seed/providers.ts';
import { call, get, gql, login, post, testServer, type TestServer } from './helpers.ts';

let t: TestServer;
let token: string;
let userID: string;
beforeAll(async () => {
  t = await testServer();
  const session = await login(t.app);
  token = session.access_token;
  userID = session.result._id;
});
afterAll(() => t.close());

const LIST = `query L($groupID: String!, $type: String, $search: String, $category: String, $hot: Boolean,
  $gameNew: Boolean, $freespin: Boolean, $limit: Int, $offset: Int, $categoryName: String, $handle: String,
  $userID: String, $favourite: Boolean, $recent: Boolean, $favouriteAndRecentFocus: Boolean, $sort: Int,
  $language: String) {
  lists(groupID: $groupID, type: $type, search: $search, category: $category, hot: $hot, gameNew: $gameNew,
    freespin: $freespin, limit: $limit, offset: $offset, categoryName: $categoryName, handle: $handle, userID: $userID,
    favourite: $favourite, recent: $recent, favouriteAndRecentFocus: $favouriteAndRecentFocus, sort: $sort,
    language: $language) {
    _id type category code img language nameTh nameEn freespin hot new categoryName handle rating favourite recent
    launching maintenance
  }
}`;
type Game = {
  _id: string;
  type: string;
  category: string;
  code: string;
  nameEn: string;
  nameTh: string;
  hot: boolean;
  new: boolean;
  freespin: boolean;
  favourite: boolean | null;
  recent: boolean | null;
  rating: number | null;
  handle: string;
  img: string;
};
const lists = async (variables: Record<string, unknown>, auth?: string) => {
  const res = await gql(t.app, LIST, { groupID: 'NKG01', ...variables }, auth);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return (res.data as { lists: Game[] }).lists;
};

describe('GraphQL lists', () => {
  it('public list: §3 fields, no member flags, demos hidden', async () => {
    const games = await lists({ type: 'slot', limit: 10 });
    expect(games).toHaveLength(10);
    expect(games[0]).toMatchObject({
      type: 'slot',
      language: 'th',
      rating: null,
      favourite: null,
      recent: null,
      img: expect.stringMatching(/^http:\/\/lobby\.test\/assets\/games\/.+\.png$/),
    });
    expect(games.every((g) => g.nameTh && g.nameEn && g.handle)).toBe(true);
    const casino = await lists({ type: 'casino', limit: 200 });
    expect(casino.some((g) => g.handle.includes('-demo'))).toBe(false);
  });

  it('demo entries by handle', async () => {
    const demos = await lists({ handle: '-demo' });
    expect(demos.map((g) => g.category).sort()).toEqual(['allbet', 'dream', 'pretty', 'wm']);
  });

  it('filters: type, category, categoryName, search (th and en), hot, gameNew, freespin, paging', async () => {
    expect((await lists({ category: 'pgsoft', limit: 200 })).every((g) => g.category === 'pgsoft')).toBe(true);
    expect((await lists({ categoryName: 'pgsoft', limit: 200 })).length).toBe(24);
    expect((await lists({ search: 'dragon', limit: 200 })).every((g) => /dragon/i.test(g.nameEn + g.code))).toBe(true);
    expect((await lists({ search: 'มังกร', limit: 200 })).length).toBeGreaterThan(0);
    expect((await lists({ hot: true, limit: 200 })).every((g) => g.hot)).toBe(true);
    expect((await lists({ gameNew: true, limit: 200 })).every((g) => g.new)).toBe(true);
    expect((await lists({ freespin: true, limit: 200 })).every((g) => g.freespin && g.type === 'slot')).toBe(true);
    const page1 = await lists({ type: 'slot', limit: 5, offset: 0 });
    const page2 = await lists({ type: 'slot', limit: 5, offset: 5 });
    expect(new Set([...page1, ...page2].map((g) => g._id)).size).toBe(10);
    expect(await lists({ search: '%' })).toEqual([]);
  });

  it('sort 1-5', async () => {
    const az = await lists({ type: 'slot', sort: 5, limit: 200 });
    const names = az.map((g) => g.nameEn.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const fresh = await lists({ type: 'slot', sort: 2, limit: 5 });
    expect(fresh.every((g) => g.new)).toBe(true);
    const hit = await lists({ type: 'slot', sort: 3, limit: 5 });
    expect(hit.every((g) => g.hot)).toBe(true);
    const spin = await lists({ type: 'slot', sort: 4, limit: 5 });
    expect(spin.every((g) => g.freespin)).toBe(true);
    expect((await lists({ type: 'slot', sort: 1, limit: 3 })).length).toBe(3);
  });

  it('A to Z on a Thai page: the Thai names in Thai dictionary order', async () => {
    const thai = new Intl.Collator('th');
    const az = await lists({ type: 'slot', sort: 5, limit: 200, language: 'th' });
    const names = az.map((g) => g.nameTh);
    expect(names).toEqual([...names].sort(thai.compare));
    expect(names).not.toEqual((await lists({ type: 'slot', sort: 5, limit: 200 })).map((g) => g.nameTh));
    expect((await gql(t.app, LIST, { groupID: 'NKG01', sort: 5, language: 'jp' })).errors?.[0]?.extensions.code).toBe(
      8000,
    );
  });

  it('game: one game by id with its names, null for an unknown id, 8000 for a malformed one', async () => {
    const list = await gql(t.app, `{ lists(groupID: "NKG01", type: "slot", limit: 1) { _id nameTh nameEn } }`);
    const first = (list.data as { lists: { _id: string; nameTh: string; nameEn: string }[] }).lists[0]!;
    const one = await gql(t.app, `query($id: ID!) { game(id: $id) { _id nameTh nameEn favourite } }`, {
      id: first._id,
    });
    expect(one.data).toEqual({ game: { ...first, favourite: null } });
    expect((await gql(t.app, `{ game(id: "999999999") { _id } }`)).data).toEqual({ game: null });
    expect((await gql(t.app, `{ game(id: "x'; drop") { _id } }`)).errors?.[0]?.extensions.code).toBe(8000);
  });

  it('listsPage gives the total for paging', async () => {
    const res = await gql(t.app, `{ listsPage(groupID: "NKG01", type: "slot", limit: 3) { total items { code } } }`);
    expect(res.data).toEqual({
      listsPage: { total: 240, items: [expect.anything(), expect.anything(), expect.anything()] },
    });
  });

  it('bad arguments: 8000 with a message', async () => {
    const bad = await gql(t.app, LIST, { groupID: 'NKG01', type: 'poker' });
    expect(bad.errors?.[0]).toMatchObject({
      extensions: { code: 8000 },
      message: expect.stringMatching(/type must be/),
    });
    expect((await gql(t.app, LIST, { groupID: 'NKG01', sort: 9 })).errors?.[0]?.extensions.code).toBe(8000);
    expect((await gql(t.app, LIST, { groupID: 'NOPE' })).errors?.[0]?.message).toMatch(/unknown groupID/);
    expect((await gql(t.app, LIST, {})).errors?.[0]?.extensions.code).toBe(8000);
    expect((await gql(t.app, '{ lists { nope } }')).errors?.[0]?.extensions.code).toBe(8000);
    expect((await gql(t.app, '{ lists(')).errors?.[0]?.extensions.code).toBe(8000);
  });
});

describe('search: what Thai and English players type (issue #18 item 15)', () => {
  const PAGE = `query S($groupID: String!, $search: String, $type: String, $category: String, $freespin: Boolean,
    $handle: String) {
    listsPage(groupID: $groupID, search: $search, type: $type, category: $category, freespin: $freespin,
      handle: $handle, limit: 200) {
      total items { type category nameEn nameTh freespin handle }
    }
  }`;
  type Found = {
    total: number;
    items: Pick<Game, 'type' | 'category' | 'nameEn' | 'nameTh' | 'freespin' | 'handle'>[];
  };
  const find = async (search: string | null, more: Record<string, unknown> = {}, groupID = 'NKG01') => {
    const res = await gql(t.app, PAGE, { groupID, search, ...more });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return (res.data as { listsPage: Found }).listsPage;
  };
  const total = async (search: string | null, more: Record<string, unknown> = {}) => (await find(search, more)).total;

  it('category words in Thai and English find their game type', async () => {
    const families: [string, string[]][] = [
      ['slot', ['สล็อต', 'slot', 'SLOTS', 'สล็อตออนไลน์', 'เกมสล็อต', 'สลอต']],
      ['fishing', ['ยิงปลา', 'เกมยิงปลา', 'fishing', 'fish']],
      ['lotto', ['หวย', 'lotto', 'lottery', 'ลอตเตอรี่']],
      ['sport', ['กีฬา', 'sport', 'sports', 'แทงบอล']],
      ['casino', ['คาสิโน', 'คาสิโนสด', 'casino', 'live casino', 'Live Casino']],
    ];
    for (const [type, words] of families) {
      const all = await total(null, { type });
      expect(all).toBeGreaterThan(0);
      for (const word of words) {
        const found = await find(word);
        expect({ word, total: found.total }).toEqual({ word, total: all });
        expect(found.items.every((g) => g.type === type)).toBe(true);
      }
    }
  });

  it('ฟรีสปิน / freespin find the free-spin games', async () => {
    const all = await total(null, { freespin: true });
    expect(all).toBeGreaterThan(0);
    for (const word of ['ฟรีสปิน', 'freespin', 'free spin', 'Free Spins']) {
      const found = await find(word);
      expect({ word, total: found.total }).toEqual({ word, total: all });
      expect(found.items.every((g) => g.freespin)).toBe(true);
    }
  });

  it('บาคาร่า, รูเล็ต, แบล็คแจ็ค and their English names find those tables', async () => {
    const kinds: [RegExp, number, string[]][] = [
      [/baccarat/i, 36, ['บาคาร่า', 'บาคาร่าสด', 'baccarat', 'live baccarat', 'Baccarat']],
      [/roulette/i, 9, ['รูเล็ต', 'รูเล็ท', 'roulette']],
      [/blackjack/i, 9, ['แบล็คแจ็ค', 'แบล็กแจ็ก', 'เเบล็คเเจ็ค', 'blackjack', 'Black Jack']],
    ];
    for (const [name, count, words] of kinds) {
      for (const word of words) {
        const found = await find(word);
        expect({ word, total: found.total }).toEqual({ word, total: count });
        expect(found.items.every((g) => g.type === 'casino' && name.test(g.nameEn))).toBe(true);
      }
    }
    // The footer's lists: the same words within live casino, on both brands.
    expect((await find('roulette', { type: 'casino' }, 'LTP01')).total).toBe(9);
    expect((await find('baccarat', { type: 'casino' }, 'LTP01')).total).toBe(36);
  });

  it('provider names with or without spaces, in any case', async () => {
    for (const word of ['Red Tiger', 'red tiger', 'redtiger', 'RED TIGER', 'red-tiger']) {
      const found = await find(word);
      expect({ word, total: found.total }).toEqual({ word, total: 24 });
      expect(found.items.every((g) => g.category === 'redtiger')).toBe(true);
    }
    for (const word of ['PG Soft', 'pgsoft', 'pg soft', 'PGSOFT', 'pg slot']) {
      const found = await find(word);
      expect({ word, total: found.total }).toEqual({ word, total: 24 });
      expect(found.items.every((g) => g.category === 'pgsoft')).toBe(true);
    }
    expect((await find('Dream Gaming')).items.every((g) => g.category === 'dream')).toBe(true);
  });

  it('every provider by the Thai name players write, and common other spellings', async () => {
    for (const p of PROVIDERS) {
      const all = await total(null, { category: p.code });
      for (const word of [p.nameTh, ...(p.aliases ?? [])]) {
        const found = await find(word);
        expect({ word, total: found.total }).toEqual({ word, total: all });
        expect(found.items.every((g) => g.category === p.code)).toBe(true);
      }
    }
    expect((await find('พีจี')).items.every((g) => g.category === 'pgsoft')).toBe(true);
    expect(await total('โจกเกอร์')).toBe(await total('โจ๊กเกอร์'));
  });

  it('a category word and a provider together narrow to both', async () => {
    const jokerFishing = await total(null, { type: 'fishing', category: 'joker' });
    expect(jokerFishing).toBe(5);
    for (const word of ['ยิงปลาโจ๊กเกอร์', 'ยิงปลา joker', 'joker fishing', 'เกมยิงปลา โจ๊กเกอร์']) {
      expect({ word, total: await total(word) }).toEqual({ word, total: jokerFishing });
    }
    expect(await total('สล็อต pg')).toBe(24);
    expect(await total('slot evolution')).toBe(0);
    const saBaccarat = await find('บาคาร่า sa gaming');
    expect(saBaccarat.total).toBe(4);
    expect(saBaccarat.items.every((g) => g.category === 'sagaming' && /baccarat/i.test(g.nameEn))).toBe(true);
  });

  it('Thai and English game names still match', async () => {
    expect((await find('Ocean King')).items.map((g) => g.nameTh)).toContain('ราชาแห่งมหาสมุทร');
    expect((await find('ราชาแห่งมหาสมุทร')).items.map((g) => g.nameEn)).toContain('Ocean King');
    expect((await find('oceanking')).total).toBe((await find('Ocean King')).total);
    expect((await find('หวยฮานอย')).items.map((g) => g.nameEn)).toEqual(['Hanoi Lottery']);
  });

  it('finds nothing for nonsense, punctuation alone or filler words alone; demos stay hidden', async () => {
    for (const word of ['xyzzyq', 'ฟหกดเ', 'qwertyuiop', '%', '!!!', 'online game', 'เกมออนไลน์', 'slot a']) {
      expect({ word, total: await total(word) }).toEqual({ word, total: 0 });
    }
    expect((await find('ทดลองเล่น')).total).toBe(0);
    expect((await find('ทดลองเล่น', { handle: '-demo' })).total).toBe(4);
  });

  it('stays inside the GraphQL cost limit and costs the server microseconds', async () => {
    // A full 200-game page of results is one request the cost limit allows.
    expect((await find('สล็อต')).items).toHaveLength(200);
    const sorted = await t.app.lobby.catalogue.games();
    const terms = ['สล็อต pg', 'เรดไทเกอร์', 'Red Tiger', 'บาคาร่าสด', 'xyzzyq', 'ยิงปลาโจ๊กเกอร์'];
    const started = performance.now();
    for (let i = 0; i < 600; i++) filterGames(sorted, { groupID: 'NKG01', search: terms[i % terms.length] }, undefined);
    // The catalogue's search text is built when it loads; a request only compares strings (~0.1 ms here).
    expect((performance.now() - started) / 600).toBeLessThan(5);
  });
});

describe('favourites, recents, counts (logged in)', () => {
  const COUNTS = `query C($userID: String) {
    getFavouriteAndRecent(userID: $userID, groupID: "NKG01") { countRecent countFavourite } }`;
  const FAV = `mutation F($gameID: ID!, $userID: String) {
    addFavourite(userID: $userID, gameID: $gameID) { countRecent countFavourite } }`;
  const REC = `mutation R($gameID: ID!) { addRecent(gameID: $gameID) { countRecent countFavourite } }`;

  it('toggles a favourite and flags it in lists', async () => {
    const [game] = await lists({ type: 'slot', limit: 1 });
    expect((await gql(t.app, FAV, { gameID: game!._id, userID }, token)).data).toEqual({
      addFavourite: { countRecent: 0, countFavourite: 1 },
    });
    const mine = await lists({ favourite: true, userID }, token);
    expect(mine.map((g) => g._id)).toEqual([game!._id]);
    expect(mine[0]).toMatchObject({ favourite: true, recent: false, rating: expect.any(Number) });
    // by code as well, toggling back off
    expect((await gql(t.app, FAV, { gameID: game!.code }, token)).data).toEqual({
      addFavourite: { countRecent: 0, countFavourite: 0 },
    });
    expect(await lists({ favourite: true, userID }, token)).toEqual([]);
  });

  it('records recents newest first and counts them', async () => {
    const games = await lists({ type: 'fishing', limit: 3 });
    for (const g of games) {
      t.clock.advance(1);
      await gql(t.app, REC, { gameID: g._id }, token);
    }
    const recent = await lists({ recent: true }, token);
    expect(recent.map((g) => g._id)).toEqual(games.map((g) => g._id).reverse());
    expect((await gql(t.app, COUNTS, { userID }, token)).data).toEqual({
      getFavouriteAndRecent: { countRecent: 3, countFavourite: 0 },
    });
    const focus = await lists({ type: 'fishing', favouriteAndRecentFocus: true, limit: 3 }, token);
    expect(focus.every((g) => g.recent)).toBe(true);
  });

  it('ignores a userID that is not the token’s member; visitors get zeros; mutations need a token', async () => {
    expect((await gql(t.app, COUNTS, { userID: '00000000-0000-0000-0000-000000000000' }, token)).data).toEqual({
      getFavouriteAndRecent: { countRecent: 0, countFavourite: 0 },
    });
    expect(await lists({ recent: true, userID: 'someone-else' }, token)).toEqual([]);
    expect((await gql(t.app, COUNTS, {})).data).toEqual({
      getFavouriteAndRecent: { countRecent: 0, countFavourite: 0 },
    });
    expect((await gql(t.app, FAV, { gameID: '1' })).errors?.[0]?.extensions.code).toBe(7002);
    expect((await gql(t.app, FAV, { gameID: '99999999' }, token)).errors?.[0]?.extensions.code).toBe(8000);
  });

  it('an expired token fails with 7003, a forged one with 7002', async () => {
    expect((await gql(t.app, COUNTS, {}, 'forged.token')).errors?.[0]?.extensions.code).toBe(7002);
    const fresh = await login(t.app, 'demo02');
    t.clock.advance(16 * 60);
    expect((await gql(t.app, COUNTS, {}, fresh.access_token)).errors?.[0]?.extensions.code).toBe(7003);
    token = (await login(t.app)).access_token;
  });
});

describe('categorys and notices', () => {
  it('categorys: provider tiles per type, member flags when logged in', async () => {
    const q = `query($type: String, $userID: String) { categorys(groupID: "NKG01", type: $type, userID: $userID) {
      _id type category code img language nameTh nameEn launching hot new root categoryName handle enable favourite
      recent } }`;
    const pub = (await gql(t.app, q, { type: 'casino' })).data as { categorys: Record<string, unknown>[] };
    expect(pub.categorys.length).toBe(9);
    expect(pub.categorys[0]).toMatchObject({ type: 'casino', launching: true, root: true, enable: null });
    const all = (await gql(t.app, q, {})).data as { categorys: { code: string }[] };
    expect(new Set(all.categorys.map((c) => c.code)).size).toBe(20);
    const mine = (await gql(t.app, q, { type: 'fishing', userID }, token)).data as {
      categorys: { enable: boolean; recent: boolean }[];
    };
    expect(mine.categorys.every((c) => c.enable === true)).toBe(true);
    expect(mine.categorys.some((c) => c.recent)).toBe(true);
  });

  it('getNotifys: brand notices of every type; bank ones only for the member’s bank group', async () => {
    const q = `query($g: String!, $c: String) { getNotifys(groupID: $g, groupCustomer: $c) {
      id title type link imageUrl gameName content showOne forceUpgate publishedAt } }`;
    const forA = (await gql(t.app, q, { g: 'NKG01', c: 'A' })).data as { getNotifys: { type: string; id: string }[] };
    expect(forA.getNotifys.map((n) => n.type).sort()).toEqual(['bank', 'game', 'maintenance', 'other', 'promotion']);
    const forB = (await gql(t.app, q, { g: 'NKG01', c: 'B' })).data as { getNotifys: { type: string }[] };
    expect(forB.getNotifys.map((n) => n.type)).not.toContain('bank');
    const one = await gql(t.app, `query($id: ID!) { getNotify(groupID: "NKG01", id: $id) { id title } }`, {
      id: forA.getNotifys[0]!.id,
    });
    expect((one.data as { getNotify: { id: string } }).getNotify.id).toBe(forA.getNotifys[0]!.id);
  });

  it('publishing a notice through the operator command makes it appear', async () => {
    const res = await call(t.app, 'POST', '/admin/command', {
      body: {
        args: [
          'notice',
          'publish',
          '--group',
          'LTP01',
          '--type',
          'game',
          '--title',
          'New slot',
          '--content',
          '<p>hi</p>',
          '--game',
          'Golden Dragon',
          '--show-one',
        ],
      },
    });
    expect(res.body.code).toBe(0);
    const q = `{ getNotifys(groupID: "LTP01") { title gameName showOne } }`;
    const data = (await gql(t.app, q)).data as { getNotifys: { title: string; gameName: string; showOne: boolean }[] };
    expect(data.getNotifys[0]).toEqual({ title: 'New slot', gameName: 'Golden Dragon', showOne: true });
  });
});

describe('REST game calls, launch, artwork', () => {
  it('REST categorys and lists carry the same data as GraphQL', async () => {
    const cats = await post(t.app, '/api/v3/member/game/categorys', { groupID: 'NKG01', type: 'slot' });
    expect(cats.body.code).toBe(0);
    expect((cats.body.result as unknown[]).length).toBe(10);
    const rest = await post(t.app, '/api/v3/member/game/lists', { groupID: 'NKG01', type: 'slot', limit: 5, sort: 5 });
    const graph = await lists({ type: 'slot', limit: 5, sort: 5 });
    expect(rest.body).toMatchObject({ code: 0, total: 240 });
    expect(rest.body.result).toEqual(graph);
    expect((await post(t.app, '/api/v3/member/game/lists', { type: 'slot' })).body.code).toBe(8000);
  });

  it('launch returns a URL that opens the game; records it as recent', async () => {
    const res = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'MB', game_code: 'pgsoft-slot-002', lang: 'en' },
      token,
    );
    expect(res.body).toMatchObject({
      code: 0,
      result: expect.stringMatching(/^http:\/\/lobby\.test\/play\/pgsoft-slot-002\?ticket=.+&lang=en&client=MB$/),
    });
    const url = new URL(res.body.result as string);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('demo01');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}?ticket=bad` })).statusCode).toBe(403);
    const recent = await lists({ recent: true, limit: 1 }, token);
    expect(recent[0]!.code).toBe('pgsoft-slot-002');
  });

  it('launch: guests only for demos, 99 under maintenance, 8000 for bad input', async () => {
    expect(
      (await post(t.app, '/api/v1/member/game/launch', { client: 'PC', game_code: 'pgsoft-slot-002', lang: 'th' })).body
        .code,
    ).toBe(7002);
    expect(
      (await post(t.app, '/api/v1/member/game/launch', { client: 'PC', game_code: 'wm-demo', lang: 'th' })).body.code,
    ).toBe(0);
    await call(t.app, 'POST', '/admin/command', { body: { args: ['game', 'maintenance', 'pgsoft-slot-003', 'on'] } });
    const game = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-003', lang: 'th' },
      token,
    );
    expect(game.body).toMatchObject({ code: 99, message: expect.stringContaining('ปิดปรับปรุง') });
    await call(t.app, 'POST', '/admin/command', { body: { args: ['provider', 'maintenance', 'joker', 'on'] } });
    const [jokerGame] = await lists({ category: 'joker', limit: 1 });
    expect(jokerGame).toMatchObject({ maintenance: true });
    const provider = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', gameID: jokerGame!._id, lang: 'en' },
      token,
    );
    expect(provider.body).toMatchObject({ code: 99, message: expect.stringContaining('maintenance') });
    expect(
      (await post(t.app, '/api/v1/member/game/launch', { client: 'TV', game_code: 'x', lang: 'th' }, token)).body.code,
    ).toBe(8000);
    expect((await post(t.app, '/api/v1/member/game/launch', { client: 'PC', lang: 'th' }, token)).body.message).toMatch(
      /game_code or gameID/,
    );
    expect(
      (await post(t.app, '/api/v1/member/game/launch', { client: 'PC', game_code: 'nope', lang: 'th' }, token)).body
        .code,
    ).toBe(8000);
  });

  it('artwork is deterministic SVG', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/assets/games/pgsoft-slot-001.svg' });
    const b = await t.app.inject({ method: 'GET', url: '/assets/games/pgsoft-slot-001.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('PGSOFT');
    expect((await t.app.inject({ method: 'GET', url: '/assets/games/pgsoft-slot-002.svg' })).body).not.toBe(a.body);
    expect((await get(t.app, '/assets/games/..%2F..%2Fetc.svg')).status).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/assets/games/pgsoft-slot-001.svg',
          headers: { 'if-none-match': String(a.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('game art is a deterministic PNG of the same design, at the size a phone tile draws', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/assets/games/pgsoft-slot-001.png' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    const png = a.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([RASTER_ART_SIZE, RASTER_ART_SIZE]);
    expect(png.length).toBeLessThan(12_000);
    expect(Buffer.compare(png, rasterArtwork('games', 'pgsoft-slot-001'))).toBe(0);
    const other = await t.app.inject({ method: 'GET', url: '/assets/games/pgsoft-slot-002.png' });
    expect(Buffer.compare(other.rawPayload, png)).not.toBe(0);
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/games/pgsoft-slot-001.png',
      headers: { 'if-none-match': String(a.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await get(t.app, '/assets/games/pgsoft-slot-001.gif')).status).toBe(404);
  });
});

describe('GraphQL over GET', () => {
  it('answers queries and refuses mutations', async () => {
    const q = encodeURIComponent('{ getFavouriteAndRecent(groupID: "NKG01") { countRecent } }');
    expect((await get(t.app, `/graphql?query=${q}`)).body).toMatchObject({
      data: { getFavouriteAndRecent: { countRecent: 0 } },
    });
    const m = encodeURIComponent('mutation { addRecent(gameID: "1") { countRecent } }');
    const res = (await get(t.app, `/graphql?query=${m}`, token)).body as unknown as { errors: { message: string }[] };
    expect(res.errors[0]!.message).toMatch(/POST/);
  });
});

describe('REST lists leniency', () => {
  it('accepts numbers sent as strings, rejects nonsense', async () => {
    const res = await post(t.app, '/api/v3/member/game/lists', {
      groupID: 'NKG01',
      type: 'slot',
      limit: '3',
      sort: '5',
    });
    expect(res.body.code).toBe(0);
    expect((res.body.result as unknown[]).length).toBe(3);
    expect((await post(t.app, '/api/v3/member/game/lists', { groupID: 'NKG01', limit: 'lots' })).body.code).toBe(8000);
    expect((await post(t.app, '/api/v3/member/game/lists', { groupID: 'NKG01', limit: null })).body.code).toBe(0);
  });
});
