import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { affiliateLocales } from '../locales';
import { IncomeSummary } from './IncomeSummary';

const meta = {
  title: 'affiliate/IncomeSummary',
  component: IncomeSummary,
  decorators: [withStrings({ affiliate: affiliateLocales })],
  args: {
    income: { today: 12.5, yesterday: 4.25, month: 1234.5 },
    lastUpdate: '2026-11-25T04:00:00.000Z',
    members: 3,
    percent: 0.5,
  },
} satisfies Meta<typeof IncomeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today, yesterday and this month in baht, the 11:00 note with the last update in the Buddhist year. */
export const Thai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'รายได้แนะนำเพื่อน' })).toBeInTheDocument();
    await expect(canvas.getByTestId('income-today')).toHaveTextContent('12.50 บาท');
    await expect(canvas.getByTestId('income-yesterday')).toHaveTextContent('4.25 บาท');
    await expect(canvas.getByTestId('income-month')).toHaveTextContent('1,234.50 บาท');
    // Each figure is named by its period (a description list).
    await expect(canvas.getByText('วันนี้').tagName).toBe('DT');
    await expect(canvas.getByTestId('income-update-note')).toHaveTextContent(
      'ข้อมูลอัปเดตวันละครั้ง เวลา 11:00 น. อัปเดตล่าสุด 25 พฤศจิกายน 2569 11:00 น.',
    );
    await expect(canvas.getByTestId('income-members')).toHaveTextContent('3 คน');
    await expect(canvas.getByText('ค่าคอมมิชชั่น 0.5% ของยอดเล่นของเพื่อน')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('income-today')).toHaveTextContent('฿12.50');
    await expect(canvas.getByTestId('income-month')).toHaveTextContent('฿1,234.50');
    await expect(canvas.getByTestId('income-update-note')).toHaveTextContent(
      'Data updates once a day at 11:00. Last updated 25 November 2026 11:00',
    );
  },
};

/** Before the first roll-up: zeros, and the note without a last update. */
export const NothingYet: Story = {
  args: { income: { today: 0, yesterday: 0, month: 0 }, lastUpdate: null, members: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('income-today')).toHaveTextContent('0.00 บาท');
    await expect(canvas.getByTestId('income-update-note')).toHaveTextContent(/^ข้อมูลอัปเดตวันละครั้ง เวลา 11:00 น\.$/);
  },
};

/** While the figures load, their places hold skeletons (the labels are already there). */
export const Loading: Story = {
  args: { income: undefined, lastUpdate: undefined, members: undefined, percent: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('เดือนนี้')).toBeInTheDocument();
    await expect(canvas.getByTestId('income-today')).not.toHaveTextContent('บาท');
  },
};
