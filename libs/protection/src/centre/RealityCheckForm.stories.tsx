import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formsLocales } from '@lobby/forms';
import { withStrings } from '@lobby/testing';
import { protectionLocales } from '../locales';
import { RealityCheckForm } from './RealityCheckForm';

const meta = {
  title: 'protection/Play reminders',
  component: RealityCheckForm,
  decorators: [withStrings({ protection: protectionLocales, forms: formsLocales }, { router: true })],
  args: { minutes: 30, onSave: fn(async () => true) },
} satisfies Meta<typeof RealityCheckForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The interval in force is selected; another one, or none, is saved by the labelled select. */
export const ChooseInterval: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('ความถี่ของการแจ้งเตือน');
    await expect(select).toHaveValue('30');
    await userEvent.selectOptions(select, 'ทุก 15 นาที');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(15);
    await userEvent.selectOptions(select, 'ไม่แจ้งเตือน');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(null);
  },
};
