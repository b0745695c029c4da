import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GameTile } from './GameTile';
import { TileTextProvider } from './TileTextProvider';

const games = Array.from({ length: 6 }, (_, i) => makeGame(i, { hot: true, new: false, freespin: false }));
const tiles = games.map((game) => <GameTile key={game._id} game={game} />);

describe('TileTextProvider', () => {
  it('resolves the tiles’ texts once for all the tiles inside, where each tile alone resolves its own', () => {
    const { i18n, rerender } = renderWithProviders(<div />);
    const t = vi.spyOn(i18n, 't');
    const hotLookups = () => t.mock.calls.filter(([key]) => key === 'badges.hot').length;

    rerender(<TileTextProvider>{tiles}</TileTextProvider>);
    expect(screen.getAllByText('ฮิต')).toHaveLength(6);
    expect(hotLookups()).toBe(1);

    t.mockClear();
    rerender(<div>{tiles}</div>);
    expect(screen.getAllByText('ฮิต')).toHaveLength(6);
    expect(hotLookups()).toBe(6);
  });

  it('adds nothing inside another provider', () => {
    const { i18n, rerender } = renderWithProviders(<div />);
    const t = vi.spyOn(i18n, 't');
    rerender(
      <TileTextProvider>
        <TileTextProvider>{tiles.slice(0, 3)}</TileTextProvider>
        <TileTextProvider>{tiles.slice(3)}</TileTextProvider>
      </TileTextProvider>,
    );
    expect(t.mock.calls.filter(([key]) => key === 'badges.hot')).toHaveLength(1);
  });
});
