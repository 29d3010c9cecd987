// @vitest-environment node
/** What the backend remembers per database generation, and how much of it. */
import { describe, expect, it } from 'vitest';
import { answerCache, GenerationCache } from '../src/rest/generationCache';

describe('GenerationCache', () => {
  it('answers only for the generation a value was remembered in', () => {
    const cache = new GenerationCache<number>();
    cache.set('count', 3, 42);
    expect(cache.get('count', 3)).toBe(42);
    expect(cache.get('count', 4)).toBeUndefined();
    expect(cache.get('count', 3)).toBeUndefined(); // a stale value is dropped, not kept for later
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used go first, by entries and by bytes', () => {
    const byCount = new GenerationCache<number>({ entries: 2 });
    byCount.set('a', 1, 1);
    byCount.set('b', 1, 2);
    byCount.get('a', 1); // a is used again: b is now the oldest
    byCount.set('c', 1, 3);
    expect([byCount.get('a', 1), byCount.get('b', 1), byCount.get('c', 1)]).toEqual([1, undefined, 3]);

    const byBytes = new GenerationCache<string>({ entries: 100, bytes: 10, sizeOf: (v) => v.length });
    byBytes.set('a', 1, 'xxxx');
    byBytes.set('b', 1, 'yyyy');
    byBytes.set('c', 1, 'zzzz'); // 12 bytes: a goes
    expect([byBytes.get('a', 1), byBytes.get('b', 1), byBytes.get('c', 1)]).toEqual([undefined, 'yyyy', 'zzzz']);
    byBytes.set('huge', 1, 'x'.repeat(11)); // larger than the whole cache: not kept, nothing else lost
    expect(byBytes.get('huge', 1)).toBeUndefined();
    expect(byBytes.size).toBe(2);
    byBytes.set('b', 1, 'yy'); // replacing counts the new size only
    byBytes.set('d', 1, 'dddd'); // 2 + 4 + 4 = 10 bytes: all fit
    expect(byBytes.size).toBe(3);
  });

  it('the answers cache is off at 0 MB and holds a whole answer of a few MB', () => {
    expect(answerCache(0)).toBeNull();
    const answers = answerCache(4)!;
    const big = [{ fields: ['json'], rows: [['x'.repeat(1_000_000)]], command: 'SELECT 1', rowCount: 1 }];
    answers.set('big', 1, big);
    expect(answers.get('big', 1)).toBe(big);
    answers.set('big2', 1, big);
    answers.set('big3', 1, big); // a string's characters count 2 bytes: three 2 MB answers do not fit in 4 MB
    expect(answers.size).toBe(2);
    expect(answers.get('big', 1)).toBeUndefined();
  });
});
