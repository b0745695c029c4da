import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import type { SortId } from '../../types';
import { SortMenu } from './SortMenu';

const meta = {
  title: 'games/SortMenu',
  component: SortMenu,
  decorators: [withStrings({ games: gamesLocales })],
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

function UrlBoundSort() {
  // Stands in for ?sort= in the URL.
  const [sort, setSort] = useState<SortId>(1);
  return (
    <>
      <SortMenu value={sort} onChange={setSort} />
      <output>sort={sort}</output>
    </>
  );
}

export const Keyboard: Story = {
  render: () => <UrlBoundSort />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'เรียงตาม' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ค่าเริ่มต้น', 'เกมใหม่', 'เกมฮิต', 'เกมฟรีสปิน', 'A ถึง Z']);
    await userEvent.selectOptions(select, 'เกมฮิต');
    await expect(canvas.getByText('sort=3')).toBeInTheDocument();
    await userEvent.selectOptions(select, '5');
    await expect(canvas.getByText('sort=5')).toBeInTheDocument();
  },
};

export const EnglishCompact: Story = {
  globals: { locale: 'en' },
  args: { value: 2, hideLabel: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('2');
    await expect(within(canvasElement).queryByText('Sort by')).not.toBeVisible();
    await userEvent.selectOptions(select, 'A to Z');
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};
