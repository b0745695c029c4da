import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formsLocales } from '@lobby/forms';
import { withStrings } from '@lobby/testing';
import { protectionLocales } from '../locales';
import { StatementForm } from './StatementForm';

const meta = {
  title: 'protection/Statement',
  component: StatementForm,
  decorators: [withStrings({ protection: protectionLocales, forms: formsLocales }, { router: true })],
  args: {
    today: '2026-11-24',
    onLoad: fn(async (from: string, to: string) => ({
      from,
      to,
      deposits: { count: 3, total: 4500 },
      withdrawals: { count: 1, total: 1200 },
      net: 3300,
      play: { bets: 3000, wins: 2100, net: -900 },
    })),
  },
} satisfies Meta<typeof StatementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month so far by default; the totals and the net, in the member's money format. */
export const ThisMonth: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('ตั้งแต่วันที่')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('ถึงวันที่')).toHaveValue('2026-11-24');
    await userEvent.click(canvas.getByRole('button', { name: 'ดูสรุปยอด' }));
    await expect(args.onLoad).toHaveBeenCalledWith('2026-11-01', '2026-11-24');
    const figures = await canvas.findByTestId('statement');
    await expect(figures).toHaveTextContent('ฝากเงิน (3 รายการ)4,500.00 บาท');
    await expect(canvas.getByTestId('statement-net')).toHaveTextContent('3,300.00 บาท');
    await expect(figures).toHaveTextContent('-900.00 บาท');
  },
};

/** A start after the end is said at the field, and nothing is asked for. */
export const BackwardsRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('ตั้งแต่วันที่');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'ดูสรุปยอด' }));
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};
