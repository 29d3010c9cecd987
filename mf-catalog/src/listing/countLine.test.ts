import { describe, expect, it } from 'vitest';
import { countLine } from './countLine';

describe('countLine', () => {
  it('says how many are shown when there are more to load', () => {
    expect(countLine(24, 130, '')).toBe('Showing 24 of 130 products');
  });

  it('gives the plain total when everything is shown', () => {
    expect(countLine(3, 3, '')).toBe('3 products');
    expect(countLine(1, 1, '')).toBe('1 product');
    expect(countLine(0, 0, 'zzz')).toBe('0 products matching “zzz”');
  });

  it('mentions the search', () => {
    expect(countLine(24, 40, 'mug')).toBe('Showing 24 of 40 products matching “mug”');
  });
});
