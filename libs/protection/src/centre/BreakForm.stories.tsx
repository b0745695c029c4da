import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formsLocales } from '@lobby/forms';
import { withStrings } from '@lobby/testing';
import { protectionLocales } from '../locales';
import { BreakForm } from './BreakForm';

const meta = {
  title: 'protection/Take a break',
  component: BreakForm,
  decorators: [withStrings({ protection: protectionLocales, forms: formsLocales }, { router: true })],
  args: {
    onTake: fn(async (): Promise<string | undefined> => undefined),
    now: () => Date.parse('2026-11-24T03:00:00Z'),
  },
} satisfies Meta<typeof BreakForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Nothing starts without a choice; the dialog says when the break ends and asks for the password. */
export const ChooseAndConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มพักการเล่น' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('กรุณาเลือกระยะเวลา');
    await expect(canvas.getByRole('radio', { name: '24 ชั่วโมง' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: '1 สัปดาห์' }));
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มพักการเล่น' }));
    const dialog = await body().findByRole('dialog', { name: 'ยืนยันการพักการเล่น' });
    await expect(within(dialog).getByTestId('break-summary')).toHaveTextContent(
      'คุณจะพักการเล่น 1 สัปดาห์ จนถึง 1 ธ.ค. 2569 10:00 น. และยกเลิกก่อนกำหนดไม่ได้',
    );
    const password = within(dialog).getByLabelText('กรอกรหัสผ่านเพื่อยืนยัน');
    await expect(password).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและออกจากระบบ' }));
    // In the document, not "visible": the message fades in, and the visual run's fixed clock holds it at the start.
    await expect(within(dialog).getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    await expect(args.onTake).not.toHaveBeenCalled();
    await userEvent.type(password, 'secret123{Enter}');
    await expect(args.onTake).toHaveBeenCalledWith('1w', 'secret123');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A wrong password keeps the dialog open with the platform's words; cancelling returns focus where it was. */
export const WrongPassword: Story = {
  args: { onTake: fn(async (): Promise<string | undefined> => 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'ถาวร' }));
    const start = canvas.getByRole('button', { name: 'เริ่มพักการเล่น' });
    await userEvent.click(start);
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByTestId('break-summary')).toHaveTextContent('คุณจะงดเล่นถาวร และยกเลิกไม่ได้');
    await userEvent.type(within(dialog).getByLabelText('กรอกรหัสผ่านเพื่อยืนยัน'), 'nope{Enter}');
    await expect(await within(dialog).findByTestId('form-alert')).toHaveTextContent('รหัสผ่านไม่ถูกต้อง');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(start).toHaveFocus());
  },
};
