import { describe, expect, it } from 'vitest';
import { parseQuantity, stepQuantity } from './parseQuantity';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['2.9', 2],
    ['', 1],
    ['abc', 1],
    ['-4', 1],
    ['0', 1],
    ['1e3', 1],
    ['NaN', 1],
    ['<b>5</b>', 1],
  ])('%j → %i', (input, expected) => {
    expect(parseQuantity(input, 99)).toBe(expected);
  });

  it('caps at the maximum', () => {
    expect(parseQuantity('250', 99)).toBe(99);
    expect(parseQuantity(1000, 99)).toBe(99);
  });
});

describe('stepQuantity', () => {
  it('never goes below 1', () => {
    expect(stepQuantity(1, -1, 99)).toBe(1);
    expect(stepQuantity(2, -1, 99)).toBe(1);
  });

  it('never goes above the maximum', () => {
    expect(stepQuantity(99, 1, 99)).toBe(99);
    expect(stepQuantity(4, 1, 99)).toBe(5);
  });
});
