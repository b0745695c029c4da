import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formsLocales } from '@lobby/forms';
import { withStrings } from '@lobby/testing';
import { protectionLocales } from '../locales';
import { ConsentBanner, ConsentSettings, type ConsentSettingsProps } from './ConsentBanner';

const meta = {
  title: 'protection/Consent',
  component: ConsentBanner,
  decorators: [withStrings({ protection: protectionLocales, forms: formsLocales }, { router: true })],
  args: { onAcceptAll: fn(), onRejectAll: fn(), onManage: fn(), policyHref: '/privacy' },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three equal choices, reachable by keyboard in the order they read; the policy one link away. */
export const FirstVisit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'เราใช้คุกกี้' });
    await expect(within(banner).getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ตั้งค่า' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ปฏิเสธทั้งหมด' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
  },
};

function SettingsDemo(props: Pick<ConsentSettingsProps, 'onSave'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cookie settings
      </button>
      <ConsentSettings
        open={open}
        initial={{ chat: false, analytics: true }}
        onSave={(purposes) => {
          props.onSave(purposes);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Per purpose: the necessary ones always on, each optional one a switch; focus returns to what opened it. */
export const ManagePerPurpose: StoryObj<typeof SettingsDemo> = {
  args: { onSave: fn() },
  render: (args) => <SettingsDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
    const necessary = within(dialog).getByRole('switch', { name: /จำเป็น · เปิดเสมอ/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const chat = within(dialog).getByRole('switch', { name: /แชตสด/ });
    const analytics = within(dialog).getByRole('switch', { name: /การวัดผล/ });
    await expect(chat).not.toBeChecked();
    await expect(analytics).toBeChecked();
    await userEvent.click(chat);
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกการเลือก' }));
    await expect(args.onSave).toHaveBeenCalledWith({ chat: true, analytics: false });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Esc closes without saving.
    await userEvent.click(opener);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};
