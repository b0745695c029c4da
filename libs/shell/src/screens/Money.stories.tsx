import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { fixtures } from '@lobby/testing';
import { renderScreen, screenServer } from '../testing/screenStory';

/**
 * The member's money screens: pages on phones (shot at phone size only), drawers over the page on larger screens
 * (shot at desktop size only).
 */
const meta = {
  title: 'screens/Money',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositPage: Story = {
  tags: ['phone-only'],
  render: renderScreen('/deposit', { member: true, device: 'mobile' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('deposit-method-qr-code', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

export const WithdrawPage: Story = {
  tags: ['phone-only'],
  render: renderScreen('/withdraw', { member: true, device: 'mobile' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('withdraw-form', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

export const HistoryPage: Story = {
  tags: ['phone-only'],
  render: renderScreen('/history', { member: true, device: 'mobile' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('history-empty', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** Desktop: the header's plus opens the 440 px drawer over the page (?sideDeposit). */
export const DepositDrawer: Story = {
  tags: ['desktop-only'],
  render: renderScreen('/?sideDeposit=true', { member: true, device: 'desktop' }),
  play: async () => {
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await expect(await within(drawer).findByTestId('deposit-method-qr-code', {}, { timeout: 8000 })).toBeVisible();
  },
};

// 12:00 on 24 November 2026 in Bangkok (the visual run's fixed clock).
const noon = Date.parse('2026-11-24T05:00:00Z') / 1000;

/** The platform's history answer: a withdrawal in progress, deposits by QR and USDT, a refund and a bonus. */
const historyServer = () => {
  const server = screenServer();
  server.on(
    'POST /api/v1/member/data/dataHistory',
    fixtures.ok({
      result: {
        list: [
          { id: '1', time: noon, type: 'withdraw', amount: 1500, currency: 'baht', status: 0, note: '' },
          {
            id: '2',
            time: noon - 3600,
            type: 'deposit',
            amount: 2500,
            currency: 'baht',
            status: 1,
            note: 'PromptPay QR',
          },
          { id: '3', time: noon - 7200, type: 'deposit', amount: 13.7, currency: 'USDT', status: 1, note: '' },
          { id: '4', time: noon - 86400, type: 'cancel', amount: 300, currency: 'baht', status: 1, note: '' },
          { id: '5', time: noon - 93600, type: 'bonus', amount: 50, currency: 'baht', status: 1, note: '' },
        ],
      },
    }),
  );
  return server;
};

/** Desktop: the header's history icon opens the history drawer over the page (?sideHistory). */
export const HistoryDrawer: Story = {
  tags: ['desktop-only'],
  render: renderScreen('/?sideHistory=true', { member: true, device: 'desktop', server: historyServer }),
  play: async () => {
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await expect(await within(drawer).findAllByTestId('history-row', {}, { timeout: 8000 })).toHaveLength(5);
  },
};

/** Desktop: the transfer drawer on its withdraw tab (?sideDeposit=true&tab=withdraw-tab). */
export const WithdrawDrawer: Story = {
  tags: ['desktop-only'],
  render: renderScreen('/?sideDeposit=true&tab=withdraw-tab', { member: true, device: 'desktop' }),
  play: async () => {
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await expect(await within(drawer).findByTestId('withdraw-form', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Desktop: the transfer drawer on its USDT tab: the address, its QR, the rate and the amount sent. */
export const UsdtDrawer: Story = {
  tags: ['desktop-only'],
  render: renderScreen('/?sideDeposit=true&tab=deposit-usdt-tab', { member: true, device: 'desktop' }),
  play: async () => {
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await expect(await within(drawer).findByTestId('usdt-tab', {}, { timeout: 8000 })).toBeVisible();
  },
};
