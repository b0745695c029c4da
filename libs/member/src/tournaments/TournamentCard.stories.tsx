import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { boardFixture, tournamentFixture } from '../testing';
import { withStrings } from '@lobby/testing';
import { memberLocales } from '../locales';
import { TournamentCard } from './TournamentCard';

const active = tournamentFixture('active');
const coming = tournamentFixture('coming');
const ended = tournamentFixture('ended');

/** A tournament in each state: countdown to its end or start, prize pool and prizes, leaderboard with "you". */
const meta = {
  title: 'member/Tournament card',
  component: TournamentCard,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: { tournament: active, board: boardFixture(active), authenticated: true },
} satisfies Meta<typeof TournamentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tournament-state')).toHaveTextContent('กำลังแข่งขัน');
    await expect(canvas.getByRole('timer', { name: 'จบในอีก' })).toHaveTextContent(/^5 วัน 0[23]:\d\d:\d\d$/);
    await expect(canvas.getByText('100,000.00 บาท')).toBeInTheDocument();
    await expect(canvas.getByText('อันดับ 4–8')).toBeInTheDocument();
    const me = canvas.getByTestId('leaderboard-me');
    await expect(me).toHaveTextContent('de***01');
    await expect(me).toHaveTextContent('คุณ');
    await expect(me).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByTestId('leaderboard-you')).toHaveTextContent('อันดับของคุณ: 3');
  },
};

export const ComingSoon: Story = {
  args: { tournament: coming, board: boardFixture(coming) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tournament-state')).toHaveTextContent('Coming soon');
    await expect(canvas.getByRole('timer', { name: 'Starts in' })).toHaveTextContent(/^(9|10) days \d\d:\d\d:\d\d$/);
    await expect(canvas.getByText('The leaderboard opens when the tournament starts')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Rank 1')).toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: { tournament: ended, board: boardFixture(ended, 14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tournament-state')).toHaveTextContent('จบแล้ว');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText(/^จบเมื่อ/)).toBeInTheDocument();
    // Outside the top 10, the member's row still shows, after a gap.
    await expect(canvas.getAllByTestId('leaderboard-row')).toHaveLength(10);
    await expect(canvas.getByTestId('leaderboard-me')).toHaveTextContent('14');
  },
};

/** Still loading its board: the card shows its dates and pool, placeholders for the rest. */
export const BoardLoading: Story = {
  args: { board: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The board could not be loaded: a way to try again instead of placeholders that never fill. */
export const BoardFailed: Story = {
  args: { board: undefined, onBoardRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onBoardRetry).toHaveBeenCalled();
  },
};
