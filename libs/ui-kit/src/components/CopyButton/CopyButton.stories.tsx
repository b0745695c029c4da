import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'ui-kit/CopyButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Copies a value and says so for 2 s. **Do** copy the raw value (digits without dashes) and add a ' +
          "toast that names what was copied. **Don't** rely on it alone for long text the member must " +
          'check: show the text next to it.',
      },
    },
  },
  component: CopyButton,
  args: { value: '1234567890', label: 'คัดลอก', copiedLabel: 'คัดลอกแล้ว ✓', onCopied: fn() },
  // A clipboard that always answers, so the story behaves the same in any browser frame and in jsdom.
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn(async () => {}) }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies the bank number (without dashes) and says so on the button for 2 s; the caller adds a toast. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอก' }));
    await expect(await canvas.findByRole('button', { name: 'คัดลอกแล้ว ✓' })).toBeInTheDocument();
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
  },
};
