import { describe, expect, it } from 'vitest';
import { orderNotFoundWords } from './orderNotFound';

describe('orderNotFoundWords', () => {
  it('quotes the number, its first 60 characters, never half an emoji', () => {
    expect(orderNotFoundWords('KL-100001')).toBe("We couldn't find an order numbered “KL-100001” in your account.");
    expect(orderNotFoundWords('9'.repeat(300))).toContain(`“${'9'.repeat(60)}”`);
    expect(orderNotFoundWords('😀'.repeat(61))).toContain(`“${'😀'.repeat(60)}”`);
  });
});
