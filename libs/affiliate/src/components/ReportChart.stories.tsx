import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { chartSeries } from '../rules/report';
import { withStrings } from '@lobby/testing';
import { affiliateLocales } from '../locales';
import { ReportChart } from './ReportChart';

const week = chartSeries(
  [
    { date: '2026-11-24', members: 2, turnover: 1500, commission: 7.5 },
    { date: '2026-11-22', members: 1, turnover: 200, commission: 1 },
    { date: '2026-11-19', members: 3, turnover: 4200, commission: 21 },
  ],
  '2026-11-18',
  '2026-11-24',
);

const meta = {
  title: 'affiliate/ReportChart',
  component: ReportChart,
  decorators: [withStrings({ affiliate: affiliateLocales })],
  args: { series: week },
} satisfies Meta<typeof ReportChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values of the bars a chart drew, oldest day first. */
const bars = (element: HTMLElement) =>
  [...element.querySelectorAll('.ct-bar')].map((bar) => Number(bar.getAttribute('ct:value') ?? 0));

/** One bar per day in each chart (0 for a day without income), and the range and totals in words. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('report-chart')).toHaveAttribute('data-state', 'drawn'));
    await expect(bars(canvas.getByTestId('chart-turnover'))).toEqual([0, 4200, 0, 0, 200, 0, 1500]);
    await expect(bars(canvas.getByTestId('chart-commission'))).toEqual([0, 21, 0, 0, 1, 0, 7.5]);
    await expect(canvas.getByTestId('report-chart-summary')).toHaveTextContent(
      '18 พ.ย. 2569 ถึง 24 พ.ย. 2569: ยอดเล่นรวม 5,900.00 บาท ค่าคอมมิชชั่นรวม 29.50 บาท',
    );
    // Day labels in Thai under the bars.
    await expect(canvas.getByTestId('chart-turnover')).toHaveTextContent('18 พ.ย.');
    // The figure is named by its caption; the bars themselves are hidden from assistive technology (the table reads).
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/ยอดเล่นและค่าคอมมิชชั่นรายวัน/);
    await expect(canvas.getByTestId('chart-turnover')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A quarter: every day keeps its bar, the labels thin out. */
export const Quarter: Story = {
  args: { series: chartSeries([], '2026-08-26', '2026-11-25') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('report-chart')).toHaveAttribute('data-state', 'drawn'));
    await expect(bars(canvas.getByTestId('chart-turnover'))).toHaveLength(92);
    const labels = [...canvas.getByTestId('chart-turnover').querySelectorAll('.ct-label.ct-horizontal')].filter(
      (label) => label.textContent,
    );
    await expect(labels.length).toBeLessThanOrEqual(8);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('report-chart')).toHaveAttribute('data-state', 'drawn'));
    await expect(canvas.getByTestId('report-chart-summary')).toHaveTextContent(
      '18 Nov 2026 to 24 Nov 2026: bets ฿5,900.00, commission ฿29.50',
    );
    await expect(canvas.getByTestId('chart-turnover')).toHaveTextContent('18 Nov');
  },
};
