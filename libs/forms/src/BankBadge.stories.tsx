import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankName, bankTable } from '@lobby/contract';
import { vars } from '@lobby/ui-kit/theme';
import { expect, within } from 'storybook/test';
import type { CSSProperties } from 'react';
import { BankBadge, type BankBadgeSize } from './BankBadge';

const meta = {
  title: 'forms/BankBadge',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A bank's own drawn mark (bankMarks.ts) on its brand colour. Decorative: **do** write the bank's name " +
          "next to it. Sizes: `xs` 24 px, `sm` 32 px, `md` 40 px (default). An unknown bank shows a neutral '?'.",
      },
    },
  },
  component: BankBadge,
  args: { bankId: 'kbank', size: 'md' },
  argTypes: {
    bankId: { control: 'select', options: [...Object.keys(bankTable), 'nobank'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md'] },
  },
} satisfies Meta<typeof BankBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes: BankBadgeSize[] = ['xs', 'sm', 'md'];
const ids = Object.keys(bankTable);

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-bank="kbank"]');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge?.querySelector('svg text')).toHaveTextContent('K');
  },
};

/** Every bank of the display table at each size, with its name beside it, on the page and on an inverse panel. */
export const AllBanks: Story = {
  render: (_args, { globals }) => {
    const locale = globals.locale === 'en' ? 'en' : 'th';
    const panel = (surface: 'page' | 'inverse'): CSSProperties => ({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
      gap: vars.space.sm,
      margin: 0,
      padding: vars.space.md,
      listStyle: 'none',
      borderRadius: vars.radius.md,
      background: surface === 'page' ? vars.color.bg : vars.color.text,
      color: surface === 'page' ? vars.color.text : vars.color.bg,
    });
    return (
      <div style={{ display: 'grid', gap: vars.space.md }}>
        {(['page', 'inverse'] as const).map((surface) => (
          <ul key={surface} style={panel(surface)} data-surface={surface}>
            {[...ids, 'nobank'].map((id) => (
              <li key={id} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
                {sizes.map((size) => (
                  <BankBadge key={size} bankId={id} size={size} />
                ))}
                <span>{bankName(id, locale)}</span>
              </li>
            ))}
          </ul>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale === 'en' ? 'en' : 'th';
    for (const panel of canvasElement.querySelectorAll('ul')) {
      for (const id of ids) {
        const marks = panel.querySelectorAll(`[data-bank="${id}"]`);
        await expect(marks).toHaveLength(sizes.length);
        for (const mark of marks) {
          await expect(mark).toHaveAttribute('aria-hidden', 'true');
          await expect(mark.querySelector('svg path')).not.toBeNull();
        }
        // The name is always written next to the mark.
        await expect(marks[0]!.parentElement).toHaveTextContent(bankName(id, locale));
      }
      const unknown = within(panel).getByText('nobank').parentElement!;
      await expect(unknown.querySelectorAll('svg')).toHaveLength(0);
      await expect(unknown).toHaveTextContent('???nobank');
    }
    // Nothing of the marks reaches screen readers: only the written names.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};
