import { describe, expect, it } from 'vitest';
import { reviewProblems } from './reviewForm';

describe('reviewProblems', () => {
  it('names each empty field', () => {
    expect(reviewProblems({ stars: null, title: ' ', body: '' })).toEqual({
      stars: 'Choose from 1 to 5 stars.',
      title: 'Give your review a title.',
      body: 'Write at least 10 characters.',
    });
  });

  it('names over-long fields and passes a good review', () => {
    expect(reviewProblems({ stars: 5, title: 'x'.repeat(101), body: 'y'.repeat(2001) })).toEqual({
      title: 'Use at most 100 characters for your title. Remove 1 character.',
      body: 'Use at most 2,000 characters for your review. Remove 1 character.',
    });
    // how many to remove, grouped as the shop groups digits (groupThousands)
    expect(reviewProblems({ stars: 5, title: 'x'.repeat(1234), body: 'y'.repeat(5000) })).toEqual({
      title: 'Use at most 100 characters for your title. Remove 1,134 characters.',
      body: 'Use at most 2,000 characters for your review. Remove 3,000 characters.',
    });
    expect(reviewProblems({ stars: 4, title: 'x'.repeat(100), body: 'Lovely mug.' })).toEqual({});
  });

  it('counts text as the database does: invisible characters and padding do not count', () => {
    expect(
      reviewProblems({ stars: 3, title: `\u200B\u200B ${'a'.repeat(100)} \u202E  \uFEFF`, body: 'y'.repeat(10) }),
    ).toEqual({});
    // a flag written with tag characters is 7 characters there (clean_text keeps tag characters); an emoji is one
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(reviewProblems({ stars: 3, title: scotland.repeat(20), body: '😀'.repeat(10) })).toEqual({
      title: 'Use at most 100 characters for your title. Remove 40 characters.',
    });
    expect(reviewProblems({ stars: 3, title: '\u200B\u200D', body: 'short\u200B\u200B\u200B\u200B\u200B' })).toEqual({
      title: 'Give your review a title.',
      body: 'Write at least 10 characters.',
    });
  });

  it('counts the body’s kept line breaks, as the database keeps them (a run of blank lines is one)', () => {
    // 'abcd\n\nefgh' is 10 characters: enough; the title stays one line
    expect(reviewProblems({ stars: 5, title: 'Nice\nmug', body: `abcd${'\r\n'.repeat(40)}efgh` })).toEqual({});
    expect(reviewProblems({ stars: 5, title: 'Nice', body: 'abc\n\n\n\nefg' })).toEqual({
      body: 'Write at least 10 characters.',
    });
    expect(reviewProblems({ stars: 5, title: 'Nice', body: `${'y'.repeat(999)}\n\n${'y'.repeat(1000)}` })).toEqual({
      body: 'Use at most 2,000 characters for your review. Remove 1 character.',
    });
  });
});
