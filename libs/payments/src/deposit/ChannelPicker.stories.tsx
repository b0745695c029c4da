import type { Channel } from '@lobby/contract';
import { useTranslation } from '@lobby/i18n';
import { Button } from '@lobby/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { seededChannels } from '../testing';
import { ChannelPicker } from './ChannelPicker';

const picked = fn();

/** The sheet as the deposit tab uses it: it keeps the member's choice and opens again from "change account". */
function PickerAsUsed({ startWith }: { startWith?: number }) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(true);
  const [selectedId, setSelectedId] = useState(startWith);
  const chosen = seededChannels.bank.find((c) => c.id === selectedId);
  return (
    <>
      <p data-testid="picker-chosen">{chosen?.provider ?? '-'}</p>
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        {t('transfer.otherAccount')}
      </Button>
      <ChannelPicker
        open={open}
        channels={seededChannels.bank}
        selectedId={selectedId}
        onClose={() => setOpen(false)}
        onPick={(channel: Channel) => {
          picked(channel);
          setSelectedId(channel.id);
          setOpen(false);
        }}
      />
    </>
  );
}

/** The bottom sheet "choose deposit channel" of spec §2 / §4, with the seeded bank accounts. */
const meta = {
  title: 'payments/Channel picker',
  component: PickerAsUsed,
  decorators: [withStrings({ payments: paymentsLocales })],
} satisfies Meta<typeof PickerAsUsed>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => screen.findByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
const radio = async (name: RegExp) => within(await sheet()).getByRole('radio', { name });

/** First opening, nothing chosen yet: the first account is checked; choosing passes the channel (id and type). */
export const FirstChoice: Story = {
  play: async ({ canvasElement }) => {
    await expect(await radio(/กสิกรไทย/)).toBeChecked();
    // Each account with its name and limits.
    await expect(within(await sheet()).getAllByText(/ขั้นต่ำ 1 THB · สูงสุด 45,000 THB/)).toHaveLength(2);
    await userEvent.click(await radio(/ไทยพาณิชย์/));
    await userEvent.click(screen.getByTestId('deposit-picker-choose'));
    await expect(picked).toHaveBeenLastCalledWith(expect.objectContaining({ id: 5, type: 'tranfer-online' }));
    await expect(within(canvasElement).getByTestId('picker-chosen')).toHaveTextContent('ไทยพาณิชย์');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * Reopened after a choice: the previous choice is pre-checked. A radio touched and then closed without "use this
 * channel" is no choice — the next opening shows the chosen account again.
 */
export const ReopenedWithPreviousChoice: Story = {
  args: { startWith: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await radio(/ไทยพาณิชย์/)).toBeChecked();
    await userEvent.click(await radio(/กสิกรไทย/));
    await userEvent.click(within(await sheet()).getByRole('button', { name: 'ปิด' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('picker-chosen')).toHaveTextContent('ไทยพาณิชย์');
    await userEvent.click(canvas.getByRole('button', { name: 'เปลี่ยนบัญชีปลายทาง' }));
    await expect(await radio(/ไทยพาณิชย์/)).toBeChecked();
    await expect(await radio(/กสิกรไทย/)).not.toBeChecked();
  },
};
