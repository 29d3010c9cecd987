import { afterEach, describe, expect, it } from 'vitest';
import {
  finishOrderAttempt,
  keepOrderAttempt,
  keptOrderAttempt,
  leaveChangedOrderAttempt,
  ORDER_ATTEMPT_KEY,
  ORDER_ATTEMPT_PLACED_KEY,
  orderAttemptKey,
} from './orderAttempt';

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

  it('keeps the key of a card order waiting for payment for that order alone, across a reload of the tab', () => {
    const key = orderAttemptKey('{"payment_method":"card"}');
    keepOrderAttempt('{"payment_method":"card"}', 'KL-100007');
    expect(keptOrderAttempt()).toEqual({ request: '{"payment_method":"card"}', orderNumber: 'KL-100007' });
    expect(orderAttemptKey('{"payment_method":"card"}')).toBe(key);
    // a retry that does not say what it asks for keeps the key
    expect(orderAttemptKey()).toBe(key);
    const next = orderAttemptKey('{"payment_method":"pay_on_delivery"}');
    expect(next).not.toBe(key);
    expect(sessionStorage.getItem(ORDER_ATTEMPT_PLACED_KEY)).toBeNull();
    // the new attempt answers its own repeats, and the card one's request no longer moves it
    expect(orderAttemptKey('{"payment_method":"pay_on_delivery"}')).toBe(next);
    expect(orderAttemptKey('{"payment_method":"card"}')).toBe(next);
  });

  it('answers the number of the card order it leaves when the request changes, once', () => {
    const key = orderAttemptKey('{"payment_method":"card"}');
    keepOrderAttempt('{"payment_method":"card"}', 'KL-100007');
    expect(leaveChangedOrderAttempt('{"payment_method":"card"}')).toBeNull();
    expect(orderAttemptKey()).toBe(key);
    expect(leaveChangedOrderAttempt('{"payment_method":"pay_on_delivery"}')).toBe('KL-100007');
    expect(keptOrderAttempt()).toBeNull();
    expect(orderAttemptKey()).not.toBe(key);
    expect(leaveChangedOrderAttempt('{"payment_method":"invoice"}')).toBeNull();
  });

  it.each([
    ['the request alone (an older build)', '{"payment_method":"card"}', null],
    ['not JSON', 'again', null],
    ['a number that is not text', '{"request":"{}","orderNumber":7}', null],
    [
      'markup as a number (the server refuses it as no order of the caller)',
      '{"request":"{}","orderNumber":"</script>"}',
      '</script>',
    ],
  ])('a tampered or older kept value still drops the key on another request: %s', (_, stored, orderNumber) => {
    sessionStorage.setItem(ORDER_ATTEMPT_PLACED_KEY, stored);
    const key = orderAttemptKey();
    expect(leaveChangedOrderAttempt('{"payment_method":"pay_on_delivery"}')).toBe(orderNumber);
    expect(orderAttemptKey()).not.toBe(key);
  });
});
