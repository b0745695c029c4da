import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formsLocales } from '@lobby/forms';
import { withStrings } from '@lobby/testing';
import { protectionLocales } from '../locales';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  title: 'protection/Play reminder',
  component: RealityCheckDialog,
  decorators: [withStrings({ protection: protectionLocales, forms: formsLocales }, { router: true })],
  args: {
    open: true,
    playedSeconds: 3900,
    net: -250,
    onKeepPlaying: fn(),
    onLimits: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Time played and the net result; keep playing is the first thing focused after the dialog's ✕. */
export const AfterAnHour: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'คุณเล่นมาแล้ว 1 ชั่วโมง 5 นาที' });
    await expect(within(dialog).getByTestId('reality-net')).toHaveTextContent('-250.00 บาท');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตั้งค่าการเล่น' }));
    await expect(args.onLimits).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'เล่นต่อ' }));
    await expect(args.onKeepPlaying).toHaveBeenCalledOnce();
  },
};

/** When the platform cannot say, the reminder still shows the time, and says so. */
export const NetUnknown: Story = {
  args: { playedSeconds: 900, net: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'คุณเล่นมาแล้ว 15 นาที' });
    await expect(within(dialog).getByTestId('reality-net')).toHaveTextContent('ดูยอดไม่ได้ในขณะนี้');
  },
};
