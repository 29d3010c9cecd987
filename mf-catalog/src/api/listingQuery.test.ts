import { describe, expect, it } from 'vitest';
import { nameContainsPattern, nextPageIndex, pageRange, sortOrder } from './listingQuery';
import { sortOptions } from '../listing/listingParams';

describe('sortOrder', () => {
  it('orders by price both ways', () => {
    expect(sortOrder('price-low')[0]).toEqual({ column: 'price', ascending: true });
    expect(sortOrder('price-high')[0]).toEqual({ column: 'price', ascending: false });
  });

  it('puts the best rated first and unrated last', () => {
    expect(sortOrder('rating')[0]).toEqual({ column: 'rating', ascending: false, nullsFirst: false });
  });

  it('puts the newest first and featured products first', () => {
    expect(sortOrder('newest')[0]).toEqual({ column: 'created_at', ascending: false });
    expect(sortOrder('featured')[0]).toEqual({ column: 'featured', ascending: false });
  });

  it('ends every sort on id so paging is stable', () => {
    for (const { value } of sortOptions) expect(sortOrder(value).at(-1)?.column).toBe('id');
  });
});

describe('pageRange', () => {
  it('gives inclusive ranges of one page', () => {
    expect(pageRange(0, 24)).toEqual({ from: 0, to: 23 });
    expect(pageRange(2, 24)).toEqual({ from: 48, to: 71 });
  });

  it('treats nonsense pages as the first page', () => {
    expect(pageRange(-3, 24)).toEqual({ from: 0, to: 23 });
    expect(pageRange(Number.NaN, 24)).toEqual({ from: 0, to: 23 });
  });
});

describe('nameContainsPattern', () => {
  it('matches names that contain the text', () => {
    expect(nameContainsPattern(' mug ')).toBe('%mug%');
  });

  it('escapes wildcards typed by the shopper', () => {
    expect(nameContainsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('asks for no filter when the text is empty', () => {
    expect(nameContainsPattern('   ')).toBeNull();
  });
});

describe('nextPageIndex', () => {
  it('asks for the next page until every product is loaded', () => {
    expect(nextPageIndex(24, 50, 1)).toBe(1);
    expect(nextPageIndex(48, 50, 2)).toBe(2);
    expect(nextPageIndex(50, 50, 3)).toBeUndefined();
    expect(nextPageIndex(0, 0, 1)).toBeUndefined();
  });
});
