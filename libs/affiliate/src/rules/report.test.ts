import { describe, expect, it } from 'vitest';
import { chartSeries } from './report';

describe('report chart series', () => {
  it('has every day of the range, oldest first, 0 where the server sent no row', () => {
    const list = [
      { date: '2026-11-24', members: 2, turnover: 1500, commission: 7.5 },
      { date: '2026-11-22', members: 1, turnover: 200, commission: 1 },
    ];
    expect(chartSeries(list, '2026-11-21', '2026-11-24')).toEqual({
      days: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
      turnover: [0, 200, 0, 1500],
      commission: [0, 1, 0, 7.5],
    });
  });

  it('leaves out rows outside the range', () => {
    const list = [{ date: '2026-10-01', members: 1, turnover: 100, commission: 0.5 }];
    expect(chartSeries(list, '2026-11-01', '2026-11-02').turnover).toEqual([0, 0]);
  });
});
