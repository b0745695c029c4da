import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { protectionStateFixture } from '../testing';
import { formsLocales } from '@lobby/forms';
import { withStrings } from '@lobby/testing';
import { protectionLocales } from '../locales';
import { DepositLimitsForm } from './DepositLimitsForm';

const meta = {
  title: 'protection/Deposit limits',
  component: DepositLimitsForm,
  decorators: [withStrings({ protection: protectionLocales, forms: formsLocales }, { router: true })],
  args: { limits: protectionStateFixture().limits, onSave: fn(async () => true) },
} satisfies Meta<typeof DepositLimitsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each period says what it holds and when it starts again; a raise waiting for its 24 hours says when it applies. */
export const InForce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByLabelText('ต่อวัน');
    await expect(day).toHaveValue('1000');
    await expect(day).toHaveAccessibleDescription(
      /ฝากแล้ว 600.00 บาท จาก 1,000.00 บาท · เริ่มนับใหม่ 25 พ.ย. 2569 00:00 น./,
    );
    await expect(canvas.getByLabelText('ต่อสัปดาห์ (เริ่มวันจันทร์)')).toHaveAccessibleDescription(
      /จะเปลี่ยนเป็น 8,000.00 บาท เมื่อ 25 พ.ย. 2569 10:00 น./,
    );
    await expect(canvas.getByLabelText('ต่อเดือน')).toHaveValue('');
    // Lower the day, leave the week, no month.
    await userEvent.clear(day);
    await userEvent.type(day, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกวงเงิน' }));
    await expect(args.onSave).toHaveBeenCalledWith({ day: 500, week: 5000, month: null });
  },
};

/** Only whole baht: anything else is kept out as typed, and a field left at zero is refused at the field. */
export const WholeBahtOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByLabelText('ต่อเดือน');
    await userEvent.type(month, '12.5x');
    await expect(month).toHaveValue('125');
    await userEvent.clear(month);
    await userEvent.type(month, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกวงเงิน' }));
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveFocus();
    await expect(canvas.getByText('กรอกเป็นจำนวนเงินบาทเต็ม เช่น 5000')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
