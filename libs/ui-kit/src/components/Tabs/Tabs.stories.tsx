import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'deposit', label: 'ฝาก', content: 'ฝากเงินผ่าน QR พร้อมเพย์' },
  { id: 'usdt', label: 'ฝาก USDT', content: 'ฝากด้วย USDT', disabled: true },
  { id: 'withdraw', label: 'ถอน', content: 'ถอนเข้าบัญชีที่ลงทะเบียนไว้' },
];

const meta = {
  title: 'ui-kit/Tabs',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'WAI-ARIA tabs. **Do** keep labels short (they share a row on phones) and disable tabs that ' +
          "cannot be used yet. **Don't** use tabs for steps of a flow.",
      },
    },
  },
  component: Tabs,
  args: { items, label: 'ฝากหรือถอน', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('tab', { name: 'ฝาก' });
    const withdraw = canvas.getByRole('tab', { name: 'ถอน' });
    await expect(deposit).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'ฝาก' })).toHaveTextContent('QR');

    await userEvent.click(deposit);
    // → skips the disabled USDT tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(withdraw).toHaveFocus();
    await expect(withdraw).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'ถอน' })).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('withdraw');

    // → wraps to the first; End/Home jump to the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(withdraw).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(deposit).toHaveFocus();

    // Only the selected tab is in the Tab order.
    await expect(withdraw).toHaveAttribute('tabindex', '-1');
  },
};

function UrlBoundTabs() {
  // Stands in for ?tab=withdraw in the URL.
  const [tab, setTab] = useState('withdraw');
  return (
    <>
      <Tabs items={items} label="ฝากหรือถอน" value={tab} onValueChange={setTab} fullWidth />
      <output>tab={tab}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <UrlBoundTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'ถอน' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'ฝาก' }));
    await expect(canvas.getByText('tab=deposit')).toBeInTheDocument();
  },
};
