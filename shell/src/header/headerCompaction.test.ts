import { describe, expect, it } from 'vitest';
import { COMPACT_AFTER_PX, FULL_AGAIN_AT_PX, nextCompact } from './headerCompaction';

/** Replays scroll positions through the rule and counts how often the header switches. */
function switches(positions: number[], start = false) {
  let compact = start;
  let count = 0;
  for (const y of positions) {
    const next = nextCompact(compact, y);
    if (next !== compact) count += 1;
    compact = next;
  }
  return { compact, count };
}

describe('header compaction', () => {
  it('goes compact only after more than 50 px', () => {
    expect(nextCompact(false, COMPACT_AFTER_PX)).toBe(false);
    expect(nextCompact(false, COMPACT_AFTER_PX + 1)).toBe(true);
    expect(nextCompact(false, 0)).toBe(false);
  });

  it('stays compact until the page is back at 30 px or less', () => {
    expect(nextCompact(true, 50)).toBe(true);
    expect(nextCompact(true, FULL_AGAIN_AT_PX + 1)).toBe(true);
    expect(nextCompact(true, FULL_AGAIN_AT_PX)).toBe(false);
  });

  it('switches once, not back and forth, when the position wobbles around 50 px', () => {
    // What a stopped touch scroll or scroll anchoring does near the threshold.
    const wobble = [48, 51, 47, 52, 46, 55, 49, 51, 50, 53, 45];
    expect(switches(wobble)).toEqual({ compact: true, count: 1 });
    expect(switches([...wobble].reverse(), true)).toEqual({ compact: true, count: 0 });
  });

  it('treats hostile scroll values as not scrolled', () => {
    expect(nextCompact(false, Number.NaN)).toBe(false);
    expect(nextCompact(true, Number.NaN)).toBe(false);
    expect(nextCompact(false, -500)).toBe(false);
    expect(nextCompact(false, Number.POSITIVE_INFINITY)).toBe(true);
  });
});
