import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { promotionFixture } from '../testing';
import { withStrings } from '@lobby/testing';
import { memberLocales } from '../locales';
import { PromotionCard } from './PromotionCard';

/** A promotion in the list: picture, category, title, the terms a member weighs first, and its page. */
const meta = {
  title: 'member/Promotion card',
  component: PromotionCard,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: { promotion: promotionFixture(), href: '/promotion?id=NKG01-welcome' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositBonus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'สมาชิกใหม่รับโบนัส 100%' })).toBeInTheDocument();
    await expect(canvas.getByText('สมาชิกใหม่')).toBeInTheDocument();
    await expect(canvas.getByText('โบนัส 100% สูงสุด 1,000.00 บาท')).toBeInTheDocument();
    await expect(canvas.getByText('ทำยอดเทิร์น 10 เท่าของยอดฝากรวมโบนัสก่อนถอน')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: /ดูรายละเอียด สมาชิกใหม่รับโบนัส 100%/ });
    await expect(link).toHaveAttribute('href', '/promotion?id=NKG01-welcome');
  },
};

/** Cashback: no bonus figure, no turnover line beyond its own; no end date. */
export const Cashback: Story = {
  args: {
    promotion: promotionFixture({
      _id: 'NKG01-cashback',
      title: '5% weekly cashback',
      summary: '5% of the week’s losses back every Monday, nothing to claim',
      category: 'cashback',
      end: null,
      terms: { ...promotionFixture().terms, claim: 'auto', turnover: 0, max_bonus: 5000, bonus_percent: 5 },
    }),
    href: '/en/promotion?id=NKG01-cashback',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cashback')).toBeInTheDocument();
    await expect(canvas.getByText('5% bonus, up to ฿5,000.00')).toBeInTheDocument();
    await expect(canvas.queryByText(/Bet \d+ times/)).toBeNull();
    await expect(canvas.queryByText(/Until/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Details of 5% weekly cashback' })).toBeInTheDocument();
  },
};
