import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS, refuseCostlyFilter, refuseDeepTree, regexProblem } from '../src/rest/costlyFilters';
import { parseFilterParam } from '../src/rest/parseFilters';
import { RestError } from '../src/rest/restError';

/** The reading of regular expressions behind the 400s (the API-level tests are in runaway-requests.test.ts). */
describe('regexProblem', () => {
  it.each([
    '^mug',
    '(?:ab|cd){50}',
    '[]a]{2}',
    '[^]x]+',
    '[[:alpha:]]{3,7}',
    '\\d{3}-\\d{4}',
    '\\\\1', // an escaped backslash, then a literal 1: no back-reference
    '\\0', // an octal escape, not a back-reference
    'a{5,}',
    '((a{10}){10}){10}', // exactly 1,000 atoms
    'x{', // a literal brace
    '(?=a)b(?!c)(?<=d)(?<!e)',
  ])('lets %s run', (pattern) => {
    expect(regexProblem(pattern)).toBeNull();
  });

  it.each([
    ['(a)\\1', /back-references/],
    ['(a)(b)\\9', /back-references/],
    ['(?b)(a)\\(a\\)', /embedded options/],
    ['(?i)mug', /embedded options/],
    ['***=literal', /directors/],
    ['***:(a)\\1', /directors/],
    ['a{101}', /repetition counts above 100/],
    ['a{1,101}', /repetition counts above 100/],
    ['(a{255}){255}', /repetition counts above 100/],
    ['((a{10}){10}){10}b', /too large/],
    ['(a|b|c|d){100}{3}', /too large/],
    ['[abc', /unclosed \[/],
    ['[[:alpha:', /unclosed \[/],
    ['(ab', /unclosed \(/],
    ['ab)', /unmatched \)/],
    ['a'.repeat(FILTER_LIMITS.patternLength + 1), /longer than 200/],
  ])('refuses %s', (pattern, why) => {
    expect(regexProblem(pattern)?.message).toMatch(why);
  });
});

describe('refuseCostlyFilter', () => {
  it('counts full-text terms in any language and ignores operators', () => {
    const words = (n: number, word = 'geschenk') => Array.from({ length: n }, (_, i) => `${word}${i}`);
    expect(() => refuseCostlyFilter('fts', words(32).join(' & '), 'x')).not.toThrow();
    expect(() => refuseCostlyFilter('wfts', words(32, 'подарок').join(' "'), 'x')).not.toThrow();
    expect(() => refuseCostlyFilter('phfts', words(33).join(' '), 'x')).toThrow(RestError);
    expect(() => refuseCostlyFilter('plfts', words(33, '贈り物').join(' '), 'x')).toThrow(/more than 32 terms/);
  });

  it('leaves every other operator to the time limit', () => {
    for (const op of ['eq', 'like', 'ilike', 'in', 'cs', 'is']) {
      expect(() => refuseCostlyFilter(op, '(a)\\1'.repeat(500), 'x')).not.toThrow();
    }
  });
});

describe('or/and trees', () => {
  const nested = (levels: number) => `(${'or('.repeat(levels - 1)}id.eq.1${')'.repeat(levels - 1)})`;

  it('parses trees up to 32 levels and refuses deeper ones, whatever the key', () => {
    expect(parseFilterParam('or', nested(FILTER_LIMITS.treeDepth))).toMatchObject({ kind: 'logic', op: 'or' });
    expect(() => parseFilterParam('or', nested(FILTER_LIMITS.treeDepth + 1))).toThrow(/deeper than 32 levels/);
    expect(() => parseFilterParam('not.and', nested(5_000))).toThrow(RestError);
    expect(() => refuseDeepTree(FILTER_LIMITS.treeDepth)).not.toThrow();
  });
});
