import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { BottomSheet } from './BottomSheet';
import { overlayArgTypes } from '../overlay/overlayArgTypes';

const banks = ['ธนาคารกสิกรไทย', 'ธนาคารไทยพาณิชย์', 'ธนาคารกรุงเทพ'];

/**
 * The sheet as the bank picker uses it: a button opens it, a choice or ✕ closes it. The story's args are the sheet's
 * own props (`open` is where the demo starts; `onClose` is called besides closing it).
 */
function BankPickerDemo({
  open: initiallyOpen,
  title,
  closeLabel = 'ปิด',
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  closeLabel?: string;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
  const [bank, setBank] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {bank ?? 'เลือกธนาคาร'}
      </Button>
      <BottomSheet
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title={title}
        closeLabel={closeLabel}
      >
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
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A picker sliding up from the bottom. **Do** use it for short choices on phones (bank, deposit ' +
          "channel) and give it a title. **Don't** put long forms in it or stack two sheets; a drawer or a " +
          'page suits those.',
      },
    },
  },
  // The props table is the sheet's own; the stories show it as the bank picker uses it.
  component: BottomSheet,
  args: { open: false, title: 'เลือกธนาคาร', closeLabel: 'ปิด', onClose: fn() },
  argTypes: overlayArgTypes,
  render: (args) => <BankPickerDemo {...args} />,
} satisfies Meta<typeof BottomSheet>;

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
  args: { open: true },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'เลือกธนาคาร' });
    await expect(within(sheet).getAllByRole('button')).toHaveLength(banks.length + 1);
  },
};
