import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { listColumns } from '../VirtualGameGrid/grid';
import { GameGridSkeleton } from './GameGridSkeleton';

describe('GameGridSkeleton', () => {
  it('fills rows × columns with tile-shaped placeholders hidden from screen readers', () => {
    const { container } = renderWithProviders(<GameGridSkeleton rows={2} initialWidth={500} />);
    expect(container.querySelectorAll('[data-skeleton-tile]')).toHaveLength(8);
    expect(container.querySelector('[data-columns]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดเกม…');
  });

  it('uses the same breakpoints as the grid, art at the tile ratio', () => {
    const { container } = renderWithProviders(
      <GameGridSkeleton rows={1} columns={listColumns} initialWidth={1300} ratio="portrait" />,
    );
    expect(container.querySelectorAll('[data-skeleton-tile]')).toHaveLength(8);
    const art = container.querySelector('[data-skeleton-tile] > span') as HTMLElement;
    expect(art.style.aspectRatio).toBe('3 / 4');
  });
});
