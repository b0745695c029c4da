import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { DepositResultDialog } from './DepositResultDialog';

/** The modals of spec §4 / §8 that end a deposit attempt. */
const meta = {
  title: 'payments/Deposit result',
  component: DepositResultDialog,
  decorators: [withStrings({ payments: paymentsLocales })],
  args: { result: { kind: 'paid', amount: 1500 }, onClose: fn() },
} satisfies Meta<typeof DepositResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'ฝากเงินสำเร็จ' });
    await expect(dialog).toHaveTextContent('ยอด 1,500.00 บาท เข้าบัญชีของคุณแล้ว');
    await userEvent.click(screen.getByTestId('deposit-result-ok'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: { result: { kind: 'expired' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'QR หมดอายุ' })).toHaveTextContent('กรุณาทำรายการใหม่');
  },
};

export const Failed: Story = {
  args: { result: { kind: 'failed', message: 'ยอดที่โอนไม่ตรงกับ QR' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'ฝากเงินไม่สำเร็จ' })).toHaveTextContent('ไม่ตรงกับ QR');
  },
};

export const QrNotCreated: Story = {
  args: { result: { kind: 'error', message: 'ไม่สามารถสร้าง QR Code ได้ กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมแจ้ง CODE 98' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'เกิดข้อผิดพลาด' })).toHaveTextContent('CODE 98');
  },
};
