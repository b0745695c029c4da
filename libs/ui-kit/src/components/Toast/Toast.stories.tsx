import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { useToast } from './toastContext';
import { ToastProvider } from './ToastProvider';

function ToastDemo() {
  const toast = useToast();
  const count = useRef(0);
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() => {
          count.current += 1;
          toast.show(`ข้อความที่ ${count.current}`);
        }}
      >
        แจ้งเตือน
      </Button>
      <Button variant="secondary" onClick={() => toast.show('ถอนเงินสำเร็จ', { tone: 'success', duration: 10_000 })}>
        ถอนสำเร็จ
      </Button>
      <Button variant="danger" onClick={() => toast.show('ยอดเงินไม่เพียงพอ', { tone: 'error' })}>
        ผิดพลาด
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  tags: ['autodocs'],
  parameters: {
    // The story's own provider is the page's one stack (the preview leaves its provider out), so its args apply.
    ownToastProvider: true,
    docs: {
      description: {
        component:
          'Short messages at the bottom centre, at most 3, 5 s (10 s after a withdrawal). `ToastProvider` is ' +
          'mounted once by the site (its props below); features call `useToast().show(message, { tone, duration })` ' +
          "and keep no toasts of their own. **Do** say what happened in one line. **Don't** put actions the " +
          'member must take in a toast.',
      },
    },
  },
  // The props table is the provider's own; the stories show toasts raised through useToast().
  component: ToastProvider,
  args: { closeLabel: 'ปิด', regionLabel: 'การแจ้งเตือน', max: 3, defaultDuration: 5000, children: undefined },
  argTypes: { children: { control: false } },
  render: ({ children: _children, ...args }) => (
    <ToastProvider {...args}>
      <ToastDemo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const region = page.getByRole('region', { name: /การแจ้งเตือน|Notifications/ });
    await expect(region).toHaveAttribute('aria-live', 'polite');

    const trigger = page.getByRole('button', { name: 'แจ้งเตือน' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(trigger);

    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(region).queryByText('ข้อความที่ 1')).not.toBeInTheDocument();
    await expect(within(region).getByText('ข้อความที่ 4')).toBeInTheDocument();

    // Each toast has its own close button.
    const [oldest] = within(region).getAllByRole('listitem');
    await userEvent.click(within(oldest as HTMLElement).getByRole('button'));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'ถอนสำเร็จ' }));
    await userEvent.click(page.getByRole('button', { name: 'ผิดพลาด' }));
    const region = page.getByRole('region', { name: /การแจ้งเตือน|Notifications/ });
    // Status is never colour-only: every toast carries an icon next to its text.
    for (const item of within(region).getAllByRole('listitem')) await expect(item.querySelector('svg')).not.toBeNull();
    await expect(within(region).getByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();
  },
};
