import { describe, expect, it } from 'vitest';
import { cleanMultilineText, multilineTextLength } from './multilineText';
import { cleanText } from './shopperText';

/** The answers clean_multiline_text gives on PGlite and PostgreSQL 15 (backend/test/multilineTextCases.ts). */
describe('cleanMultilineText, as the database cleans a gift message or a review body', () => {
  it.each([
    ['Dear Anna,\n\nHappy birthday!\nAda', 'Dear Anna,\n\nHappy birthday!\nAda'],
    ['Dear Anna,\r\n\r\nHappy\rbirthday', 'Dear Anna,\n\nHappy\nbirthday'],
    [`Hi${'\n'.repeat(51)}there`, 'Hi\n\nthere'],
    ['one\u2028two\u2029three', 'one\ntwo\nthree'],
    ['Love \u202eyou\u202c\u200b \u2066x\u2069\ufeff', 'Love you x'],
    ['  a\t\u00a0 b  \n   c   ', 'a b\nc'],
    ['a\u000bb\u000cc', 'abc'],
    ['\n\n \u200b\n  Hi  \r\n\r\n', 'Hi'],
    ['\r\n\n\u2028 \n', ''],
  ])('%j', (value, expected) => {
    expect(cleanMultilineText(value)).toBe(expected);
  });

  it('counts code points, each kept line break one', () => {
    expect(multilineTextLength(`${'x'.repeat(124)}${'\n'.repeat(50)}${'y'.repeat(124)}`)).toBe(250);
    expect(multilineTextLength('♥\n\n\n♥')).toBe(4);
  });
});

describe('cleanText, as clean_text cleans a one-line field (a review title)', () => {
  it('removes NUL and invisible characters, makes every run of spaces and line breaks one space, trims', () => {
    expect(cleanText('  Lovely\u0000 mug\u202e \r\n\n  again\t ')).toBe('Lovely mug again');
    expect(cleanText('\u200b \u0000')).toBe('');
  });
});
