import { describe, expect, it } from 'vitest';
import { categoryProductsArgs, nextPageIndex, pageWindow } from './listingQuery';

describe('categoryProductsArgs', () => {
  it('asks for one page of a category with its search and sort', () => {
    expect(
      categoryProductsArgs({ categorySlug: 'mugs', search: ' red  mug ', sort: 'price-high', page: 2, pageSize: 24 }),
    ).toEqual({
      category_slug: 'mugs',
      search: 'red mug',
      sort: 'price-high',
      page_size: 24,
      page_offset: 48,
    });
  });

  it('asks for every product when there is no category, and for no search when the text is blank', () => {
    expect(
      categoryProductsArgs({ categorySlug: null, search: '   ', sort: 'featured', page: 0, pageSize: 24 }),
    ).toStrictEqual({
      sort: 'featured',
      page_size: 24,
      page_offset: 0,
    });
  });

  it('passes hostile search text as a plain value, capped at 100 characters', () => {
    const args = categoryProductsArgs({
      categorySlug: null,
      search: `'; drop table products; -- ${'x'.repeat(200)}`,
      sort: 'rating',
      page: 0,
      pageSize: 24,
    });
    expect(args.search).toHaveLength(100);
    expect(args.search?.startsWith("'; drop table products; --")).toBe(true);
  });
});

describe('pageWindow', () => {
  it('gives the offset of a page', () => {
    expect(pageWindow(0, 24)).toEqual({ offset: 0, size: 24 });
    expect(pageWindow(3, 24)).toEqual({ offset: 72, size: 24 });
  });

  it('treats nonsense pages and sizes as sane ones', () => {
    expect(pageWindow(-3, 24)).toEqual({ offset: 0, size: 24 });
    expect(pageWindow(Number.NaN, 24)).toEqual({ offset: 0, size: 24 });
    expect(pageWindow(1, 5000)).toEqual({ offset: 100, size: 100 });
    expect(pageWindow(1, 0)).toEqual({ offset: 1, size: 1 });
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
