import { describe, expect, it } from 'vitest';
import { cleanSearchText, readListingParams, writeListingParams } from './listingParams';

describe('readListingParams', () => {
  it('reads q, sort and view from the URL', () => {
    expect(readListingParams('?q=mug&sort=price-high&view=list')).toEqual({
      q: 'mug',
      sort: 'price-high',
      view: 'list',
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(readListingParams('')).toEqual({ q: '', sort: 'featured', view: 'grid' });
    expect(readListingParams('?sort=DROP%20TABLE&view=carousel')).toEqual({ q: '', sort: 'featured', view: 'grid' });
  });

  it('keeps hostile search text as plain text, trimmed and capped at 100 characters', () => {
    expect(readListingParams('?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E').q).toBe('<img src=x onerror=alert(1)>');
    expect(readListingParams(`?q=${'a'.repeat(300)}`).q).toHaveLength(100);
    expect(cleanSearchText('  red \n  mug  ')).toBe('red mug');
  });

  it('says back a long search without a space before its closing quote, and never halves an emoji (QA H-d)', () => {
    // a long search cut at 100 characters never ends on a space: “mug mug … mug ” read with a space before the quote
    const cut = cleanSearchText('mug '.repeat(900));
    expect(cut).toBe('mug '.repeat(25).trim());
    expect([...cleanSearchText('😀'.repeat(150))]).toHaveLength(100);
  });
});

describe('writeListingParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(writeListingParams('?q=mug&sort=rating', { q: '', sort: 'featured' })).toBe('');
  });

  it('sets the changed values and keeps the others', () => {
    expect(writeListingParams('?q=mug', { sort: 'newest' })).toBe('?q=mug&sort=newest');
    expect(writeListingParams('?q=mug&sort=newest', { view: 'list' })).toBe('?q=mug&sort=newest&view=list');
  });

  it('keeps parameters the listing does not own', () => {
    expect(writeListingParams('?utm_source=mail', { q: 'tote bag' })).toBe('?utm_source=mail&q=tote+bag');
  });
});

describe('a search address that cannot be read (searchIsUnreadable)', () => {
  it('an address cut in the middle of a letter is unreadable, and no search', () => {
    expect(readListingParams('?q=%E0%A4%A&sort=price-low')).toEqual({ q: '', sort: 'price-low', view: 'grid' });
    // a change of sort writes the address without it
    expect(writeListingParams('?q=%E0%A4%A', { sort: 'price-high' })).toBe('?sort=price-high');
  });

  it('text that only looks odd is read as typed', () => {
    const cases: Array<[string, string]> = [
      ['?q=100%', '100%'],
      ['?q=%25A', '%A'],
      ['?q=%EF%BF%BD', '\uFFFD'],
      ['?q=\uFFFD%20mug', '\uFFFD mug'],
      ['?q=%E0%A4%AE%E0%A4%97', 'मग'],
      ['?q=', ''],
      ['', ''],
    ];
    for (const [search, q] of cases) {
      expect(readListingParams(search).q, search).toBe(q);
    }
  });
});
