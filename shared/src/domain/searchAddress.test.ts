import { describe, expect, it } from 'vitest';
import { searchIsUnreadable } from './searchAddress';

describe('searchIsUnreadable', () => {
  it('an address cut in the middle of a letter cannot be read', () => {
    expect(searchIsUnreadable('?q=%E0%A4%A')).toBe(true);
    expect(searchIsUnreadable('?sort=price-low&q=mug%E0%A4')).toBe(true);
    expect(searchIsUnreadable('?q=%FF')).toBe(true);
  });

  it('text that only looks odd is read as typed', () => {
    for (const search of [
      '?q=100%',
      '?q=%25A',
      '?q=%EF%BF%BD',
      '?q=\uFFFD%20mug',
      '?q=%E0%A4%AE%E0%A4%97',
      '?q=',
      '',
      '?sort=x',
    ]) {
      expect(searchIsUnreadable(search), search).toBe(false);
    }
  });
});
