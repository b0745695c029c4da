import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { seededChannels } from '../testing';
import { ADDRESS_QR_PX } from './AddressQr';
import { UsdtDetails } from './UsdtDetails';

/** The USDT deposit tab's channel (spec §2, §3, §9), with the seeded TRC20 channel (1 USDT = 36.50 baht). */
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'payments/USDT',
  component: UsdtDetails,
  decorators: [withStrings({ payments: paymentsLocales })],
  args: { channel: seededChannels.usdt[0]!, onAnnounce: fn(async () => ({ noted: true as const })) },
  // A clipboard that always answers (as the ui-kit CopyButton story does), so copy behaves the same everywhere.
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof UsdtDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address as a 200 px QR and as first 8 … last 8 with copy, the network, the rate, and "I have transferred". */
export const Address: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByTestId('usdt-address-qr');
    await expect(qr).toHaveAttribute('width', String(ADDRESS_QR_PX));
    await expect(qr).toHaveAccessibleName('QR ที่อยู่กระเป๋า USDT');
    await expect(canvas.getByTestId('usdt-address')).toHaveTextContent(/^TNKG9XqR…s4Tg8Ae6$/);
    await expect(canvas.getByTestId('usdt-address')).toHaveAttribute('title', args.channel.address);
    await expect(canvas.getByTestId('usdt-network')).toHaveTextContent('เครือข่าย: USDT TRC20');
    await expect(canvas.getByTestId('usdt-rate')).toHaveTextContent('1 USDT = 36.50 บาท');
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอก' }));
    await expect(await canvas.findByRole('button', { name: 'คัดลอกแล้ว ✓' })).toBeInTheDocument();
    // The whole address goes to the clipboard, not the shortened text.
    await expect(writeText).toHaveBeenLastCalledWith(args.channel.address);
    await userEvent.type(canvas.getByTestId('usdt-amount'), '13.7');
    await expect(canvas.getByText('ประมาณ 500.05 บาท')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('usdt-done'));
    await expect(args.onAnnounce).toHaveBeenCalledWith('13.7');
    await waitFor(() => expect(canvas.getByTestId('usdt-amount')).toHaveValue(''));
  },
};

/** The same in English. */
export const AddressInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('usdt-address-qr')).toHaveAccessibleName('QR of the USDT wallet address');
    await expect(canvas.getByTestId('usdt-address')).toHaveTextContent(/^TNKG9XqR…s4Tg8Ae6$/);
    await expect(canvas.getByTestId('usdt-network')).toHaveTextContent('Network: USDT TRC20');
    await expect(canvas.getByTestId('usdt-rate')).toHaveTextContent('1 USDT = 36.50 baht');
  },
};

/** Below the channel's minimum in baht: the message, and nothing announced. */
export const BelowMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('usdt-amount'), '13.69');
    await userEvent.click(canvas.getByTestId('usdt-done'));
    await expect(canvas.getByText('ฝากขั้นต่ำ 500 บาท')).toBeInTheDocument();
    await expect(args.onAnnounce).not.toHaveBeenCalled();
  },
};
