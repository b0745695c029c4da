import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CategoryTabs, lobbyTabKeys } from './CategoryTabs';

describe('CategoryTabs', () => {
  it('lists recent and favourite for members only', () => {
    expect(lobbyTabKeys(false)).toEqual(['casino', 'slot', 'fishing', 'lotto', 'sport', 'hot']);
    expect(lobbyTabKeys(true)).toEqual(['casino', 'slot', 'fishing', 'lotto', 'sport', 'hot', 'recent', 'favourite']);
  });

  it('links mode marks the value, casino when none is given', () => {
    const { rerender } = renderWithProviders(<CategoryTabs hrefFor={(key) => `/list/${key}`} />);
    expect(screen.getByRole('link', { name: 'คาสิโนสด' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'สล็อต' })).toHaveAttribute('href', '/list/slot');
    rerender(<CategoryTabs hrefFor={(key) => `/list/${key}`} value="lotto" />);
    expect(screen.getByRole('link', { name: 'หวย' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'คาสิโนสด' })).not.toHaveAttribute('aria-current');
  });

  it('tabs mode renders only the selected panel and honours another key order', async () => {
    let rendered: string[] = [];
    const { user } = renderWithProviders(
      <CategoryTabs
        keys={['slot', 'casino']}
        defaultValue="slot"
        renderPanel={(key) => {
          rendered.push(key);
          return <p>panel {key}</p>;
        }}
      />,
      { locale: 'en' },
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Slots', 'Live casino']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel slot');
    expect(new Set(rendered)).toEqual(new Set(['slot']));
    rendered = [];
    await user.click(screen.getByRole('tab', { name: 'Live casino' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel casino');
    expect(rendered).not.toContain('slot');
  });

  it('caps large counts', () => {
    renderWithProviders(
      <CategoryTabs member counts={{ countRecent: 0, countFavourite: 250 }} hrefFor={(key) => `/list/${key}`} />,
    );
    expect(screen.getByRole('link', { name: 'เกมโปรด 99+' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เล่นล่าสุด' })).toBeInTheDocument();
  });
});
