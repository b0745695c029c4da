import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCodeMessage } from '@lobby/api-client';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { paymentsLocales } from '../locales';
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm';

const meta = {
  title: 'payments/Withdraw',
  component: WithdrawForm,
  decorators: [withStrings({ payments: paymentsLocales })],
  args: {
    account: { bankId: 'kbank', bankName: 'กสิกรไทย', number: '1234567890' },
    balance: 4708.25,
    min: 300,
    max: 999999,
    cooldownUntil: null,
    onSubmit: fn(async () => true),
    onCooldownOver: fn(),
  },
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('จำนวนเงินที่ต้องการถอน');
const submit = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByTestId('withdraw-submit'));

/** The account masked, the balance, the limits; "withdraw all" fills the balance and an accepted amount clears. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('withdraw-account')).toHaveTextContent('xxx-x-xx789-0');
    await expect(canvas.getByTestId('withdraw-balance')).toHaveTextContent('4,708.25 บาท');
    await expect(canvas.getByText('ถอนขั้นต่ำ 300.00 บาท · สูงสุด 999,999.00 บาท ต่อครั้ง')).toBeInTheDocument();
    await expect(field(canvasElement)).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(canvas.getByRole('button', { name: 'ถอนทั้งหมด' }));
    await expect(field(canvasElement)).toHaveValue('4708.25');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith('4708.25');
    await waitFor(() => expect(field(canvasElement)).toHaveValue(''));
  },
};

/** The field keeps only what spec §5 allows, typed or pasted: one point, two decimals, no leading zero. */
export const TypingRules: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '0012.3.45');
    await expect(field(canvasElement)).toHaveValue('12.34');
    await userEvent.clear(field(canvasElement));
    await userEvent.click(field(canvasElement));
    await userEvent.paste('1,250.759');
    await expect(field(canvasElement)).toHaveValue('1250.75');
  },
};

/** Each field rule of spec §5, tied to the field (aria-describedby) and checked on submit and on leaving it. */
export const EmptyAmount: Story = {
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement);
    const message = within(canvasElement).getByText('กรุณากรอกจำนวนเงินที่ต้องการถอน');
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement).getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    await expect(field(canvasElement)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ZeroAmount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '0.00');
    await submit(canvasElement);
    await expect(within(canvasElement).getByText('กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)')).toBeInTheDocument();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '299.99');
    await userEvent.tab();
    await expect(within(canvasElement).getByText('ถอนขั้นต่ำ 300.00 บาท')).toBeInTheDocument();
    // The message follows the typing once shown, and goes as soon as the amount is right.
    await userEvent.clear(field(canvasElement));
    await userEvent.type(field(canvasElement), '300');
    await expect(within(canvasElement).queryByText('ถอนขั้นต่ำ 300.00 บาท')).not.toBeInTheDocument();
  },
};

/** "Withdraw all" stops at the maximum; more than it is refused. */
export const AboveMaximum: Story = {
  args: { balance: 80_000.5, max: 50_000 },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), '50000.01');
    await submit(canvasElement);
    await expect(within(canvasElement).getByText('ถอนได้ไม่เกิน 50,000.00 บาท ต่อครั้ง')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ถอนทั้งหมด' }));
    await expect(field(canvasElement)).toHaveValue('50000');
  },
};

export const NotEnoughBalance: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '4708.26');
    await submit(canvasElement);
    await expect(within(canvasElement).getByText('ยอดเงินคงเหลือไม่พอ')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server refusal in the page's words (the api-client's table for the withdraw context), under the form. */
function Refused({ code, body, ...props }: WithdrawFormProps & { code?: number; body?: Record<string, unknown> }) {
  const message = useCodeMessage();
  const error =
    code === undefined
      ? message({ kind: 'network', message: 'connection reset' }, 'withdraw')
      : message({ kind: 'code', code, message: 'refused', body: { code, ...body } }, 'withdraw');
  return <WithdrawForm {...props} error={error} />;
}

const refusal = (code: number | undefined, body: Record<string, unknown>, text: string): Story => ({
  render: (args) => <Refused {...args} code={code} body={body} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByTestId('form-alert');
    await expect(alert).toHaveTextContent(text);
    await expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    // The field keeps its text and points at the message.
    await expect(field(canvasElement).getAttribute('aria-describedby')).toContain(alert.id);
  },
});

export const Refused1001: Story = refusal(1001, { result: { balance: 120 } }, 'ยอดเงินคงเหลือไม่พอ (คงเหลือ 120.00 บาท)');
export const Refused1002: Story = refusal(1002, { min: 500 }, 'ถอนขั้นต่ำ 500.00 บาท');
/** Too soon: the message with the wait, and the button counting down from the returned date. */
export const Refused1005: Story = {
  ...refusal(1005, { result: { wait: 359 } }, 'ถอนได้ครั้งละหนึ่งรายการทุก 10 นาที กรุณารออีก 5 นาที 59 วินาที'),
  render: function TooSoonStory(args) {
    const [until] = useState(() => new Date(Date.now() + 359_000));
    return <Refused {...args} cooldownUntil={until} code={1005} body={{ result: { wait: 359 } }} />;
  },
};
export const Refused1009: Story = refusal(
  1009,
  { result: { remaining: 1500, count_remaining: 2, wait: 3600 } },
  'ยอดถอนเกินวงเงินต่อวัน วันนี้ถอนได้อีก 1,500.00 บาท หรือรออีก 60 นาที',
);
export const Refused1010: Story = refusal(
  1010,
  { result: { remaining: null, count_remaining: 0, wait: 90 } },
  'ถอนครบจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก 1 นาที 30 วินาที',
);
export const Refused1011: Story = refusal(
  1011,
  { result: { remaining: 0, count_remaining: 0, wait: 45 } },
  'ถอนครบทั้งวงเงินและจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก 45 วินาที',
);
/** Any other code: the generic try-again of spec §8. */
export const RefusedOther: Story = refusal(8000, {}, 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
/** The answer was lost: the member may try again (the same Idempotency-Key goes with it). */
export const ConnectionLost: Story = refusal(undefined, {}, 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');

/** After a withdrawal: the button counts the 10 minutes down (the deadline is made when the story opens). */
export const Cooldown: Story = {
  render: function CooldownStory(args) {
    const [until] = useState(() => new Date(Date.now() + 9 * 60_000 + 30_000));
    return <WithdrawForm {...args} cooldownUntil={until} />;
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByTestId('withdraw-submit');
    await expect(button).toBeDisabled();
    await expect(within(button).getByRole('timer')).toHaveTextContent(/^ถอนได้อีกครั้งใน 09:[23]\d$/);
    await userEvent.type(field(canvasElement), '500{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** At zero the form says so and the button is the submit again (the tab then drops its deadline). */
export const CooldownEnds: Story = {
  render: function CooldownEndsStory(args) {
    const [until, setUntil] = useState<Date | null>(() => new Date(Date.now() + 1200));
    const over = () => {
      args.onCooldownOver?.();
      setUntil(null);
    };
    return <WithdrawForm {...args} cooldownUntil={until} onCooldownOver={over} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('withdraw-submit')).toHaveTextContent(/ถอนได้อีกครั้งใน 00:0[12]/);
    await waitFor(() => expect(args.onCooldownOver).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(canvas.getByTestId('withdraw-submit')).toBeEnabled();
    await expect(canvas.getByTestId('withdraw-submit')).toHaveTextContent('ถอนเงิน');
  },
};

/** While the request is out the button is busy and a second tap sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByTestId('withdraw-submit');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.type(field(canvasElement), '500{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No registered account: the message of spec §8 instead of the form. */
export const NoAccount: Story = {
  args: { account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่พบบัญชีสำหรับถอนเงิน');
    await expect(canvas.queryByTestId('withdraw-form')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { account: { bankId: 'scb', bankName: 'Siam Commercial Bank', number: '9876543210' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('withdraw-balance')).toHaveTextContent('฿4,708.25');
    await expect(canvas.getByText('Min ฿300.00 · Max ฿999,999.00 per withdrawal')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Amount to withdraw'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('The minimum withdrawal is ฿300.00')).toBeInTheDocument();
  },
};
