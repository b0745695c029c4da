import type { HistoryItem } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { HistoryList } from './HistoryList';

// 12:00 on 24 November 2026 in Bangkok.
const start = Date.parse('2026-11-24T05:00:00Z') / 1000;
const items: HistoryItem[] = [
  { id: '1', time: start, type: 'withdraw', amount: 1500, currency: 'baht', status: 0, note: 'กสิกรไทย xxx-x-x7890' },
  { id: '2', time: start - 3600, type: 'deposit', amount: 2500, currency: 'baht', status: 1, note: 'PromptPay QR' },
  {
    id: '3',
    time: start - 7200,
    type: 'deposit',
    amount: 13.7,
    currency: 'USDT',
    status: 1,
    note: 'เติมเงินล่วงหน้า · USDT',
  },
  { id: '4', time: start - 86400, type: 'cancel', amount: 300, currency: 'baht', status: 1, note: 'คืนเครดิตแล้ว' },
  { id: '5', time: start - 90000, type: 'affiliate', amount: 120, currency: 'baht', status: 1, note: '' },
  { id: '6', time: start - 93600, type: 'bonus', amount: 50, currency: 'baht', status: 1, note: '' },
];

const meta = {
  title: 'payments/History',
  component: HistoryList,
  decorators: [withStrings({ payments: paymentsLocales })],
  args: { items, loading: false, canLoadMore: true, loadingMore: false, onLoadMore: fn() },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading').map((h) => h.textContent);
    await expect(headings).toEqual(['24 พฤศจิกายน 2569', '23 พฤศจิกายน 2569']);
    const rows = canvas.getAllByTestId('history-row');
    await expect(rows[0]).toHaveTextContent('ถอนเงิน');
    await expect(rows[0]).toHaveTextContent('-1,500.00 บาท');
    await expect(rows[0]).toHaveTextContent('12:00 น.');
    await expect(rows[0]).toHaveTextContent('กำลังดำเนินการ');
    await expect(rows[1]).toHaveTextContent('สำเร็จ');
    await expect(rows[2]).toHaveTextContent('13.70 USDT');
    await expect(rows[2]).not.toHaveTextContent('เติมเงินล่วงหน้า');
    await expect(rows[5]).toHaveTextContent('bonus');
    await userEvent.click(canvas.getByTestId('history-more'));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '24 November 2026' })).toBeInTheDocument();
    const [first] = canvas.getAllByTestId('history-row');
    await expect(first).toHaveTextContent('Withdraw');
    await expect(first).toHaveTextContent('-฿1,500.00');
    await expect(first).toHaveTextContent('In progress');
    await expect(canvas.getByTestId('history-more')).toHaveTextContent('Load more');
  },
};

export const Empty: Story = {
  args: { items: [], canLoadMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('history-empty')).toHaveTextContent('ไม่พบรายการ');
    await expect(canvas.queryByTestId('history-more')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('history-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด…');
    await expect(canvas.queryByTestId('history-row')).not.toBeInTheDocument();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ args, canvasElement }) => {
    const more = within(canvasElement).getByTestId('history-more');
    await expect(more).toBeDisabled();
    await userEvent.click(more, { pointerEventsCheck: 0 });
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};
