import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
// The workspace Storybook config is not an Nx project; its brand list is every app under apps/.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { brandConfigs } from '../../../../.storybook/brands';
import { contrastRatio } from './colour';
import { makeTheme } from './makeTheme';
import { ThemeTokens } from './ThemeTokens';

/** Each brand's theme: colours, text contrast and type scale (every app under apps/, found automatically). */
const meta = {
  title: 'ui-kit/Theme tokens',
  component: ThemeTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All brands, one after another; makeTheme keeps every text colour readable on its background (AA). */
export const EveryBrand: Story = {
  args: { name: '', tokens: brandConfigs[0]!.theme },
  render: () => (
    <div>
      {brandConfigs.map((brand) => (
        <ThemeTokens key={brand.id} name={brand.siteName} tokens={brand.theme} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const brand of brandConfigs) {
      await expect(canvas.getByRole('region', { name: brand.siteName })).toBeInTheDocument();
      const colours = makeTheme(brand.theme).color;
      await expect(contrastRatio(colours.textOnBtn, colours.bgBtn)).toBeGreaterThanOrEqual(4.5);
    }
  },
};
