import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { makeGame } from '../../testing/fixtures';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import { useFavouriteToast } from '../../useFavouriteToast';
import type { GameItem } from '../../types';
import { GameTile } from './GameTile';

const game = makeGame(0, {
  nameTh: 'มังกรทองคำ',
  nameEn: 'Golden Dragon',
  hot: true,
  new: true,
  freespin: true,
  favourite: false,
});

const meta = {
  title: 'games/GameTile',
  component: GameTile,
  decorators: [
    withStrings({ games: gamesLocales }),
    (Story, context) => (
      <div style={{ width: context.parameters.wide ? undefined : '9rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { game, onLaunch: fn(), onToggleFavourite: fn() },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The tile is one named control: name first, then the badges as words (not colour only).
    const tile = canvas.getByRole('button', { name: 'มังกรทองคำ, ฮิต, ใหม่, ฟรีสปิน' });
    await userEvent.click(tile);
    await expect(args.onLaunch).toHaveBeenCalledWith(game);
    const heart = canvas.getByRole('button', { name: 'เกมโปรด: มังกรทองคำ' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(game);
    // Lazy art unless priority.
    await expect(canvas.getByRole('img', { name: 'มังกรทองคำ' })).toHaveAttribute('loading', 'lazy');
  },
};

function FavouriteToggle() {
  const [item, setItem] = useState<GameItem>(game);
  const announce = useFavouriteToast();
  return (
    <GameTile
      game={item}
      onToggleFavourite={(g) => {
        const next = { ...g, favourite: !g.favourite };
        setItem(next);
        announce(next, Boolean(next.favourite));
      }}
    />
  );
}

export const FavouriteWithToast: Story = {
  render: () => <FavouriteToggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'เกมโปรด: มังกรทองคำ' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The toast lives in a portal on <body>.
    await expect(await within(document.body).findByText('เพิ่มในเกมโปรดแล้ว')).toBeInTheDocument();
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(await within(document.body).findByText('นำออกจากเกมโปรดแล้ว')).toBeInTheDocument();
  },
};

export const Priority: Story = {
  args: { priority: true, onToggleFavourite: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'มังกรทองคำ' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    // Visitors get no heart.
    await expect(canvas.queryByRole('button', { name: /เกมโปรด/ })).toBeNull();
  },
};

export const Maintenance: Story = {
  args: { maintenance: true, game: { ...game, hot: false, new: false, freespin: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ปิดปรับปรุง')).toBeInTheDocument();
    // Still launches: the server's code 99 answer carries the maintenance message for the dialog.
    await userEvent.click(canvas.getByRole('button', { name: 'มังกรทองคำ, ปิดปรับปรุง' }));
    await expect(args.onLaunch).toHaveBeenCalled();
  },
};

export const Launching: Story = {
  args: { launchPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^มังกรทองคำ/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('กำลังเปิดเกม…')).toBeInTheDocument();
  },
};

export const EnglishLink: Story = {
  globals: { locale: 'en' },
  args: { href: '/en/game/game-0/golden-dragon', rank: 1, ratio: 'portrait', showProvider: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Golden Dragon, Rank 1, HOT, NEW, Free spins' });
    await expect(link).toHaveAttribute('href', '/en/game/game-0/golden-dragon');
    await userEvent.click(link);
    await expect(args.onLaunch).toHaveBeenCalledWith(game);
    await expect(canvas.getByRole('button', { name: 'Favourite: Golden Dragon' })).toBeInTheDocument();
  },
};

export const Grid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.5rem', width: '22rem' }}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <GameTile key={i} {...args} game={makeGame(i)} priority={i < 3} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images.filter((img) => img.getAttribute('loading') === 'eager')).toHaveLength(3);
  },
};
