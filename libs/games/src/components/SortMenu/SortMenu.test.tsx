import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { parseSortId, sortLabels } from '../../types';
import { SortMenu } from './SortMenu';

describe('SortMenu', () => {
  it('offers the five sort ids of spec §2 and reports numbers', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SortMenu value={1} onChange={onChange} />, { locale: 'en' });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['1', 'Default'],
      ['2', 'New games'],
      ['3', 'Hot games'],
      ['4', 'Free spin games'],
      ['5', 'A to Z'],
    ]);
    await user.selectOptions(select, '4');
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('keeps the spec names and parses query values', () => {
    expect(sortLabels).toEqual({ 1: 'default', 2: 'new games', 3: 'hit games', 4: 'freespin games', 5: 'A to Z' });
    expect(parseSortId('3')).toBe(3);
    expect(parseSortId(5)).toBe(5);
    expect(parseSortId('9')).toBe(1);
    expect(parseSortId(null)).toBe(1);
  });

  it('can offer fewer options', () => {
    renderWithProviders(<SortMenu value={5} onChange={() => {}} options={[1, 5]} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox')).toHaveValue('5');
  });
});
