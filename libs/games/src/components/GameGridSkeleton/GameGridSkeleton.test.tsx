import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { columnsForWidth, minWidthForColumns } from '../VirtualGameGrid/grid';
import { GameGridSkeleton } from './GameGridSkeleton';
import { columnSets, tileShownFrom, type ColumnSet } from './GameGridSkeleton.css';

/** The tiles a container of `width` shows: those with no width class, or whose class's width it reaches. */
function shownAt(tiles: Element[], set: ColumnSet, width: number) {
  const widthOf = (tile: Element) => {
    const n = tileShownFrom[set].findIndex((name) => name && tile.classList.contains(name));
    return n === -1 ? 0 : (minWidthForColumns(n, columnSets[set]) ?? Infinity);
  };
  return tiles.filter((tile) => widthOf(tile) <= width).length;
}

describe('GameGridSkeleton', () => {
  it('holds tile-shaped placeholders hidden from screen readers, announced once', () => {
    const { container } = renderWithProviders(<GameGridSkeleton rows={2} />);
    expect(container.querySelectorAll('[data-skeleton-tile]')).toHaveLength(2 * 7);
    expect(container.querySelector('[data-skeleton-grid]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดเกม…');
  });

  it.each([
    ['lobby', 1],
    ['lobby', 2],
    ['list', 3],
  ] as const)('shows rows × the grid’s columns at every width (%s, %i rows)', (set, rows) => {
    const { container } = renderWithProviders(<GameGridSkeleton rows={rows} columns={set} />);
    const tiles = [...container.querySelectorAll('[data-skeleton-tile]')];
    for (const width of [320, 479, 480, 719, 720, 900, 1000, 1119, 1120, 1200, 1600])
      expect(shownAt(tiles, set, width), `${width}px`).toBe(rows * columnsForWidth(width, columnSets[set]));
  });

  it('draws the art at the tile ratio', () => {
    const { container } = renderWithProviders(<GameGridSkeleton rows={1} columns="list" ratio="portrait" />);
    const art = container.querySelector('[data-skeleton-tile] > span') as HTMLElement;
    expect(art.style.aspectRatio).toBe('3 / 4');
  });
});
