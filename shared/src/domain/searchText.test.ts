import { describe, expect, it } from 'vitest';
import { withinSearchLimit } from './searchText';

describe('withinSearchLimit: what the search box keeps, counted as the database counts', () => {
  it('keeps 100 emoji (200 UTF-16 units) whole, and cuts the 101st', () => {
    expect(withinSearchLimit('🎁'.repeat(100))).toBe('🎁'.repeat(100));
    expect(withinSearchLimit('🎁'.repeat(101))).toBe('🎁'.repeat(100));
    expect(withinSearchLimit('🎁'.repeat(5_000))).toBe('🎁'.repeat(100));
  });

  it('counts a flag as the database does, two characters: 50 flags fit, a 51st does not', () => {
    expect(withinSearchLimit('🇫🇷'.repeat(50))).toBe('🇫🇷'.repeat(50));
    expect(withinSearchLimit(`${'🇫🇷'.repeat(50)}x`)).toBe('🇫🇷'.repeat(50));
    expect(withinSearchLimit(`mug ${'🇫🇷'.repeat(48)}`)).toBe(`mug ${'🇫🇷'.repeat(48)}`);
  });

  it('counts no unseen character, and spaces as the database folds them', () => {
    const hundred = `${'a'.repeat(99)}\u200B\u202E\u2066\uFEFF😀`;
    expect(withinSearchLimit(hundred)).toBe(hundred);
    expect(withinSearchLimit(`  ${'a'.repeat(50)}  \t  ${'b'.repeat(49)}`)).toBe(
      `  ${'a'.repeat(50)}  \t  ${'b'.repeat(49)}`,
    );
    expect(withinSearchLimit(`${hundred}z`)).toBe(hundred);
  });
});
