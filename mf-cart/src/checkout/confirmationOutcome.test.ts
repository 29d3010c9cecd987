import { describe, expect, it } from 'vitest';
import type { PaymentState } from '../api/cardPayment';
import { confirmationEmailed, confirmationOutcome } from './confirmationOutcome';

const payment = (state: string | null, orderCancelled = false): PaymentState => ({
  state,
  failure: null,
  orderCancelled,
  expiresAt: null,
});

describe('confirmationOutcome', () => {
  it.each([
    [undefined, 'checking'],
    [null, 'placed'],
    [payment(null), 'placed'],
    [payment('paid'), 'placed'],
    [payment('awaiting_payment'), 'unpaid'],
    [payment('payment_failed'), 'unpaid'],
    [payment('cancelled', true), 'cancelled'],
    [payment('refund_due', true), 'cancelled'],
    [payment(null, true), 'cancelled'],
    [payment('expired', true), 'expired'],
    // refunded after it shipped: the order stays shipped or delivered (QA sweep H-g); refunded before, cancelled
    [payment('refunded'), 'refunded'],
    [payment('refunded', true), 'cancelled'],
  ])('%o is %s', (state, outcome) => {
    expect(confirmationOutcome(state)).toBe(outcome);
  });
});

describe('confirmationEmailed (a card order’s confirmation e-mail waits for its payment)', () => {
  it.each([
    [payment('awaiting_payment'), false],
    [payment('payment_failed'), false],
    [payment('expired', true), false],
    [payment('cancelled', true), false],
    [payment('paid'), true],
    [payment('refund_due', true), true],
    [payment(null), true],
    [payment(null, true), true],
    [undefined, true],
  ])('%o: %s', (state, emailed) => {
    expect(confirmationEmailed(state)).toBe(emailed);
  });
});
