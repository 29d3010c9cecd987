import { describe, expect, it } from 'vitest';
import { describeOrderError, OrderError, retryWhileBusy } from './orderError';

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
    expect(error.waitSeconds).toBe(60);
  });

  it('says the wait the backend gives in its hint, kept within the one-minute window; a hostile hint is a minute', () => {
    const after = (hint: string | null) =>
      describeOrderError(
        { code: 'over_request_rate_limit', message: 'Too many requests.', hint },
        'placing your order',
      );
    expect(after('Try again in 42 seconds.').message).toBe(
      "Too many tries in a short time, so placing your order didn't work. Your cart is kept; please wait 42 seconds and try again.",
    );
    expect(after('Try again in 42 seconds.').waitSeconds).toBe(42);
    expect(after('Try again in 1 second.').message).toContain('please wait 1 second and try again.');
    expect(after('Try again in 0 seconds.').waitSeconds).toBe(1);
    expect(after('Try again in 99999999999999999999 seconds.').waitSeconds).toBe(60);
    expect(after('<img src=x onerror=alert(1)> seconds').waitSeconds).toBe(60);
    expect(after(null).waitSeconds).toBe(60);
    // anything else is no wait
    expect(describeOrderError({ code: 'XX000', message: 'x' }, 'placing your order').waitSeconds).toBeNull();
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

describe('retryWhileBusy', () => {
  // The answer the backend gives when it stops a statement under load (fair sharing, or the role's timeout).
  const stopped = { code: '57014', message: 'canceling statement due to statement timeout' };

  it('asks a busy backend again three times, then gives the shopper the error', () => {
    const error = describeOrderError(stopped, 'working out your total');
    expect(error.busy).toBe(true);
    expect([0, 1, 2, 3].map((failures) => retryWhileBusy(failures, error))).toEqual([true, true, true, false]);
    // what the shopper then reads is still the generic message with Try Again
    expect(error.message).toBe(
      'Something went wrong while working out your total. Your cart is kept; please try again.',
    );
  });

  it('asks once more only when the backend cannot be reached, or answered with its own check or a refusal', () => {
    for (const error of [
      describeOrderError({ message: 'TypeError: Failed to fetch' }, 'working out your total'),
      describeOrderError({ code: 'P0001', message: 'KL-MUG-999 is no longer sold.' }, 'working out your total'),
      describeOrderError({ code: 'over_request_rate_limit', message: 'Too many requests' }, 'working out your total'),
      new OrderError('The shop could not work out your total just now. Please try again.'),
      new Error('not an order error'),
    ]) {
      expect([0, 1].map((failures) => retryWhileBusy(failures, error))).toEqual([true, false]);
    }
  });
});
