import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchPage } from './SearchPage';
import { createGamesGraphql, gqlGame, renderGamesPage } from '../testing/renderGamesPage';

const path = '/search/:id?';

describe('SearchPage', () => {
  it('sends nothing for fewer than 3 characters and shows the hint', async () => {
    const graphql = createGamesGraphql();
    renderGamesPage(<SearchPage />, { url: '/search/ab', path, graphql });
    expect(await screen.findByText('พิมพ์อย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    // Characters the header search drops do not count either: "a$%b" is "ab".
    renderGamesPage(<SearchPage />, { url: `/search/${encodeURIComponent('a$%b')}`, path, graphql });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(graphql.variablesOf('GamesPage')).toEqual([]);
  });

  it('searches across types for the term of the path, with the count and per-type counts', async () => {
    const graphql = createGamesGraphql({
      GamesPage: {
        listsPage: {
          __typename: 'GamePage',
          total: 3,
          items: [gqlGame(0, { type: 'slot' }), gqlGame(1, { type: 'slot' }), gqlGame(2, { type: 'fishing' })],
        },
      },
    });
    renderGamesPage(<SearchPage />, { url: `/en/search/${encodeURIComponent('golden dragon')}`, path, graphql });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “golden dragon”: 3 games' }),
    ).toBeInTheDocument();
    expect(graphql.variablesOf('GamesPage')).toEqual([
      { groupID: 'NKG01', search: 'golden dragon', sort: 1, limit: 48, offset: 0 },
    ]);
    expect(screen.getByText('Slots: 2 games')).toBeInTheDocument();
    expect(screen.getByText('Fishing: 1 game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Golden Dragon 1/ })).toHaveAttribute(
      'href',
      '/en/game/game-0/evolution-golden-dragon-1',
    );
  });

  it('keeps the sort in the address', async () => {
    const graphql = createGamesGraphql();
    const { user, location } = renderGamesPage(<SearchPage />, { url: '/search/dragon', path, graphql });
    await screen.findByRole('heading', { level: 1, name: 'ผลการค้นหา “dragon” 3 เกม' });
    await user.selectOptions(screen.getByLabelText('เรียงตาม'), '2');
    await waitFor(() => expect(graphql.variablesOf('GamesPage').at(-1)).toMatchObject({ search: 'dragon', sort: 2 }));
    expect(location()).toBe('/search/dragon?sort=2');
  });

  it('has a real search box on every width: empty page focuses it, typing and Enter search', async () => {
    const graphql = createGamesGraphql();
    const { user, location } = renderGamesPage(<SearchPage />, { url: '/search', path, graphql });
    const box = screen.getByRole('searchbox', { name: 'ค้นหาเกม' });
    expect(box).toHaveFocus();
    await user.type(box, 'jok<>er{Enter}');
    await waitFor(() => expect(location()).toBe('/search/joker'));
    expect(await screen.findByRole('searchbox', { name: 'ค้นหาเกม' })).toHaveValue('joker');
    await waitFor(() => expect(graphql.variablesOf('GamesPage').at(-1)).toMatchObject({ search: 'joker' }));
  });

  it('says a short term is too short instead of keeping the old results, and cuts pasted text to 60', async () => {
    const graphql = createGamesGraphql();
    const { user, location } = renderGamesPage(<SearchPage />, { url: '/en/search/dragon', path, graphql });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.clear(box);
    await user.type(box, 'ab{Enter}');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeVisible();
    expect(location()).toBe('/en/search/dragon');
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(61));
    expect(box).toHaveValue('x'.repeat(60));
  });

  it('shows the empty state with the term when nothing matches', async () => {
    const graphql = createGamesGraphql({ GamesPage: { listsPage: { __typename: 'GamePage', total: 0, items: [] } } });
    renderGamesPage(<SearchPage />, { url: `/search/${encodeURIComponent('ไม่มีเกมนี้')}`, path, graphql });
    expect(await screen.findByRole('heading', { name: 'ไม่พบเกมที่ตรงกับ “ไม่มีเกมนี้”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลือกดูเกมทั้งหมด' })).toHaveAttribute('href', '/list/casino');
  });
});
