import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  orderMovedOnLabel,
  orderPlacedLine,
  orderStatusLabel,
  paymentMethodLabel,
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
});
