import { describe, expect, it } from 'vitest';
import { columnsForWidth, estimateRowHeight, gapForWidth, listColumns, rowRange, rowsFor, tileWidth } from './grid';

describe('columnsForWidth', () => {
  it.each([
    [0, 3],
    [320, 3],
    [390, 3],
    [479, 3],
    [480, 4],
    [736, 5], // tablet, no docked sidebar
    [936, 5], // 1200px screen (lg) minus the sidebar and padding
    [1036, 6], // 1300px (xl)
    [1136, 7], // 1400px (2xl)
    [1440, 7],
  ])('%ipx → %i columns', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });

  it('takes other breakpoints and survives odd input', () => {
    expect(columnsForWidth(1300, listColumns)).toBe(8);
    expect(columnsForWidth(900, listColumns)).toBe(6);
    expect(columnsForWidth(Number.NaN)).toBe(3);
    expect(columnsForWidth(-10)).toBe(3);
    expect(columnsForWidth(500, [])).toBe(3);
  });
});

describe('rowsFor and rowRange', () => {
  it('counts rows, the last one partly filled', () => {
    expect(rowsFor(0, 3)).toBe(0);
    expect(rowsFor(1, 3)).toBe(1);
    expect(rowsFor(3, 3)).toBe(1);
    expect(rowsFor(4, 3)).toBe(2);
    expect(rowsFor(5000, 3)).toBe(1667);
    expect(rowsFor(5000, 7)).toBe(715);
    expect(rowsFor(10, 0)).toBe(10);
  });

  it('gives each row its item range', () => {
    expect(rowRange(0, 3, 10)).toEqual([0, 3]);
    expect(rowRange(3, 3, 10)).toEqual([9, 10]);
    expect(rowRange(5, 3, 10)).toEqual([10, 10]);
  });
});

describe('row height estimate', () => {
  it('is art plus name band plus gap', () => {
    expect(gapForWidth(390)).toBe(8);
    expect(gapForWidth(1000)).toBe(12);
    expect(tileWidth(374, 3, 8)).toBeCloseTo(119.33, 1);
    // 119.33 art + 54 band + 8 gap
    expect(estimateRowHeight(374, 3, 8)).toBe(181);
    // 3:4 art is taller
    expect(estimateRowHeight(374, 3, 8, 3 / 4)).toBeGreaterThan(estimateRowHeight(374, 3, 8));
    expect(estimateRowHeight(0, 3, 8)).toBe(80);
  });
});
