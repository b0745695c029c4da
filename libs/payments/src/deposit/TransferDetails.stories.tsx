import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { seededChannels } from '../testing';
import { TransferDetails } from './TransferDetails';

const meta = {
  title: 'payments/Bank transfer',
  component: TransferDetails,
  decorators: [withStrings({ payments: paymentsLocales })],
  args: { channel: seededChannels.bank[0]!, onAnnounce: fn(), onChangeAccount: fn() },
} satisfies Meta<typeof TransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account row grouped 3-1-5-n with copy, and "I have transferred" with the amount. */
export const Account: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deposit-transfer-number')).toHaveTextContent('123-4-56789-0');
    await userEvent.type(canvas.getByTestId('deposit-transfer-amount'), '2500');
    await userEvent.click(canvas.getByTestId('deposit-transfer-done'));
    await expect(args.onAnnounce).toHaveBeenCalledWith(2500);
  },
};
