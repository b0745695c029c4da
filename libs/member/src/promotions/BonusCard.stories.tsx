import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bonusFixture } from '../testing';
import { withStrings } from '@lobby/testing';
import { memberLocales } from '../locales';
import { BonusCard } from './BonusCard';

/** One of the member's bonuses, in each of its states: word and icon, money, turnover, time left. */
const meta = {
  title: 'member/Bonus card',
  component: BonusCard,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: { bonus: bonusFixture(), onCancel: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BonusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bonus-state')).toHaveTextContent('กำลังใช้งาน');
    await expect(canvas.getByText('2,500.00 บาท จาก 8,000.00 บาท')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'ยอดเทิร์น' })).toHaveAttribute('value', '2500');
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^3 วัน \d\d:\d\d:\d\d$/);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { bonus: bonusFixture({ state: 'pending', deposit: 0, bonus: 0, turnover_required: 0, turnover_done: 0 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bonus-state')).toHaveTextContent('รอฝากเงิน');
    await expect(canvas.getByText('ฝากตั้งแต่ 100.00 บาท เพื่อรับโบนัส')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกโบนัส' }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ _id: '7' }));
  },
};

export const Completed: Story = {
  args: { bonus: bonusFixture({ state: 'completed', turnover_done: 8000 }) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bonus-state')).toHaveTextContent('Completed');
    await expect(canvas.getByText('฿8,000.00 of ฿8,000.00')).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Expired: Story = {
  args: { bonus: bonusFixture({ state: 'expired' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bonus-state')).toHaveTextContent('หมดเวลา');
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { bonus: bonusFixture({ state: 'cancelled', deposit: 0, bonus: 0, turnover_required: 0 }) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bonus-state')).toHaveTextContent('Cancelled');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
