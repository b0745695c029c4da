import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { memberLocales } from '../locales';
import { VipTiers } from './VipTiers';

/** The four VIP tiers and what each brings; the member's own tier outlined and named. */
const meta = {
  title: 'member/VIP tiers',
  component: VipTiers,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: { tier: 'gold' },
} satisfies Meta<typeof VipTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Gold member: that tier marked as theirs, the others as they are. */
export const MemberOfGold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiers = canvas.getAllByTestId('vip-tier');
    await expect(tiers.map((tier) => tier.querySelector('h3')?.textContent)).toEqual([
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    await expect(tiers[1]).toHaveAttribute('aria-current', 'true');
    await expect(tiers[1]).toHaveTextContent('ระดับของคุณ');
    await expect(canvas.getAllByText('ระดับของคุณ')).toHaveLength(1);
    await expect(within(tiers[1]!).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(tiers[3]!).getByText('กิจกรรมเฉพาะ VIP')).toBeInTheDocument();
  },
};

/** Not invited (or a visitor): no tier marked, in English. */
export const NotInvited: Story = {
  args: { tier: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('vip-tier')).toHaveLength(4);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(canvas.queryByText('Your tier')).toBeNull();
  },
};
