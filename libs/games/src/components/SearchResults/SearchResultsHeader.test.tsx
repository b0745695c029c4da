import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SearchResultsHeader } from './SearchResultsHeader';

describe('SearchResultsHeader', () => {
  it('shows term and count with thousands separators, plural in English', () => {
    const { unmount } = renderWithProviders(<SearchResultsHeader term="joker" count={5000} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ผลการค้นหา “joker” 5,000 เกม');
    unmount();
    renderWithProviders(<SearchResultsHeader term="joker" count={0} headingLevel={2} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Search results for “joker”: 0 games');
  });
});
