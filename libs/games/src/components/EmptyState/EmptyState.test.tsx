import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { EmptyState, type EmptyStateKind } from './EmptyState';

describe('EmptyState', () => {
  it.each<[EmptyStateKind, string, string]>([
    ['games', 'ยังไม่มีเกมในหมวดนี้', 'No games in this category yet'],
    ['favourites', 'ยังไม่มีเกมโปรด', 'No favourites yet'],
    ['recents', 'ยังไม่มีเกมที่เล่นล่าสุด', 'No recently played games'],
    ['search', 'ไม่พบเกมที่ตรงกับ “abc”', 'No games match “abc”'],
  ])('%s has Thai and English text', (kind, th, en) => {
    const { unmount } = renderWithProviders(<EmptyState kind={kind} term="abc" />);
    expect(screen.getByRole('heading', { name: th })).toBeInTheDocument();
    unmount();
    renderWithProviders(<EmptyState kind={kind} term="abc" />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: en })).toBeInTheDocument();
  });

  it('renders the action slot', () => {
    renderWithProviders(<EmptyState kind="favourites" action={<a href="/login">เข้าสู่ระบบ</a>} />);
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });
});
