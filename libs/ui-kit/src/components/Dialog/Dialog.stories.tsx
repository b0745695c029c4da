import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import type { OverlayDismissal } from '../overlay/overlayProps';
import { Dialog, type DialogProps } from './Dialog';
import { overlayArgTypes } from '../overlay/overlayArgTypes';

/**
 * The dialog as an announcement uses it: a button opens it, its footer's buttons close it. The story's args are the
 * dialog's own props: `open` is where the demo starts, `onClose` is called besides closing it, and leaving out
 * `onClose` (with `closeLabel`) makes it one the member cannot dismiss.
 */
function DialogDemo({ open: initiallyOpen, onClose, closeLabel, footer, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
  const close = () => setOpen(false);
  const dismissal: OverlayDismissal = onClose
    ? {
        onClose: () => {
          onClose();
          close();
        },
        closeLabel: closeLabel ?? 'ปิด',
      }
    : {};
  return (
    <>
      <Button onClick={() => setOpen(true)}>เปิดประกาศ</Button>
      <Dialog
        {...props}
        open={open}
        {...dismissal}
        footer={
          footer ?? (
            <>
              <Button variant="ghost" onClick={close}>
                ไว้ทีหลัง
              </Button>
              <Button onClick={close}>รับทราบ</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Dialog',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A centred modal. **Do** use it for outcomes the member must see (deposit success, errors) and ' +
          "for blocking notices without onClose. **Don't** open one over another or use it for navigation.",
      },
    },
  },
  // The props table is the dialog's own; the stories show it as an announcement uses it.
  component: Dialog,
  args: {
    open: false,
    title: 'ประกาศจากทางเว็บ',
    onClose: fn(),
    closeLabel: 'ปิด',
    children: 'ระบบฝากถอนอัตโนมัติจะปิดปรับปรุงเวลา 12:00 - 16:00 น. ขออภัยในความไม่สะดวก',
  },
  argTypes: { ...overlayArgTypes, children: { control: 'text' }, image: { control: false } },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcement: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'เปิดประกาศ' });
    await userEvent.click(opener);

    const dialog = await page.findByRole('dialog', { name: 'ประกาศจากทางเว็บ' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'ปิด' });
    await expect(close).toHaveFocus();

    // Tab walks ✕ → ไว้ทีหลัง → รับทราบ and wraps back to ✕; Shift+Tab wraps the other way.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'ไว้ทีหลัง' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'รับทราบ' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const WithImage: Story = {
  args: {
    image: (
      <div
        role="img"
        aria-label="โปรโมชั่นสมาชิกใหม่ รับโบนัส 100 บาท"
        style={{
          aspectRatio: '16 / 9',
          background: `linear-gradient(135deg, ${vars.color.bgBtnInContent}, ${vars.color.bgBtn})`,
        }}
      />
    ),
    title: 'โปรโมชั่นสมาชิกใหม่',
    children: 'ฝากครั้งแรกรับโบนัสเพิ่ม ทำเทิร์น 2 เท่า ถอนได้สูงสุด 1,000 บาท',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'เปิดประกาศ' }));
    const dialog = await page.findByRole('dialog', { name: 'โปรโมชั่นสมาชิกใหม่' });
    await expect(within(dialog).getByRole('img', { name: /โบนัส 100 บาท/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'รับทราบ' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The closed-site modal of the spec: no ✕, Esc and the backdrop do nothing. */
export const ClosedSite: Story = {
  args: {
    title: 'เว็บไซต์ปิดให้บริการ',
    children: 'ขณะนี้เว็บไซต์ปิดให้บริการชั่วคราว กรุณาติดต่อเจ้าหน้าที่ทาง LINE',
    onClose: undefined,
    closeLabel: undefined,
    footer: <Button>ติดต่อเจ้าหน้าที่</Button>,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'เปิดประกาศ' }));
    const dialog = await page.findByRole('dialog', { name: 'เว็บไซต์ปิดให้บริการ' });
    await expect(within(dialog).queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: 'เว็บไซต์ปิดให้บริการ' })).toBeInTheDocument();
    // Focus cannot leave it either.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'ติดต่อเจ้าหน้าที่' })).toHaveFocus();
  },
};

/** Open on load, to review the layout under each brand and locale. */
export const OpenOnLoad: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'ประกาศจากทางเว็บ' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};
