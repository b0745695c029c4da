import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BrandProvider } from '@lobby/brand';
import { testBrand, withStrings } from '@lobby/testing';
import { expect, screen, userEvent, within } from 'storybook/test';
import { shellLocales } from '../locales';
import { ClosedSiteDialog } from './ClosedSiteDialog';

/** A brand with LINE unless the story changes it (parameters.brand). */
const withBrand: Decorator = (Story, context) => (
  <BrandProvider brand={testBrand(context.parameters.brand as object)}>
    <Story />
  </BrandProvider>
);

/**
 * The blocking modal of spec §4: the brand's build-time flag or the operator's switch (`site closed`) closed the
 * site. It cannot be dismissed; it says to contact support and offers LINE where the brand has it.
 */
const meta = {
  title: 'shell/Closed site',
  component: ClosedSiteDialog,
  decorators: [withStrings({ shell: shellLocales }), withBrand],
} satisfies Meta<typeof ClosedSiteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' });
    await expect(dialog).toHaveTextContent('กรุณาติดต่อฝ่ายบริการลูกค้า');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBe(dialog);
    await expect(within(dialog).queryByRole('button', { name: /ปิด/ })).toBeNull();
    await expect(within(dialog).getByRole('link', { name: /LINE/ })).toHaveFocus();
  },
};

export const WithoutLine: Story = {
  parameters: { brand: { social: {} } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' });
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};
