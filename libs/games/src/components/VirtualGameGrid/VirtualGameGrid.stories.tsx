import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCallback, useState } from 'react';
import { makeGames } from '../../testing/fixtures';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import type { GameItem } from '../../types';
import { useFavouriteToast } from '../../useFavouriteToast';
import { VirtualGameGrid } from './VirtualGameGrid';

const fiveThousand = makeGames(5000);

const meta = {
  title: 'games/VirtualGameGrid',
  // Behaviour and scale demos (5,000 tiles): the tiles' look is pictured by GameTile's stories.
  tags: ['no-visual'],
  component: VirtualGameGrid,
  decorators: [withStrings({ games: gamesLocales })],
  parameters: { layout: 'fullscreen' },
  args: { games: fiveThousand, onLaunch: fn() },
} satisfies Meta<typeof VirtualGameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveThousandGames: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'รายการเกม' });
    const items = within(list).getAllByRole('listitem');
    // A handful of rows are in the DOM, not 5,000 tiles.
    await expect(items.length).toBeLessThan(60);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(800);
    await expect(items.at(-1)).toHaveAttribute('aria-setsize', '5000');
    // Only the first row's art is eager.
    const columns = Number(list.getAttribute('data-columns'));
    const eager = within(list)
      .getAllByRole('img')
      .filter((img) => img.getAttribute('loading') === 'eager');
    await expect(eager).toHaveLength(columns);
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^มังกรทองคำ 1/ }));
    await expect(args.onLaunch).toHaveBeenCalledWith(fiveThousand[0]);
  },
};

function FavouritesGrid() {
  const [games, setGames] = useState<GameItem[]>(() => makeGames(30, { favourite: false }));
  const announce = useFavouriteToast();
  const toggle = useCallback(
    (game: GameItem) => {
      const next = !game.favourite;
      setGames((list) => list.map((g) => (g._id === game._id ? { ...g, favourite: next } : g)));
      announce(game, next);
    },
    [announce],
  );
  return <VirtualGameGrid games={games} onToggleFavourite={toggle} />;
}

export const FavouriteToggle: Story = {
  render: () => <FavouritesGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'เกมโปรด: วิหารนำโชค 2' });
    await userEvent.click(heart);
    await expect(canvas.getByRole('button', { name: 'เกมโปรด: วิหารนำโชค 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(document.body).findByText('เพิ่มในเกมโปรดแล้ว')).toBeInTheDocument();
  },
};

export const PortraitEnglish: Story = {
  globals: { locale: 'en' },
  args: { games: fiveThousand.slice(0, 12), ratio: 'portrait', priorityFirstRow: false },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(
      within(list)
        .getAllByRole('img')
        .every((img) => img.getAttribute('loading') === 'lazy'),
    ).toBe(true);
  },
};
