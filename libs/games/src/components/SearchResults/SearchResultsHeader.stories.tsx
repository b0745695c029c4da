import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import { SortMenu } from '../SortMenu/SortMenu';
import { SearchResultsHeader } from './SearchResultsHeader';

const meta = {
  title: 'games/SearchResultsHeader',
  component: SearchResultsHeader,
  decorators: [withStrings({ games: gamesLocales })],
  args: { term: 'มังกร', count: 1234 },
} satisfies Meta<typeof SearchResultsHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSort = fn();

export const Results: Story = {
  args: {
    byType: { slot: 1200, casino: 30, fishing: 4, lotto: 0 },
    actions: <SortMenu value={1} onChange={onSort} hideLabel />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ผลการค้นหา “มังกร” 1,234 เกม');
    const types = canvas.getByRole('list', { name: 'ผลการค้นหา' });
    await expect(
      within(types)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['คาสิโนสด 30 เกม', 'สล็อต 1,200 เกม', 'ยิงปลา 4 เกม']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'เรียงตาม' }), '2');
    await expect(onSort).toHaveBeenCalledWith(2);
  },
};

export const Searching: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading).toHaveTextContent('กำลังค้นหา…');
    await expect(heading).toHaveAttribute('aria-busy', 'true');
  },
};

export const EnglishSingle: Story = {
  globals: { locale: 'en' },
  args: { term: 'dragon', count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Search results for “dragon”: 1 game');
  },
};
