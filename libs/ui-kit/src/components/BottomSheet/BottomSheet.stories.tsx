import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { BottomSheet } from './BottomSheet';

const banks = ['ธนาคารกสิกรไทย', 'ธนาคารไทยพาณิชย์', 'ธนาคารกรุงเทพ'];

function BankPickerDemo({
  title,
  closeLabel,
  initiallyOpen = false,
}: {
  title: string;
  closeLabel: string;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [bank, setBank] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {bank ?? 'เลือกธนาคาร'}
      </Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={title} closeLabel={closeLabel}>
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          {banks.map((name) => (
            <Button
              key={name}
              variant="ghost"
              block
              onClick={() => {
                setBank(name);
                setOpen(false);
              }}
            >
              {name}
            </Button>
          ))}
        </div>
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'ui-kit/BottomSheet',
  component: BankPickerDemo,
  args: { title: 'เลือกธนาคาร', closeLabel: 'ปิด' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BankPickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BankPicker: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'เลือกธนาคาร' }));
    const sheet = await page.findByRole('dialog', { name: 'เลือกธนาคาร' });
    await expect(within(sheet).getByRole('button', { name: 'ปิด' })).toHaveFocus();

    await userEvent.click(within(sheet).getByRole('button', { name: 'ธนาคารไทยพาณิชย์' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus is back on the opener, which now shows the choice.
    await expect(page.getByRole('button', { name: 'ธนาคารไทยพาณิชย์' })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'เลือกธนาคาร' });
    await userEvent.click(opener);
    await page.findByRole('dialog', { name: 'เลือกธนาคาร' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const OpenOnLoad: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'เลือกธนาคาร' });
    await expect(within(sheet).getAllByRole('button')).toHaveLength(banks.length + 1);
  },
};
