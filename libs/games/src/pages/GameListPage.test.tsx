import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameListPage } from './GameListPage';
import { gqlCounts, memberSession } from '@lobby/testing';
import { createGamesGraphql, gqlGames, renderGamesPage, cachedCounts } from '../testing/renderGamesPage';

const path = '/list/:id?';

function lastPage(graphql: ReturnType<typeof createGamesGraphql>) {
  return graphql.variablesOf('GamesPage').at(-1);
}

describe('GameListPage', () => {
  it('asks for a game type with the sort id of ?sort= and shows the total', async () => {
    const graphql = createGamesGraphql({
      GamesPage: { listsPage: { __typename: 'GamePage', total: 1234, items: gqlGames(12) } },
    });
    renderGamesPage(<GameListPage />, { url: '/list/slot?sort=2', path, graphql });
    expect(await screen.findByText('ทั้งหมด 1,234 เกม')).toBeInTheDocument();
    expect(lastPage(graphql)).toEqual({ groupID: 'NKG01', type: 'slot', sort: 2, limit: 48, offset: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'สล็อต' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'สล็อต' })).toBeInTheDocument();
  });

  it('changes the sort in the address and asks again (A to Z = 5)', async () => {
    const graphql = createGamesGraphql();
    const { user, location } = renderGamesPage(<GameListPage />, { url: '/list/casino', path, graphql });
    await screen.findByText('ทั้งหมด 3 เกม');
    expect(lastPage(graphql)).toMatchObject({ type: 'casino', sort: 1 });
    await user.selectOptions(screen.getByLabelText('เรียงตาม'), '5');
    // A to Z on a Thai page asks for the Thai names in Thai order.
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ type: 'casino', sort: 5, language: 'th' }));
    expect(location()).toBe('/list/casino?sort=5');
  });

  it('filters a provider page (joker) by game type', async () => {
    const graphql = createGamesGraphql();
    const { user } = renderGamesPage(<GameListPage />, { url: '/en/list/joker', path, graphql });
    expect(await screen.findByRole('heading', { level: 1, name: 'Games by Joker' })).toBeInTheDocument();
    expect(lastPage(graphql)).toMatchObject({ category: 'joker', sort: 1 });
    const types = screen.getByRole('navigation', { name: 'Game type' });
    // Joker makes slots and fishing games only.
    expect(
      within(types)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All types', 'Slots', 'Fishing']);
    await user.click(within(types).getByRole('link', { name: 'Fishing' }));
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ category: 'joker', type: 'fishing' }));
  });

  it('filters a type page by provider with the rail, "all" first', async () => {
    const graphql = createGamesGraphql();
    const { user, location } = renderGamesPage(<GameListPage />, { url: '/list/slot?sort=3', path, graphql });
    const rail = await screen.findByRole('navigation', { name: 'ค่ายเกม' });
    await waitFor(() => expect(within(rail).getByRole('link', { name: /PGSoft/ })).toBeInTheDocument());
    expect(within(rail).getAllByRole('link')[0]).toHaveTextContent('ทุกค่าย');
    expect(within(rail).queryByRole('link', { name: /Evolution/ })).toBeNull();
    await user.click(within(rail).getByRole('link', { name: /PGSoft/ }));
    await waitFor(() =>
      expect(lastPage(graphql)).toEqual({
        groupID: 'NKG01',
        type: 'slot',
        category: 'pgsoft',
        sort: 3,
        limit: 48,
        offset: 0,
      }),
    );
    expect(location()).toBe('/list/slot?sort=3&provider=pgsoft');
  });

  it('reads hot, freespin and category slugs', async () => {
    const graphql = createGamesGraphql();
    const first = renderGamesPage(<GameListPage />, { url: '/list/freespin', path, graphql });
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ freespin: true }));
    first.unmount();
    const second = renderGamesPage(<GameListPage />, { url: '/list/hot', path, graphql });
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ hot: true }));
    second.unmount();
    renderGamesPage(<GameListPage />, { url: '/list/fishing-joker', path, graphql });
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ type: 'fishing', category: 'joker' }));
  });

  it('lists a kind of live table from the footer (roulette, live baccarat), titled in the page language', async () => {
    const graphql = createGamesGraphql();
    const first = renderGamesPage(<GameListPage />, { url: '/list/roulette', path, graphql });
    expect(await screen.findByRole('heading', { level: 1, name: 'รูเล็ต' })).toBeInTheDocument();
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ type: 'casino', search: 'roulette' }));
    first.unmount();
    renderGamesPage(<GameListPage />, { url: '/en/list/baccarat', path, graphql });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live baccarat' })).toBeInTheDocument();
    await waitFor(() => expect(lastPage(graphql)).toMatchObject({ type: 'casino', search: 'baccarat' }));
  });

  it("lists the member's favourites with their id", async () => {
    const graphql = createGamesGraphql();
    renderGamesPage(<GameListPage />, { url: '/list/favourite', path, graphql, session: memberSession });
    await waitFor(() =>
      expect(lastPage(graphql)).toEqual({
        groupID: 'NKG01',
        favourite: true,
        userID: 'id-demo01',
        sort: 1,
        limit: 48,
        offset: 0,
      }),
    );
    expect(
      graphql.calls
        .filter((c) => c.operationName === 'GamesPage')
        .every((c) => c.authorization === 'Bearer access-demo01'),
    ).toBe(true);
  });

  it('ends with the 404 for a list the catalogue does not know (/list/anything)', async () => {
    renderGamesPage(<GameListPage />, { url: '/list/anything', path, graphql: createGamesGraphql() });
    expect(await screen.findByTestId('route-error')).toHaveTextContent('404');
  });

  it('shows the empty state of an empty list, and of no favourites yet', async () => {
    const graphql = createGamesGraphql({ GamesPage: { listsPage: { __typename: 'GamePage', total: 0, items: [] } } });
    const first = renderGamesPage(<GameListPage />, { url: '/list/lotto', path, graphql });
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีเกมในหมวดนี้' })).toBeInTheDocument();
    first.unmount();
    renderGamesPage(<GameListPage />, { url: '/list/favourite', path, graphql, session: memberSession });
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีเกมโปรด' })).toBeInTheDocument();
  });

  it('loads a first screen of games, then the next page by offset', async () => {
    const graphql = createGamesGraphql({
      GamesPage: (variables) => ({
        listsPage: {
          __typename: 'GamePage',
          total: 300,
          items: gqlGames(
            Math.min(Number(variables.limit), 300 - Number(variables.offset)),
            {},
            Number(variables.offset),
          ),
        },
      }),
    });
    const { user } = renderGamesPage(<GameListPage />, { url: '/list/slot', path, graphql });
    expect(await screen.findByText('แสดง 48 จาก 300 เกม')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    expect(await screen.findByText('แสดง 168 จาก 300 เกม')).toBeInTheDocument();
    expect(graphql.variablesOf('GamesPage').map((v) => [v.offset, v.limit])).toEqual([
      [0, 48],
      [48, 120],
    ]);
    expect(screen.getByRole('list', { name: 'สล็อต' }).querySelector('[aria-posinset="1"]')).toHaveAttribute(
      'aria-setsize',
      '168',
    );
  });

  it("toggles a member's favourite: mutation, sidebar counts from the answer, toast, heart flipped", async () => {
    const graphql = createGamesGraphql({ AddFavourite: { addFavourite: gqlCounts(7, 4) } });
    const { user, ...page } = renderGamesPage(<GameListPage />, {
      url: '/list/slot',
      path,
      graphql,
      session: memberSession,
    });
    const heart = await screen.findByRole('button', { name: /^เกมโปรด: มังกรทองคำ 1$/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByText('เพิ่มในเกมโปรดแล้ว')).toBeInTheDocument();
    expect(graphql.variablesOf('AddFavourite')).toEqual([{ userID: 'id-demo01', gameID: 'game-0' }]);
    expect(cachedCounts(page)).toEqual({ countFavourite: 7, countRecent: 4 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^เกมโปรด: มังกรทองคำ 1$/ })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('shows the error toast when the favourite fails, counts unchanged', async () => {
    const graphql = createGamesGraphql({ AddFavourite: { errors: [{ message: 'bad', extensions: { code: 8000 } }] } });
    const { user, ...page } = renderGamesPage(<GameListPage />, {
      url: '/list/slot',
      path,
      graphql,
      session: memberSession,
    });
    await user.click(await screen.findByRole('button', { name: /^เกมโปรด: มังกรทองคำ 1$/ }));
    expect(await screen.findByText('บันทึกเกมโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(cachedCounts(page)).toEqual({ countFavourite: 2, countRecent: 3 });
  });

  it('sends a visitor who taps a heart to login with the current address', async () => {
    const graphql = createGamesGraphql();
    const { user, location } = renderGamesPage(<GameListPage />, { url: '/en/list/slot?sort=2', path, graphql });
    await user.click(await screen.findByRole('button', { name: /^Favourite: Golden Dragon 1$/ }));
    await waitFor(() => expect(location()).toBe(`/en/login?url=${encodeURIComponent('/en/list/slot?sort=2')}`));
    expect(graphql.variablesOf('AddFavourite')).toEqual([]);
  });

  it('links each tile to its game page in the page language', async () => {
    renderGamesPage(<GameListPage />, { url: '/en/list/slot', path });
    const tile = await screen.findByRole('link', { name: /^Golden Dragon 1/ });
    expect(tile).toHaveAttribute('href', '/en/game/game-0/evolution-golden-dragon-1');
  });
});
