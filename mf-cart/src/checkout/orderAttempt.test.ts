import { afterEach, describe, expect, it } from 'vitest';
import { finishOrderAttempt, ORDER_ATTEMPT_KEY, orderAttemptKey } from './orderAttempt';

afterEach(() => {
  finishOrderAttempt();
  sessionStorage.clear();
});

describe('orderAttemptKey', () => {
  it('is one UUID for the whole attempt, kept in this tab until the order is confirmed', () => {
    const key = orderAttemptKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orderAttemptKey()).toBe(key);
    expect(sessionStorage.getItem(ORDER_ATTEMPT_KEY)).toBe(key);
    finishOrderAttempt();
    expect(sessionStorage.getItem(ORDER_ATTEMPT_KEY)).toBeNull();
    expect(orderAttemptKey()).not.toBe(key);
  });

  it.each(['', 'again', '</script>', '00000000-0000-0000-0000-00000000000g', '{"__proto__":1}'])(
    'replaces a stored value that is not a UUID: %j',
    (tampered) => {
      sessionStorage.setItem(ORDER_ATTEMPT_KEY, tampered);
      const key = orderAttemptKey();
      expect(key).not.toBe(tampered);
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(sessionStorage.getItem(ORDER_ATTEMPT_KEY)).toBe(key);
    },
  );
});
