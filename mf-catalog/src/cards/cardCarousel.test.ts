import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCardCarousel } from './cardCarousel';

function carousel(imageCount = 3, reducedMotion = false) {
  const seen: number[] = [];
  const c = createCardCarousel({ imageCount, onIndexChange: (i) => seen.push(i), reducedMotion: () => reducedMotion });
  return { c, seen };
}

describe('card carousel timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 1.6 s while hovered and wraps around', () => {
    const { c, seen } = carousel(3);
    c.start('hover');
    vi.advanceTimersByTime(1599);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1600 * 2);
    expect(seen).toEqual([1, 2, 0]);
  });

  it('goes back to the first image when the pointer leaves', () => {
    const { c, seen } = carousel(3);
    c.start('hover');
    vi.advanceTimersByTime(1600);
    c.stop('hover');
    expect(seen).toEqual([1, 0]);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([1, 0]);
  });

  it('starts after the card has been visible for 1.5 s, then every 1.6 s', () => {
    const { c, seen } = carousel(3);
    c.start('visible');
    vi.advanceTimersByTime(1499);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1600);
    expect(seen).toEqual([1, 2]);
  });

  it('does not move when the card scrolls away before 1.5 s', () => {
    const { c, seen } = carousel(3);
    c.start('visible');
    vi.advanceTimersByTime(1400);
    c.stop('visible');
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });

  it('keeps playing while still visible after the pointer leaves', () => {
    const { c, seen } = carousel(3);
    c.start('visible');
    c.start('hover');
    vi.advanceTimersByTime(1600);
    c.stop('hover');
    vi.advanceTimersByTime(1600);
    expect(seen).toEqual([1, 2]);
    c.stop('visible');
    expect(seen).toEqual([1, 2, 0]);
  });

  it('never moves with reduced motion or a single image', () => {
    const reduced = carousel(3, true);
    reduced.c.start('hover');
    const single = carousel(1);
    single.c.start('hover');
    vi.advanceTimersByTime(10_000);
    expect(reduced.seen).toEqual([]);
    expect(single.seen).toEqual([]);
  });

  it('stops its timers when disposed', () => {
    const { c, seen } = carousel(3);
    c.start('hover');
    c.dispose();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
