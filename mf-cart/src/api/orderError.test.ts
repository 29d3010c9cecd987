import { describe, expect, it } from 'vitest';
import { describeOrderError } from './orderError';

describe('describeOrderError', () => {
  it('asks the shopper to wait when the shop has had too many tries from them (429)', () => {
    // the body the backend sends with a 429, as postgrest-js hands it on
    const error = describeOrderError(
      { code: 'over_request_rate_limit', message: 'Too many requests: try again in a minute.' },
      'placing your order',
    );
    expect(error.message).toBe(
      "Too many tries in a short time, so placing your order didn't work. Your cart is kept; please wait a minute and try again.",
    );
  });

  it("passes the server's own checks through in its words, and keeps anything else generic", () => {
    expect(
      describeOrderError(
        { code: '22023', message: 'Line 1: Classic Monogram takes at most 3 characters for initials.' },
        'placing your order',
      ).message,
    ).toBe('Line 1: Classic Monogram takes at most 3 characters for initials.');
    expect(describeOrderError({ code: 'XX000', message: 'internal <b>detail</b>' }, 'placing your order').message).toBe(
      'Something went wrong while placing your order. Your cart is kept; please try again.',
    );
  });
});
