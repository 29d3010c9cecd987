import { describe, expect, it } from 'vitest';
import { groupThousands } from './thousands';

describe('groupThousands', () => {
  it('groups by threes from the right', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('groups every whole number exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 10 ** 9, Number.MAX_SAFE_INTEGER];
    for (let i = 0, x = 7; i < 5000; i += 1, x = (x * 9301 + 49297) % 233280) counts.push(x, x * 4099, x * 1_000_003);
    for (const count of counts) expect(groupThousands(String(count))).toBe(intl.format(count));
  });
});
