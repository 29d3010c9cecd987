import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCompactHeader } from './useCompactHeader';

/**
 * The header's switch as the page drives it: real scroll events on the
 * window, one per pixel, through the hook the header renders with. (The
 * e2e `browsing-header` flow checks, in Chromium, what only a browser
 * shows: the page keeps its height and its place at the stops around
 * the thresholds.)
 */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** From the top of the page, scrolls through `positions` and counts how often the hook's answer changed. */
function drive(positions: number[]) {
  scrollTo(0);
  const { result, unmount } = renderHook(() => useCompactHeader());
  const seen = [result.current];
  for (const y of positions) {
    scrollTo(y);
    seen.push(result.current);
  }
  unmount();
  const switches = seen.filter((compact, i) => i > 0 && compact !== seen[i - 1]).length;
  return { seen, switches, compact: seen.at(-1) };
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from < to ? from + i : from - i));

afterEach(() => scrollTo(0));

describe('useCompactHeader', () => {
  it('switches once, at 51 px, on the way down a pixel at a time from 0 to 80 px', () => {
    const positions = range(0, 80);
    const { seen, switches, compact } = drive(positions);
    expect(switches).toBe(1);
    expect(compact).toBe(true);
    // seen[0] is before any scroll; seen[i + 1] is after positions[i].
    expect(positions[seen.indexOf(true) - 1]).toBe(51);
  });

  it('on the way back up from 80 px it stays compact until 30 px, then switches once', () => {
    const positions = [...range(0, 80), ...range(80, 0)];
    const { seen, switches, compact } = drive(positions);
    expect(switches).toBe(2);
    expect(compact).toBe(false);
    expect(positions[seen.lastIndexOf(true)]).toBe(30);
  });

  it('never switches back and forth while the page is held anywhere between 40 and 80 px', () => {
    for (const y of range(40, 80)) {
      // A stop held for many scroll events at the same place, and wobbling a pixel either side of it.
      const { switches } = drive([...range(0, y), y, y, y, y - 1, y + 1, y, y - 1, y]);
      expect(switches, `held at ${y} px`).toBeLessThanOrEqual(1);
    }
  });

  it('is compact from the first render when the page opens scrolled down (a reload mid-page)', () => {
    scrollTo(400);
    const { result, unmount } = renderHook(() => useCompactHeader());
    expect(result.current).toBe(true);
    unmount();
  });
});
