import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { withStrings } from '@lobby/testing';
import { gamesLocales } from '../../locales';
import type { LobbyTabKey } from '../../types';
import { CategoryTabs } from './CategoryTabs';

const meta = {
  title: 'games/CategoryTabs',
  component: CategoryTabs,
  decorators: [withStrings({ games: gamesLocales })],
  args: { renderPanel: (key: LobbyTabKey) => `panel:${key}`, onValueChange: fn() },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    // casino, slot, fishing, lotto, sport, hot: no recent or favourite for visitors.
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['คาสิโนสด', 'สล็อต', 'ยิงปลา', 'หวย', 'กีฬา', 'เกมฮิต']);
    // Casino is selected by default (spec §2).
    await expect(canvas.getByRole('tab', { name: 'คาสิโนสด' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('panel:casino');
    // Keyboard: → selects the next category.
    await userEvent.click(canvas.getByRole('tab', { name: 'คาสิโนสด' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'สล็อต' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('slot');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('panel:slot');
  },
};

export const MemberTabsWithCounts: Story = {
  args: { member: true, counts: { countRecent: 4, countFavourite: 12 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('tab', { name: 'เกมโปรด 12' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('panel:favourite');
    await expect(canvas.getByRole('tab', { name: 'เล่นล่าสุด 4' })).toHaveAttribute('aria-selected', 'false');
  },
};

function RoutedLinks() {
  // Stands in for the router: the links mode marks the current route with aria-current.
  const [current, setCurrent] = useState<LobbyTabKey>('casino');
  return (
    <CategoryTabs
      member
      value={current}
      hrefFor={(key) => `/en/list/${key}`}
      renderLink={({ href, onClick, ...rest }) => (
        <a
          href={href}
          {...rest}
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
          }}
        />
      )}
      onValueChange={setCurrent}
    />
  );
}

export const LinksMode: Story = {
  globals: { locale: 'en' },
  render: () => <RoutedLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Game categories' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Fishing' }));
    await expect(canvas.getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Live casino' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/en/list/sport');
  },
};
