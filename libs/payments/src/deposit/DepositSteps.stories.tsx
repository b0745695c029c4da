import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { seededChannels } from '../testing';
import { AmountEntry } from './AmountEntry';
import { ChannelChooser } from './ChannelChooser';
import { depositMethods } from './methods';

/** The deposit panel's steps (spec §4), each on its own, with the seeded channels. */
const meta = {
  title: 'payments/Deposit steps',
  decorators: [withStrings({ payments: paymentsLocales })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = fn();

export const Channels: Story = {
  render: () => <ChannelChooser methods={depositMethods(seededChannels)} onChoose={choose} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByTestId('deposit-method-qr-code');
    await expect(qr).toHaveTextContent('ขั้นต่ำ 100 THB · สูงสุด 45,000 THB');
    await expect(qr).toHaveTextContent('รับโบนัส 2%');
    await userEvent.click(canvas.getByTestId('deposit-method-tranfer-online'));
    await expect(choose).toHaveBeenCalledWith('tranfer-online');
  },
};

const request = fn();

/** Desktop: 8 quick amounts; every rule of spec §5 with its message. */
export const AmountWithErrors: Story = {
  render: () => <AmountEntry min={100} max={45000} layout="desktop" onSubmit={request} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'เลือกจำนวนเงิน' }).querySelectorAll('button')).toHaveLength(8);
    await userEvent.click(canvas.getByTestId('deposit-request-qr'));
    await expect(canvas.getByText('กรุณากรอกจำนวนเงินที่ต้องการฝาก')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '50');
    await userEvent.click(canvas.getByTestId('deposit-request-qr'));
    await expect(canvas.getByText('กรุณาฝากขั้นต่ำ 100 บาท')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '5,000' }));
    await userEvent.click(canvas.getByTestId('deposit-request-qr'));
    await expect(request).toHaveBeenCalledWith(5000);
  },
};

/** Phones: 6 quick amounts. */
export const AmountOnAPhone: Story = {
  render: () => <AmountEntry min={50} max={20000} layout="mobile" busy={false} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getByRole('group', { name: 'เลือกจำนวนเงิน' }).querySelectorAll('button');
    await expect([...buttons].map((b) => b.textContent)).toEqual(['50', '100', '500', '1,000', '2,000', '3,000']);
  },
};
