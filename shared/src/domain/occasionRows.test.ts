import { describe, expect, it } from 'vitest';
import { toOccasionOrderBy } from './occasionRows';

describe('toOccasionOrderBy', () => {
  it('reads occasion_order_by’s answer', () => {
    expect(toOccasionOrderBy({ name: 'Christmas', occasion_day: '2026-12-25', order_by: '2026-12-08' })).toEqual({
      name: 'Christmas',
      occasionDay: '2026-12-25',
      orderBy: '2026-12-08',
    });
  });

  it('is null for a category without an occasion, or an answer missing a day', () => {
    expect(toOccasionOrderBy(null)).toBeNull();
    expect(toOccasionOrderBy({ name: 'Christmas', occasion_day: '', order_by: '2026-12-08' })).toBeNull();
  });
});
