import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { boardFixture, tournamentFixture } from '../testing';
import { withStrings } from '@lobby/testing';
import { memberLocales } from '../locales';
import { Leaderboard } from './Leaderboard';

const board = boardFixture(tournamentFixture('active'), 2);

/** The top 10 with the member's own row marked; the member outside the top; a visitor; nobody yet. */
const meta = {
  title: 'member/Leaderboard',
  component: Leaderboard,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: { rows: board.leaderboard, me: board.me, players: board.players, authenticated: true },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberInTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /ตารางอันดับ · ผู้เล่น 42 คน/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const me = canvas.getByTestId('leaderboard-me');
    await expect(me).toHaveTextContent(/^2de\*\*\*01คุณ/);
    await expect(me).toHaveTextContent('20,000.00 บาท');
  },
};

export const MemberOutsideTop: Story = {
  args: (() => {
    const outside = boardFixture(tournamentFixture('active'), 14);
    return { rows: outside.leaderboard, me: outside.me };
  })(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('leaderboard-row')).toHaveLength(10);
    await expect(canvas.getByTestId('leaderboard-me')).toHaveTextContent('14de***01You');
    await expect(canvas.getByTestId('leaderboard-you')).toHaveTextContent('Your rank: 14');
  },
};

export const Visitor: Story = {
  args: { me: null, authenticated: false, rows: boardFixture(tournamentFixture('active'), 0).leaderboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('leaderboard-me')).toBeNull();
    await expect(canvas.getByTestId('leaderboard-you')).toHaveTextContent('เข้าสู่ระบบเพื่อดูอันดับของคุณ');
  },
};

export const NobodyYet: Story = {
  args: { rows: [], me: null, players: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ยังไม่มีผู้เล่น')).toBeInTheDocument();
    await expect(canvas.getByTestId('leaderboard-you')).toHaveTextContent('คุณยังไม่มียอดเดิมพันในทัวร์นาเมนต์นี้');
  },
};
