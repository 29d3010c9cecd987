import { describe, expect, it } from 'vitest';
import { orderTotalLines, type OrderTotalLine } from './orderTotalLines';

const shown = (lines: OrderTotalLine[]) => lines.map((line) => `${line.label}: ${line.amount}`);

describe('orderTotalLines', () => {
  it('lists Subtotal, Shipping, Volume price, Total in that order, the volume price taken off', () => {
    // a team's 12 shirts as place_order charged them (10 at $22.99, 2 at 2XL $24.99; each 10% off to the cent:
    // $20.69 and $22.49): free shipping
    const lines = orderTotalLines({ subtotal: 279.88, shipping: 0, discount: 28.0, total: 251.88 });
    expect(lines).toEqual([
      { kind: 'subtotal', label: 'Subtotal', amount: '$279.88' },
      { kind: 'shipping', label: 'Shipping', amount: 'Free' },
      { kind: 'discount', label: 'Volume price', amount: '−$28.00' },
      { kind: 'total', label: 'Total', amount: '$251.88' },
    ]);
  });

  it('has no Volume price line when the order got none (absent, or 0)', () => {
    const fullPrice = { subtotal: 45.98, shipping: 14.95, total: 60.93 };
    const expected = ['Subtotal: $45.98', 'Shipping: $14.95', 'Total: $60.93'];
    expect(shown(orderTotalLines(fullPrice))).toEqual(expected);
    expect(shown(orderTotalLines({ ...fullPrice, discount: 0 }))).toEqual(expected);
  });

  it('says Free for shipping that costs nothing, and the amount for any other', () => {
    const shipping = (amount: number) => orderTotalLines({ subtotal: 80, shipping: amount, total: 80 + amount })[1]!;
    expect(shipping(0)).toEqual({ kind: 'shipping', label: 'Shipping', amount: 'Free' });
    expect(shipping(6.95).amount).toBe('$6.95');
    expect(shipping(0.01).amount).toBe('$0.01');
  });

  it('says Shipping for every order, as every page and the e-mail do (the e-mail said "Shipping (Standard)")', () => {
    const totals = { subtotal: 45.98, shipping: 14.95, total: 60.93, shippingMethod: 'Express' };
    // an order row (the e-mail's payload) carries its method: the line still says Shipping
    expect(orderTotalLines(totals)[1]!.label).toBe('Shipping');
  });

  it('shows the amounts it is given and works out none of its own', () => {
    // a total that is not subtotal + shipping - discount stays the server's: the lines only name and order
    const lines = orderTotalLines({ subtotal: 10, shipping: 5, discount: 1, total: 99 });
    expect(lines.at(-1)).toEqual({ kind: 'total', label: 'Total', amount: '$99.00' });
    expect(shown(orderTotalLines({ subtotal: 1234.5, shipping: 0, total: 1234.5 }))).toEqual([
      'Subtotal: $1,234.50',
      'Shipping: Free',
      'Total: $1,234.50',
    ]);
  });

  it('hostile input: amounts that are not numbers show no sum', () => {
    // a discount that is not a positive number is not taken off; other amounts fall back as formatPrice does
    const odd = orderTotalLines({ subtotal: NaN, shipping: Infinity, discount: NaN, total: NaN });
    expect(shown(odd)).toEqual(['Subtotal: $0.00', 'Shipping: $0.00', 'Total: $0.00']);
    expect(orderTotalLines({ subtotal: 5, shipping: 0, discount: -3, total: 5 }).map((l) => l.kind)).toEqual([
      'subtotal',
      'shipping',
      'total',
    ]);
  });
});
