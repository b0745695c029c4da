import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { PIXEL_PNG } from '../testing';
import { QrStep } from './QrStep';

const meta = {
  title: 'payments/QR step',
  component: QrStep,
  decorators: [withStrings({ payments: paymentsLocales })],
  args: {
    image: PIXEL_PNG,
    amount: 1500,
    expiredDate: new Date(Date.now() + 9 * 60_000 + 30_000).toISOString(),
    reference: 'NKG01-20261124-0001',
    fileName: 'demo01_qr-code_1500_20261124-1605.png',
    ownAccount: 'กรุณาชำระจากบัญชีที่ลงทะเบียนไว้เท่านั้น (กสิกรไทย xxx‑x‑xx789‑0)',
    onCancel: fn(),
  },
} satisfies Meta<typeof QrStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waiting for the payment, with the countdown to the QR's expiry and the download under spec §9's name. The withdraw
 * flag is true here, so Cancel is offered (spec §4).
 */
export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deposit-qr-amount')).toHaveTextContent('1,500.00 บาท');
    await expect(canvas.getByTestId('deposit-qr-expiry')).toHaveTextContent(/QR หมดอายุใน 09:[23]\d/);
    await expect(canvas.getByTestId('deposit-qr-download')).toHaveAttribute('download', args.fileName);
    await userEvent.click(canvas.getByTestId('deposit-qr-cancel'));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The withdraw flag is false (spec §4): no cancel button; the panel's back button still leaves the QR. */
export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deposit-qr-amount')).toBeInTheDocument();
    await expect(canvas.queryByTestId('deposit-qr-cancel')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'ยกเลิกรายการ' })).not.toBeInTheDocument();
  },
};

/** The server is gone mid-poll: the QR stays, and the member is told the poll goes on. */
export const ServerGone: Story = {
  args: { trouble: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('deposit-qr-status')).toHaveTextContent('ขาดการเชื่อมต่อ');
  },
};
