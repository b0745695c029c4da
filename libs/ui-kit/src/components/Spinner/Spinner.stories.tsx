import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'ui-kit/Spinner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A small busy sign. **Do** label it. **Don't** use it where a skeleton can show the shape of the " +
          'content.',
      },
    },
  },
  component: Spinner,
  args: { label: 'กำลังโหลด' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('กำลังโหลด');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, size: 'lg', label: 'กำลังอัปเดตยอดเงิน' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('กำลังอัปเดตยอดเงิน')).toBeVisible();
  },
};
