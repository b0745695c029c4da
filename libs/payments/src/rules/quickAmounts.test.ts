import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quickAmounts';

describe('quick amounts (spec §5, §9)', () => {
  it('desktop: 8 buttons — min, 100 or min + 100, +100 steps, 1,000, 2,000, 5,000 and the maximum', () => {
    expect(quickAmounts(100, 45000, 'desktop')).toEqual([100, 200, 300, 400, 1000, 2000, 5000, 45000]);
    expect(quickAmounts(50, 20000, 'desktop')).toEqual([50, 100, 200, 300, 1000, 2000, 5000, 20000]);
    expect(quickAmounts(300, 45000, 'desktop')).toEqual([300, 400, 500, 600, 1000, 2000, 5000, 45000]);
  });

  it('phone: 6 buttons — min, 100 or min + 100, +400, then thousands from 1,000', () => {
    expect(quickAmounts(100, 45000, 'mobile')).toEqual([100, 200, 600, 1000, 2000, 3000]);
    expect(quickAmounts(50, 20000, 'mobile')).toEqual([50, 100, 500, 1000, 2000, 3000]);
  });

  it('a small maximum: the rest derive from the maximum, nothing above it, nothing twice', () => {
    expect(quickAmounts(100, 2000, 'desktop')).toEqual([100, 200, 300, 400, 500, 1000, 1500, 2000]);
    expect(quickAmounts(100, 2000, 'mobile')).toEqual([100, 200, 500, 600, 1000, 1500]);
    expect(quickAmounts(1, 150, 'mobile')).toEqual([1, 100]);
  });

  it('never more buttons than the layout has', () => {
    for (const [min, max] of [
      [1, 45000],
      [2001, 45000],
      [500, 500000],
    ] as const) {
      expect(quickAmounts(min, max, 'desktop').length).toBeLessThanOrEqual(8);
      expect(quickAmounts(min, max, 'mobile').length).toBeLessThanOrEqual(6);
      expect(quickAmounts(min, max, 'desktop').at(-1)).toBe(max);
    }
  });
});
