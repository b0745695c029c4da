import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { upgradeNotice } from '../rules/noticeRules';
import { noticesOfEveryType } from '../testing';
import { withStrings } from '@lobby/testing';
import { noticesLocales } from '../locales';
import { NoticeModal } from './NoticeModal';

/** The announcement modal of spec §2 with every notice type, and the forced deposit-account notice of §4. */
const meta = {
  title: 'notices/Announcement',
  component: NoticeModal,
  decorators: [withStrings({ notices: noticesLocales })],
  args: { notice: noticesOfEveryType.promotion, index: 1, count: 1, onDismiss: fn(), onOpenPage: fn() },
} satisfies Meta<typeof NoticeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promotion: Story = {
  args: { count: 3 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'โปรโมชั่นสมาชิกใหม่ 100%' });
    await expect(dialog).toHaveTextContent('ประกาศ 1 จาก 3');
    await expect(within(dialog).getByTestId('notice-type')).toHaveTextContent('โปรโมชั่น');
    // Focus moves in once the dialog's layer has mounted, a moment after the dialog is found.
    await waitFor(() => expect(within(dialog).getByTestId('notice-ok')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('link', { name: 'ดูรายละเอียด' }));
    await expect(args.onOpenPage).toHaveBeenCalledWith('/promotion');
  },
};

export const Bank: Story = {
  args: { notice: noticesOfEveryType.bank },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งเปลี่ยนบัญชีธนาคาร' });
    await expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('notice-ok'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Game: Story = {
  args: { notice: noticesOfEveryType.game, index: 2, count: 2 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'เกมใหม่มาแรง' });
    await expect(dialog).toHaveTextContent('เกม: Golden Dragon');
    const provider = within(dialog).getByRole('link', { name: 'ดูผู้ให้บริการ' });
    await expect(provider).toHaveAttribute('target', '_blank');
    await expect(provider).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Maintenance: Story = {
  args: { notice: noticesOfEveryType.maintenance },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'ปิดปรับปรุงระบบ' });
    await expect(within(dialog).getByTestId('notice-type')).toHaveTextContent('ปิดปรับปรุง');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Other: Story = {
  args: { notice: noticesOfEveryType.other },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ' });
    await expect(within(dialog).getByTestId('notice-type')).toHaveTextContent('ประกาศ');
  },
};

export const ForcedUpgrade: Story = {
  args: { notice: upgradeNotice },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งเปลี่ยนบัญชีฝากเงิน' });
    await expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'รับทราบ ตรวจสอบบัญชีใหม่แล้ว' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** What an attacker might put in a notice: the text stays, nothing else does. */
export const HostileHtml: Story = {
  args: {
    notice: {
      ...noticesOfEveryType.other,
      title: 'ทดสอบ HTML',
      content:
        '<p>ข้อความปกติ</p><img src="x" onerror="alert(1)"><svg onload="alert(2)"></svg>' +
        '<a href="javascript:alert(3)">ลิงก์</a><form action="https://planted.example"><input></form>',
    },
  },
  play: async () => {
    const content = within(await screen.findByRole('dialog', { name: 'ทดสอบ HTML' })).getByTestId('notice-content');
    await expect(content).toHaveTextContent('ข้อความปกติ');
    await expect(content.querySelector('svg, form, input, [onerror], [onload]')).toBeNull();
    await expect(content.querySelector('a')).not.toHaveAttribute('href');
  },
};
