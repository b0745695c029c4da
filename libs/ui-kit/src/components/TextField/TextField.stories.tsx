import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { TextField } from './TextField';

const meta = {
  title: 'ui-kit/TextField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled input with hint and error. **Do** set `inputMode` for numbers and keep the label ' +
          "visible. **Don't** use placeholder text as the label.",
      },
    },
  },
  component: TextField,
  args: {
    label: 'จำนวนเงิน',
    hint: 'ขั้นต่ำ 250.00 THB สูงสุด 45,000.00 THB',
    suffix: 'บาท',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'จำนวนเงิน' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('ขั้นต่ำ 250.00 THB สูงสุด 45,000.00 THB');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '500');
    await expect(input).toHaveValue('500');
  },
};

function ValidatedAmount() {
  const [value, setValue] = useState('');
  const tooLow = value !== '' && Number(value) < 250;
  return (
    <TextField
      label="จำนวนเงิน"
      inputMode="numeric"
      suffix="บาท"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={tooLow ? 'ยอดฝากขั้นต่ำ 250.00 THB' : undefined}
    />
  );
}

export const InlineError: Story = {
  render: () => <ValidatedAmount />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'จำนวนเงิน' });
    await userEvent.type(input, '100');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('ยอดฝากขั้นต่ำ 250.00 THB');
    await userEvent.type(input, '0');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const OneTimeCode: Story = {
  args: { label: 'รหัส OTP', hint: undefined, suffix: undefined, autoComplete: 'one-time-code', maxLength: 6 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'รหัส OTP' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  },
};
