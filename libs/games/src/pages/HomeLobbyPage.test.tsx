import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeLobbyPage, uniqueProviders } from './HomeLobbyPage';
import { gqlCounts, memberSession } from '@lobby/testing';
import { createGamesGraphql, gqlGames, renderGamesPage, gqlCategories, cachedCounts } from '../testing/renderGamesPage';

const path = '/';

describe('HomeLobbyPage', () => {
  it('opens on the casino tab, with hot and new rows and the 20 providers, skeletons first', async () => {
    const graphql = createGamesGraphql();
    renderGamesPage(<HomeLobbyPage />, { url: '/', path, graphql });
    expect(screen.getAllByRole('status', { busy: true }).length).toBeGreaterThan(0);
    const tabs = screen.getByRole('tablist', { name: 'หมวดเกม' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['คาสิโนสด', 'สล็อต', 'ยิงปลา', 'หวย', 'กีฬา', 'เกมฮิต']);
    expect(within(tabs).getByRole('tab', { name: 'คาสิโนสด' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'คาสิโนสด ยอดนิยม' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high'));

    const lists = graphql.variablesOf('GamesList');
    expect(lists).toContainEqual({ groupID: 'NKG01', type: 'casino', sort: 1, limit: 14 });
    expect(lists).toContainEqual({ groupID: 'NKG01', hot: true, sort: 3, limit: 14 });
    expect(lists).toContainEqual({ groupID: 'NKG01', gameNew: true, sort: 2, limit: 14 });
    expect(lists.some((v) => v.favourite || v.recent)).toBe(false);

    expect(await screen.findByRole('heading', { name: 'เกมฮิต', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'เกมใหม่', level: 2 })).toBeInTheDocument();
    const rail = screen.getByRole('navigation', { name: 'ค่ายเกม' });
    expect(within(rail).getAllByRole('link')).toHaveLength(20);
    expect(within(rail).getByRole('link', { name: /Joker/ })).toHaveAttribute('href', '/list/joker');
    expect(screen.getByRole('link', { name: 'ดูโปรโมชั่นทั้งหมด' })).toHaveAttribute('href', '/promotions');
  });

  it("keeps the brand's name on one line in the welcome banner (the Thai dictionary does not know it)", () => {
    renderGamesPage(<HomeLobbyPage />, { url: '/', path, graphql: createGamesGraphql() });
    const banners = screen.getByRole('list', { name: 'แนะนำ' });
    const name = within(banners).getByText('เทสต์แบรนด์');
    expect(name.closest('a')).toHaveTextContent('ยินดีต้อนรับสู่ เทสต์แบรนด์');
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
  });

  it('asks for a row below the first screen, and the providers, only once they near the screen', async () => {
    const watched: { element: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          watched.push({ element, callback: this.callback });
        }
        disconnect() {}
      },
    );
    try {
      const graphql = createGamesGraphql();
      renderGamesPage(<HomeLobbyPage />, { url: '/', path, graphql });
      const hot = { groupID: 'NKG01', hot: true, sort: 3, limit: 14 };
      const fresh = { groupID: 'NKG01', gameNew: true, sort: 2, limit: 14 };
      await waitFor(() =>
        expect(graphql.variablesOf('GamesList')).toContainEqual({
          groupID: 'NKG01',
          type: 'casino',
          sort: 1,
          limit: 14,
        }),
      );
      expect(graphql.variablesOf('GamesList')).not.toContainEqual(hot);
      // The rows wait as their skeletons, never as "no games".
      const hotRow = screen.getByRole('heading', { name: 'เกมฮิต', level: 2 }).closest('section')!;
      expect(within(hotRow).getByRole('status', { busy: true })).toBeInTheDocument();

      const entry = watched.find(({ element }) => element === hotRow)!;
      act(() =>
        entry.callback([{ isIntersecting: true, target: hotRow } as unknown as IntersectionObserverEntry], {} as never),
      );
      await waitFor(() => expect(graphql.variablesOf('GamesList')).toContainEqual(hot));
      expect(graphql.variablesOf('GamesList')).not.toContainEqual(fresh);
      expect(await within(hotRow).findAllByTestId('game-tile')).not.toHaveLength(0);

      // The rail shows the catalogue's providers until it asks for the server's.
      const providers = screen.getByRole('heading', { name: 'ค่ายเกม', level: 2 }).closest('section')!;
      expect(within(providers).getAllByRole('link')).toHaveLength(20);
      expect(graphql.variablesOf('GameCategories')).toEqual([]);
      const rail = watched.find(({ element }) => element === providers)!;
      act(() =>
        rail.callback(
          [{ isIntersecting: true, target: providers } as unknown as IntersectionObserverEntry],
          {} as never,
        ),
      );
      await waitFor(() => expect(graphql.variablesOf('GameCategories')).toEqual([{ groupID: 'NKG01' }]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('switches the tab panel to another category', async () => {
    const graphql = createGamesGraphql();
    const { user } = renderGamesPage(<HomeLobbyPage />, { url: '/en', path, graphql });
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Popular in Slots' }),
    ).toBeInTheDocument();
    expect(graphql.variablesOf('GamesList')).toContainEqual({ groupID: 'NKG01', type: 'slot', sort: 1, limit: 14 });
    // The row's tiles (and its link) render once the answer is shown, in a transition after it arrives.
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('link', { name: 'See all: Popular in Slots' }),
    ).toHaveAttribute('href', '/en/list/slot');
  });

  it('adds recent and favourite tabs and rows for a member, with the counts', async () => {
    const graphql = createGamesGraphql({
      GamesList: (variables) => ({ lists: variables.favourite ? [] : gqlGames(4) }),
      AddFavourite: { addFavourite: gqlCounts(5, 2) },
    });
    const { user, ...page } = renderGamesPage(<HomeLobbyPage />, { url: '/', path, graphql, session: memberSession });
    const tabs = screen.getByRole('tablist');
    // Counts arrive with getFavouriteAndRecent (the harness answers 2 favourites, 3 recents).
    expect(await within(tabs).findByRole('tab', { name: 'เล่นล่าสุด 3' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'เกมโปรด 2' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'เกมที่เล่นล่าสุด' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีเกมโปรด' })).toBeInTheDocument();
    const lists = graphql.variablesOf('GamesList');
    expect(lists).toContainEqual({ groupID: 'NKG01', recent: true, userID: 'id-demo01', sort: 1, limit: 14 });
    expect(lists).toContainEqual({ groupID: 'NKG01', favourite: true, userID: 'id-demo01', sort: 1, limit: 14 });

    // The same game in several rows: one tap flips every heart (one cache entry) and updates the sidebar counts.
    const hearts = await screen.findAllByRole('button', { name: 'เกมโปรด: มังกรทองคำ 1' });
    expect(hearts.length).toBeGreaterThan(1);
    await user.click(hearts[0]!);
    expect(await screen.findByText('เพิ่มในเกมโปรดแล้ว')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: 'เกมโปรด: มังกรทองคำ 1' })
          .every((h) => h.getAttribute('aria-pressed') === 'true'),
      ).toBe(true),
    );
    expect(cachedCounts(page)).toEqual({ countFavourite: 5, countRecent: 2 });
  });

  it('shows a new favourite in the favourite tab and row at once (the server list is asked again)', async () => {
    const favourites = new Set<string>();
    const graphql = createGamesGraphql({
      GamesList: (variables) => ({
        lists: variables.favourite ? gqlGames(4).filter((g) => favourites.has(g._id)) : gqlGames(4),
      }),
      AddFavourite: (variables) => {
        favourites.add(String(variables.gameID));
        return { addFavourite: gqlCounts(favourites.size, 0) };
      },
    });
    const { user } = renderGamesPage(<HomeLobbyPage />, { url: '/', path, graphql, session: memberSession });
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีเกมโปรด' })).toBeInTheDocument();
    const asked = graphql.variablesOf('GamesList').filter((v) => v.favourite).length;
    await user.click((await screen.findAllByRole('button', { name: 'เกมโปรด: มังกรทองคำ 1' }))[0]!);
    await waitFor(() =>
      expect(graphql.variablesOf('GamesList').filter((v) => v.favourite).length).toBeGreaterThan(asked),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'ยังไม่มีเกมโปรด' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: /^เกมโปรด/ }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: /^มังกรทองคำ 1/ })).toBeInTheDocument();
  });

  it('dedupes the provider tiles of categorys into one chip per provider', () => {
    const chips = uniqueProviders(gqlCategories());
    expect(chips).toHaveLength(20);
    expect(new Set(chips.map((c) => c.id)).size).toBe(20);
    expect(uniqueProviders(undefined)).toHaveLength(20);
  });
});
