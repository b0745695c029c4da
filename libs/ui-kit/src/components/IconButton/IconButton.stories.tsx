import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { IconButton } from './IconButton';

const meta = {
  title: 'ui-kit/IconButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A 44 px icon-only button. **Do** always give it a label (read by screen readers and shown as a ' +
          "tooltip). **Don't** use it for the main action of a page.",
      },
    },
  },
  component: IconButton,
  args: { label: 'รีเฟรชยอดเงิน', icon: 'refresh', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'รีเฟรชยอดเงิน' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

function FavouriteToggle() {
  const [on, setOn] = useState(false);
  return (
    <IconButton label="รายการโปรด" icon={on ? 'heartFilled' : 'heart'} aria-pressed={on} onClick={() => setOn(!on)} />
  );
}

/** A toggle keeps one name and reports its state with aria-pressed, not by swapping the label. */
export const Toggle: Story = {
  render: () => <FavouriteToggle />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'รายการโปรด' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <IconButton {...args} variant="ghost" label="ค้นหา" icon="search" />
      <IconButton {...args} variant="secondary" label="การแจ้งเตือน" icon="bell" />
      <IconButton {...args} variant="primary" label="ฝากเงิน" icon="plus" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
