import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCategory } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { providers } from '../../types';
import { ProviderChip, providerFromCategory } from './ProviderChip';
import { ProviderGrid } from './ProviderGrid';
import { ProviderRail } from './ProviderRail';

describe('ProviderChip', () => {
  it('maps a category item to chip data', () => {
    const data = providerFromCategory(makeCategory('wm', 'casino', { img: '/logos/wm.svg', maintenance: true }));
    expect(data).toEqual({ id: 'wm', name: 'WM Casino', logo: '/logos/wm.svg', maintenance: true });
  });

  it('shows a decorative logo or a monogram, and the live name', () => {
    const { container, rerender } = renderWithProviders(
      <ProviderChip provider={{ id: 'wm', name: 'WM Casino', logo: '/wm.svg' }} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'WM Casino' })).toBeInTheDocument();
    rerender(<ProviderChip provider={{ id: 'wm', name: 'WM Casino' }} />);
    expect(screen.getByText('WC')).toHaveAttribute('aria-hidden', 'true');
  });

  it('as a link, a plain click selects in-page', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <ProviderChip provider={providers[0]!} href="/list/evolution" onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('link', { name: 'Evolution' }));
    expect(onSelect).toHaveBeenCalledWith(providers[0]);
  });
});

describe('ProviderRail and ProviderGrid', () => {
  it('list every provider with the selection marked', () => {
    renderWithProviders(<ProviderRail providers={providers} selectedId="bti" hrefFor={(p) => `/list/${p.id}`} />);
    const nav = screen.getByRole('navigation', { name: 'ค่ายเกม' });
    expect(within(nav).getAllByRole('link')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Bti' })).toHaveAttribute('aria-current', 'page');
    // Scroll buttons exist for mouse users on desktop (hidden on touch screens and in jsdom).
    expect(screen.getByLabelText('เลื่อนไปค่ายถัดไป')).toBeInstanceOf(HTMLButtonElement);
  });

  it('the grid offers "all providers" and reports null when it is chosen', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <ProviderGrid providers={providers.slice(0, 3)} selectedId="evolution" onSelect={onSelect} all={{}} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'All providers' }));
    expect(onSelect).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Evolution' })).toHaveAttribute('aria-pressed', 'true');
  });
});
