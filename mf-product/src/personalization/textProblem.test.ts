import { describe, expect, it } from 'vitest';
import { readPersonalization } from './personalizationOptions';
import { textProblem } from './textProblem';

const field = (maxLength: number, required = true, label = 'Initials') =>
  readPersonalization({ fields: [{ key: 'k', label, maxLength, required }] }, 100)!;

describe('textProblem', () => {
  it('keeps the design’s own limit: 75 characters are 72 too many for a 3-letter monogram', () => {
    const problem = textProblem(field(3), 'x'.repeat(75), 'Classic Monogram');
    expect(problem).toEqual({
      kind: 'too-long',
      over: 72,
      message:
        'Classic Monogram takes at most 3 characters (initials). Remove 72 characters, or choose another design.',
    });
    expect(textProblem(field(3), 'ELR', 'Classic Monogram')).toBeNull();
    expect(textProblem(field(100, true, 'Custom text'), 'x'.repeat(75), 'Your Own Message')).toBeNull();
  });

  it('asks for the text a name design is printed with; blank or spaces are not a name', () => {
    for (const text of ['', '   ', '\t\n'])
      expect(textProblem(field(20, true, 'Name'), text, 'Custom Name Script')).toEqual({
        kind: 'missing',
        message: 'Custom Name Script is printed with your name: please enter it.',
      });
    expect(textProblem(field(20, false, 'Name'), '', 'Optional Name')).toBeNull();
  });

  it('counts as the server does (code points of the cleaned text: an emoji is one), hostile text included', () => {
    // 19 letters and a tree fit a 20-character name (the server's char_length says 20; the string's length 21)
    expect(textProblem(field(20, true, 'Name'), `${'x'.repeat(19)}🎄`, 'N')).toBeNull();
    expect(textProblem(field(3), '😀😀😀😀', 'M')).toMatchObject({ kind: 'too-long', over: 1 });
    // spaces at either end and invisible characters are not kept, so not counted
    expect(textProblem(field(3), '  ELR \u200b\u202e ', 'M')).toBeNull();
    expect(textProblem(field(30), '<img src=x onerror=alert(1)>', 'D')).toBeNull();
    expect(textProblem(field(3), '<script>', 'D')).toMatchObject({ kind: 'too-long', over: 5 });
  });

  it('names no design the shopper cannot see (issue 33, item 5)', () => {
    expect(textProblem(field(20, true, 'Name'), '', null)?.message).toBe(
      'This item is printed with your name: please enter it.',
    );
    expect(textProblem(field(3), 'Alex', null)?.message).toBe(
      'Use at most 3 characters for your initials. Remove 1 character.',
    );
  });

  it('says "this name", not "your name", for a group order’s row: each is another person’s (QA sweep 2, #18)', () => {
    expect(textProblem(field(14, true, 'Name'), 'Maximilian-Alexander', null, 'a row')?.message).toBe(
      'Use at most 14 characters for this name. Remove 6 characters.',
    );
    expect(textProblem(field(14, true, 'Name'), ' ', null, 'a row')?.message).toBe(
      'This item is printed with a name on each row: please enter it.',
    );
    // a row read from a file of one long line: the count grouped as the shop writes numbers (QA H-d)
    expect(textProblem(field(14, true, 'Name'), 'A'.repeat(900_000), null, 'a row')?.message).toBe(
      'Use at most 14 characters for this name. Remove 899,986 characters.',
    );
    // counted as the server counts, as for the shopper's own text: 13 letters and a star are 14
    expect(textProblem(field(14, true, 'Name'), `${'x'.repeat(13)}⭐`, null, 'a row')).toBeNull();
  });

  it('has nothing to say when the design takes no text', () => {
    expect(textProblem(null, 'anything', 'Buffalo Plaid')).toBeNull();
  });

  it('reads `required` from the catalogue’s field', () => {
    expect(field(20, true).required).toBe(true);
    expect(field(20, false).required).toBe(false);
    expect(readPersonalization({ text: true }, 100)?.required).toBe(false);
  });
});
