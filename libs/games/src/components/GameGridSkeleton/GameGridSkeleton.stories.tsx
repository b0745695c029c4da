import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import { GameGridSkeleton } from './GameGridSkeleton';

const meta = {
  title: 'games/GameGridSkeleton',
  component: GameGridSkeleton,
  decorators: [withStrings({ games: gamesLocales })],
} satisfies Meta<typeof GameGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneRows: Story = {
  args: { rows: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('กำลังโหลดเกม…');
    // Three rows of the lobby's widest (7 columns); the grid's width shows 3 × its columns of them.
    await expect(canvasElement.querySelectorAll('[data-skeleton-tile]')).toHaveLength(21);
  },
};

export const DesktopPortrait: Story = {
  globals: { locale: 'en' },
  args: { rows: 1, ratio: 'portrait' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading games…');
    // One row of the lobby's widest (7 columns), as many as a desktop's width shows.
    const tiles = canvasElement.querySelectorAll('[data-skeleton-tile]');
    await expect(tiles).toHaveLength(7);
  },
};
