import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'ui-kit/Countdown',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A wait that counts down per second (OTP resend, cooldowns). **Do** give the deadline from the ' +
          "server. **Don't** use it for long durations in days: write the date.",
      },
    },
  },
  component: Countdown,
  args: { target: 15 * 60, onDone: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PromptPay QR expiry. */
export const QrExpiry: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.textContent).toMatch(/^1[45]:\d\d$/);
  },
};

export const ReachesZero: Story = {
  args: { target: 1 },
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:01');
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 2500 });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

export const Hours: Story = {
  args: { target: 2 * 3600 + 5 * 60 + 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer').textContent).toMatch(/^2:05:0\d$/);
  },
};
