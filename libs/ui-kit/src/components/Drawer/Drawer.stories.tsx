import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import { Drawer } from './Drawer';
import { overlayArgTypes } from '../overlay/overlayArgTypes';

/**
 * The drawer as the wallet uses it: a button opens it, ✕ or Esc closes it. The story's args are the drawer's own props
 * (`open` is where the demo starts; `onClose` is called besides closing it).
 */
function WalletDrawerDemo({
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
  return (
    <>
      <Button onClick={() => setOpen(true)}>กระเป๋าเงิน</Button>
      <Drawer
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title={title}
        closeLabel={closeLabel}
        footer={
          <Button block size="lg">
            ยืนยันการฝาก
          </Button>
        }
      >
        <Tabs
          label="ฝากหรือถอน"
          fullWidth
          items={[
            { id: 'deposit', label: 'ฝาก', content: <TextField label="จำนวนเงิน" inputMode="numeric" suffix="บาท" /> },
            {
              id: 'withdraw',
              label: 'ถอน',
              content: <TextField label="จำนวนเงินที่ถอน" inputMode="numeric" suffix="บาท" />,
            },
          ]}
        />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'ui-kit/Drawer',
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The 440 px right-hand panel (full width on phones). **Do** keep it addressable (a query flag) so' +
          " Back closes it. **Don't** nest drawers.",
      },
    },
  },
  // The props table is the drawer's own; the stories show it as the wallet uses it.
  component: Drawer,
  args: { open: false, title: 'กระเป๋าเงิน', closeLabel: 'ปิด', onClose: fn() },
  argTypes: overlayArgTypes,
  render: (args) => <WalletDrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallet: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const page = within(doc.body);
    const opener = page.getByRole('button', { name: 'กระเป๋าเงิน' });
    await userEvent.click(opener);

    const drawer = await page.findByRole('dialog', { name: 'กระเป๋าเงิน' });
    await expect(doc.body.style.overflow).toBe('hidden');
    await expect(within(drawer).getByRole('button', { name: 'ปิด' })).toHaveFocus();

    // Shift+Tab from the first element wraps to the last (the footer button).
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'ยืนยันการฝาก' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'ปิด' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(doc.body.style.overflow).toBe('');
  },
};

export const CloseButton: Story = {
  args: { title: 'Wallet', closeLabel: 'Close' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'กระเป๋าเงิน' }));
    const drawer = await page.findByRole('dialog', { name: 'Wallet' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open on load, to review the layout (440px; full width at 430px and below). */
export const OpenOnLoad: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'กระเป๋าเงิน' });
    await expect(within(drawer).getByRole('tab', { name: 'ฝาก' })).toHaveAttribute('aria-selected', 'true');
  },
};
