import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  orderMovedOnLabel,
  orderPlacedLine,
  orderStanding,
  orderStatusLabel,
  paymentMethodLabel,
  refundedWords,
} from './orderFormat';

describe('order formatting', () => {
  it('formats dates and survives bad ones', () => {
    expect(formatOrderDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatOrderDate('')).toBe('—');
    expect(formatOrderDate('not a date')).toBe('—');
  });
  it('names statuses and payment methods in words', () => {
    expect(orderStatusLabel('shipped')).toBe('Shipped');
    expect(orderStatusLabel('in_production')).toBe('In production');
    expect(orderStatusLabel('delivered')).toBe('Delivered');
    expect(orderStatusLabel('on_hold')).toBe('On_hold');
    expect(orderStatusLabel('')).toBe('Placed');
    expect(paymentMethodLabel('pay_on_delivery')).toBe('Pay on delivery');
    expect(paymentMethodLabel('card')).toBe('Card');
    expect(paymentMethodLabel('card_later')).toBe('card later');
  });
  it('names the status once it has moved on from placed, and says "Placed" once in the date line', () => {
    expect(orderMovedOnLabel('placed')).toBeNull();
    expect(orderMovedOnLabel('')).toBeNull();
    expect(orderMovedOnLabel('shipped')).toBe('Shipped');
    expect(orderPlacedLine('2026-11-28T09:00:00Z', 'placed')).toBe('Placed Nov 28, 2026');
    expect(orderPlacedLine('2026-11-28T09:00:00Z', 'delivered')).toBe('Placed Nov 28, 2026 · Delivered');
  });
  it('says where an order is: the payment a placed card order waits for, else its status', () => {
    expect(orderStanding('placed', null)).toEqual({ label: 'Placed', awaitsPayment: false });
    expect(orderStanding('', null)).toEqual({ label: 'Placed', awaitsPayment: false });
    expect(orderStanding('placed', 'awaiting_payment')).toEqual({ label: 'Awaiting payment', awaitsPayment: true });
    expect(orderStanding('placed', 'payment_failed')).toEqual({ label: 'Payment failed', awaitsPayment: true });
    expect(orderStanding('placed', 'paid')).toEqual({ label: 'Placed', awaitsPayment: false });
    expect(orderStanding('in_production', 'paid')).toEqual({ label: 'In production', awaitsPayment: false });
    // a cancelled order waits for nothing, whatever its payment says
    expect(orderStanding('cancelled', 'awaiting_payment')).toEqual({ label: 'Cancelled', awaitsPayment: false });
    expect(orderStanding('cancelled', 'expired')).toEqual({ label: 'Cancelled', awaitsPayment: false });
  });
  it('says a refund beside where the order is: a delivered gift refunded stays delivered (QA sweep H-g)', () => {
    expect(orderStanding('delivered', 'refunded')).toEqual({ label: 'Delivered · Refunded', awaitsPayment: false });
    expect(orderStanding('delivered', 'paid')).toEqual({ label: 'Delivered', awaitsPayment: false });
    expect(orderPlacedLine('2026-11-28T09:00:00Z', 'delivered', 'refunded')).toBe(
      'Placed Nov 28, 2026 · Delivered · Refunded',
    );
    expect(orderPlacedLine('2026-11-28T09:00:00Z', 'placed', 'paid')).toBe('Placed Nov 28, 2026');
    expect(refundedWords(24, '2026-11-29T15:04:00Z')).toBe('Refunded $24.00 on Sun, Nov 29');
    // refunded before the day was recorded (20250609059000): the amount alone
    expect(refundedWords(24, null)).toBe('Refunded $24.00');
  });
});
