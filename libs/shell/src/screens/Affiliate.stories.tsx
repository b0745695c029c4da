import type { Meta, StoryObj } from '@storybook/react-vite';
import { leaderAnswer } from '@lobby/affiliate/testing';
import { fixtures, type FakeRequest } from '@lobby/testing';
import { expect, waitFor, within } from 'storybook/test';
import { renderScreen, screenServer } from '../testing/screenStory';

/**
 * The affiliate programme's pages (libs/affiliate) as a member sees them: income and link, the members brought, the
 * income's movements, the daily report and one day's detail. Shot only in brands that run the programme
 * (`needs-affiliate`): a brand that hides it sends these addresses home.
 */
const meta = {
  title: 'screens/Affiliate',
  tags: ['screen', 'needs-affiliate'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };
// 12:00 on 24 November 2026 in Bangkok (the visual run's fixed clock), in seconds.
const noon = Date.parse('2026-11-24T05:00:00Z') / 1000;
const DAY = 86_400;

const members = ['pl***07', 'so***22', 'ni***15', 'ka***90', 'ta***31', 'bo***48'].map((username, i) => ({
  username,
  registered: noon - (i * 3 + 1) * DAY,
  turnover: [12500, 8400, 3150.5, 990, 400, 0][i]!,
  commission: [62.5, 42, 15.75, 4.95, 2, 0][i]!,
}));

const moves = [
  { id: 6, time: noon - 2 * 3600, type: 'commission', amount: 12.5, status: 0, day: '2026-11-24' },
  { id: 5, time: noon - DAY, type: 'commission', amount: 4.25, status: 1, day: '2026-11-23' },
  { id: 4, time: noon - DAY - 3600, type: 'withdraw', amount: 100, status: 1, day: null },
  { id: 3, time: noon - 2 * DAY, type: 'commission', amount: 31, status: 1, day: '2026-11-22' },
  { id: 2, time: noon - 3 * DAY, type: 'commission', amount: 18.75, status: 1, day: '2026-11-21' },
].map((move) => ({ ...move, currency: 'baht', note: '' }));

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY * 1000).toISOString();

/** The asked range's days, newest first, with income on most of them (a day without any is left out, as the server). */
function report(call: FakeRequest) {
  const from = String(call.body.from);
  const to = String(call.body.to);
  const list = [0, 1, 2, 4, 5, 6]
    .map((back, i) => ({
      date: addDays(to, -back).slice(0, 10),
      members: [3, 2, 4, 1, 2, 3][i]!,
      turnover: [2500, 850, 6200, 400, 1900, 3100][i]!,
      commission: [12.5, 4.25, 31, 2, 9.5, 15.5][i]!,
    }))
    .filter((day) => day.date >= from);
  const sum = (key: 'turnover' | 'commission') => list.reduce((total, day) => total + day[key], 0);
  return fixtures.ok({
    result: {
      from,
      to,
      list,
      totals: { days: list.length, members: 6, turnover: sum('turnover'), commission: sum('commission') },
    },
  });
}

/** The platform's affiliate answers for demo01 (its code aff-demo01, as the profile says). */
const affiliateServer = () => {
  const server = screenServer();
  server.on(
    'POST /api/aff/getDetailLeader',
    leaderAnswer({
      members: members.length,
      last_update: '2026-11-24T04:00:00.000Z',
      next_update: '2026-11-25T04:00:00.000Z',
    }),
  );
  server.on('POST /api/aff/memberList', fixtures.ok({ result: { list: members, total: members.length } }));
  server.on('POST /api/aff/transaction', fixtures.ok({ result: { list: moves, total: moves.length } }));
  server.on('POST /api/aff/reportTransaction', report);
  server.on('POST /api/aff/reportDetailTransaction', (call) =>
    fixtures.ok({
      result: {
        date: String(call.body.date),
        list: members.slice(0, 3).map(({ username }, i) => ({
          username,
          turnover: [1200, 800, 500][i]!,
          commission: [6, 4, 2.5][i]!,
        })),
      },
    }),
  );
  return server;
};

const open = (url: string) => renderScreen(url, { member: true, server: affiliateServer });

/** `affiliate`: today's, yesterday's and this month's income, the member's link with its QR, and the withdrawal. */
export const Overview: Story = {
  render: open('/affiliate'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('income-today', {}, wait)).toHaveTextContent('12.50');
    await expect(canvas.getByTestId('affiliate-code')).toHaveTextContent('aff-demo01');
    await expect(await canvas.findByTestId('affiliate-qr', {}, wait)).toBeVisible();
    await expect(canvas.getByTestId('affiliate-nav-overview')).toHaveAttribute('aria-current', 'page');
  },
};

/** `affiliate/member`: the six members who registered through the link, newest first. */
export const Members: Story = {
  render: open('/affiliate/member'),
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByTestId('member-row', {}, wait);
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent('pl***07');
  },
};

/** `affiliate/history`: commissions in (today's still counting) and a withdrawal to the balance out. */
export const History: Story = {
  render: open('/affiliate/history'),
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByTestId('move-row', {}, wait);
    await expect(rows.map((row) => row.dataset.type)).toEqual([
      'commission',
      'commission',
      'withdraw',
      'commission',
      'commission',
    ]);
    await expect(rows[2]).toHaveTextContent('-100.00');
  },
};

/** `affiliate/reportDaily`: the week to 24 November drawn as a chart, its days and the totals. */
export const ReportDaily: Story = {
  render: open('/affiliate/reportDaily?from=2026-11-18&to=2026-11-24'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('report-row', {}, wait)).toHaveLength(6);
    await expect(canvas.getByTestId('report-total')).toHaveTextContent('14,950.00');
    await waitFor(() => expect(canvas.getByTestId('report-chart')).toHaveAttribute('data-state', 'drawn'), wait);
  },
};

/** `affiliate/reportDetail/{id}`: one day's income per member, named by the day. */
export const ReportDetail: Story = {
  render: open('/affiliate/reportDetail/2026-11-24'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('detail-row', {}, wait)).toHaveLength(3);
    await expect(canvas.getByTestId('detail-table')).toHaveTextContent('12.50');
  },
};
