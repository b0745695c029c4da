import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import { providers, providersFor } from '../../types';
import { ProviderChip, type ProviderChipData } from './ProviderChip';
import { ProviderGrid } from './ProviderGrid';
import { ProviderRail } from './ProviderRail';

const pgsoft = providers.find((p) => p.id === 'pgsoft')!;

const meta = {
  title: 'games/ProviderChip',
  component: ProviderChip,
  decorators: [withStrings({ games: gamesLocales })],
  args: { provider: pgsoft, onSelect: fn() },
} satisfies Meta<typeof ProviderChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chip: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'PGSoft' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onSelect).toHaveBeenCalledWith(pgsoft);
  },
};

export const SelectedLink: Story = {
  args: { selected: true, href: '/list/pgsoft', onSelect: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'PGSoft' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveAttribute('href', '/list/pgsoft');
  },
};

export const CardUnderMaintenance: Story = {
  args: { variant: 'card', provider: { ...pgsoft, maintenance: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'PGSoft ปิดปรับปรุง' })).toBeInTheDocument();
  },
};

function RailWithFilter() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <ProviderRail
        providers={providers}
        selectedId={selected}
        onSelect={(p: ProviderChipData | null) => setSelected(p?.id ?? null)}
        all={{}}
      />
      <output>provider={selected ?? 'all'}</output>
    </>
  );
}

export const Rail: Story = {
  render: () => <RailWithFilter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'ค่ายเกม' });
    // The 20 providers of the spec plus "ทุกค่าย".
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(21);
    await expect(canvas.getByRole('button', { name: 'ทุกค่าย' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Joker' }));
    await expect(canvas.getByText('provider=joker')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Joker' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'ทุกค่าย' })).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: chips are in the Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dream Gaming' })).toHaveFocus();
  },
};

export const Grid: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ProviderGrid
      providers={providersFor('slot')}
      hrefFor={(p) => `/en/list/${p.id}`}
      selectedId="joker"
      all={{ href: '/en/list/slot' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Game providers' });
    await expect(within(list).getAllByRole('link')).toHaveLength(providersFor('slot').length + 1);
    await expect(canvas.getByRole('link', { name: 'Joker' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All providers' })).toHaveAttribute('href', '/en/list/slot');
  },
};
