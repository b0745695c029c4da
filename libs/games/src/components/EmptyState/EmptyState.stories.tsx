import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '@lobby/ui-kit';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'games/EmptyState',
  component: EmptyState,
  decorators: [withStrings({ games: gamesLocales })],
  args: { kind: 'games' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoGames: Story = {
  args: { action: <ButtonLink href="/list/slot">เลือกดูเกมทั้งหมด</ButtonLink> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ยังไม่มีเกมในหมวดนี้' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'เลือกดูเกมทั้งหมด' })).toHaveAttribute('href', '/list/slot');
  },
};

const browse = fn();

export const NoFavouritesYet: Story = {
  args: { kind: 'favourites', action: <Button onClick={browse}>เลือกดูเกมทั้งหมด</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ยังไม่มีเกมโปรด');
    await expect(canvas.getByText(/แตะรูปหัวใจ/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'เลือกดูเกมทั้งหมด' }));
    await expect(browse).toHaveBeenCalled();
  },
};

export const NoRecents: Story = {
  args: { kind: 'recents', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent('ยังไม่มีเกมที่เล่นล่าสุด');
  },
};

export const NoSearchResults: Story = {
  globals: { locale: 'en' },
  args: { kind: 'search', term: 'dragon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No games match “dragon”' })).toBeInTheDocument();
    await expect(canvas.getByText('Check the spelling or search by provider name.')).toBeInTheDocument();
  },
};
