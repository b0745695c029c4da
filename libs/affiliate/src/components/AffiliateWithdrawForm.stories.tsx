import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCodeMessage } from '@lobby/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { affiliateLocales } from '../locales';
import { AffiliateWithdrawForm, type AffiliateWithdrawFormProps } from './AffiliateWithdrawForm';

const meta = {
  title: 'affiliate/WithdrawForm',
  component: AffiliateWithdrawForm,
  decorators: [withStrings({ affiliate: affiliateLocales })],
  args: { balance: 12.5, onSubmit: fn(async () => true) },
} satisfies Meta<typeof AffiliateWithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('จำนวนเงินที่ต้องการถอน');
const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'ถอนรายได้' }));

/** The income that can be withdrawn, the once-a-day rule; "withdraw all" fills it and an accepted amount clears. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('affiliate-balance')).toHaveTextContent('12.50 บาท');
    await expect(canvas.getByText('ถอนได้วันละ 1 ครั้ง เฉพาะวันที่ 1–5 ของทุกเดือน')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ถอนทั้งหมด' }));
    await expect(field(canvasElement)).toHaveValue('12.50');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith('12.50');
    await waitFor(() => expect(field(canvasElement)).toHaveValue(''));
  },
};

/** Spec §5: the amount must not be 0 — refused at the field, nothing sent, focus back on the field. */
export const ZeroAmount: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '0.00');
    await submit(canvasElement);
    const message = within(canvasElement).getByText('จำนวนเงินต้องไม่เป็น 0');
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement).getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    await expect(field(canvasElement)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The message goes as soon as the amount is right.
    await userEvent.clear(field(canvasElement));
    await userEvent.type(field(canvasElement), '5');
    await expect(within(canvasElement).queryByText('จำนวนเงินต้องไม่เป็น 0')).not.toBeInTheDocument();
  },
};

export const EmptyAmount: Story = {
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement);
    await expect(within(canvasElement).getByText('กรุณากรอกจำนวนเงินที่ต้องการถอน')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The field keeps digits, one point and two decimals, typed or pasted. */
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

/** No income yet: "withdraw all" has nothing to fill. */
export const NoIncome: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ถอนทั้งหมด' })).toBeDisabled();
  },
};

/** While the request is out the button is busy and a second tap sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByTestId('affiliate-withdraw-submit');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(field(canvasElement), '5{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server refusal in the affiliate context's words (api-client's table), under the form and tied to the field. */
function Refused({ code, ...props }: AffiliateWithdrawFormProps & { code: number }) {
  const message = useCodeMessage();
  return (
    <AffiliateWithdrawForm
      {...props}
      error={message({ kind: 'code', code, message: 'refused', body: { code } }, 'affiliateWithdraw')}
    />
  );
}
const refusal = (code: number, text: string): Story => ({
  render: (args) => <Refused {...args} code={code} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByTestId('form-alert');
    await expect(alert).toHaveTextContent(text);
    await expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    await expect(field(canvasElement).getAttribute('aria-describedby')).toContain(alert.id);
  },
});

export const Refused1001: Story = refusal(1001, 'ยอดรายได้ไม่เพียงพอ');
export const Refused1004: Story = refusal(1004, 'ถอนรายได้แนะนำเพื่อนได้วันละ 1 ครั้ง');
export const Refused1005: Story = refusal(1005, 'ถอนรายได้แนะนำเพื่อนได้เฉพาะวันที่ 1-5 ของทุกเดือน');
/** Spec §8: any other affiliate withdraw code — contact support. */
export const RefusedOther: Story = refusal(8000, 'กรุณาติดต่อฝ่ายบริการลูกค้า');

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <Refused {...args} code={1004} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('affiliate-balance')).toHaveTextContent('฿12.50');
    await expect(canvas.getByTestId('form-alert')).toHaveTextContent('Affiliate income can be withdrawn once a day');
    await userEvent.type(canvas.getByLabelText('Amount to withdraw'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw income' }));
    await expect(canvas.getByText('The amount must not be 0')).toBeInTheDocument();
  },
};
