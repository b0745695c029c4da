import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberLocales } from '../locales';
import { withStrings } from '@lobby/testing';
import { FaqItem } from './FaqItem';

const withdraw = memberLocales.th.help.faq['withdraw-min'];

/** One question of the help centre: a disclosure, closed until asked (or open while searching). */
const meta = {
  title: 'member/FAQ item',
  component: FaqItem,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: { question: withdraw.q, answer: withdraw.a },
} satisfies Meta<typeof FaqItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByTestId('faq-item');
    await expect(item).not.toHaveAttribute('open');
    await userEvent.click(canvas.getByText('ถอนเงินขั้นต่ำเท่าไร'));
    await expect(item).toHaveAttribute('open');
    await expect(canvas.getByText(/ถอนเงินขั้นต่ำ 300 บาท/)).toBeVisible();
  },
};

/** While searching, the matching answers are open. */
export const Open: Story = {
  args: {
    open: true,
    question: memberLocales.en.help.faq['withdraw-cooldown'].q,
    answer: memberLocales.en.help.faq['withdraw-cooldown'].a,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-item')).toHaveAttribute('open');
    await expect(canvas.getByText(/wait 10 minutes/)).toBeVisible();
  },
};
