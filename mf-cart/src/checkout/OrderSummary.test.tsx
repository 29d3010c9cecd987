import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@giftshop/shared/domain';
import { toCartQuote } from '../api/quote';
import { cartQueryClient, cartQuoteQuery } from '../cart/useCartQuote';
import { OrderSummary } from './OrderSummary';

const tee: CartItem = {
  id: 'TEE|M',
  name: 'Team Tee',
  price: 20,
  image: '',
  quantity: 20,
  customization: { Style: 'Adult', personalizationText: 'Ada' },
  productSku: 'TEE',
};
const tiers = [
  { min_quantity: 12, percent_off: 10 },
  { min_quantity: 24, percent_off: 15 },
  { min_quantity: 48, percent_off: 20 },
];

/** What price_cart answers for 20 tees (its shape: the order core's price_cart; the tier rule: sizesAndTiersCases). */
const quoteFor20 = () =>
  toCartQuote([tee], {
    lines: [{ line_no: 1, unit_price: 20, line_total: 400, problem: null, quantity: 20 }],
    subtotal: 400,
    shipping: 0,
    discount: 40,
    volume: [
      {
        product_sku: 'TEE',
        product_name: 'Team Tee',
        quantity: 20,
        percent_off: 10,
        discount: 40,
        unit_price_at_tier: 18,
        next_min_quantity: 24,
        next_percent_off: 15,
        items_to_next: 4,
        tiers,
      },
    ],
    total: 360,
    free_shipping_threshold: 75,
    flat_shipping_rate: 6.95,
    remaining_for_free: 0,
    shipping_method: { code: 'standard', name: 'Standard' },
    ships_free: true,
  });

describe('OrderSummary: the volume price at checkout', () => {
  it('shows the tier reached, what it takes off the product and how many more reach the next, from the quote', () => {
    render(<OrderSummary items={[tee]} quote={quoteFor20()} failed={false} onRetry={() => undefined} />);
    const volume = screen.getByRole('list', { name: 'Volume prices' });
    expect(within(volume).getByRole('listitem').textContent).toBe(
      'Team Tee: 20 items: 10% off, saving $40.00 · 4 more for 15% off',
    );
    // not one item's price at the tier: a product's lines can differ in price (sizes), each with its own, so one
    // "each" would be true of some of them only
    expect(volume.textContent).not.toContain('each');
    // the discount is one row of the totals, in the order page's words
    expect(screen.getByText('Volume price')).toBeTruthy();
    expect(screen.getByTestId('checkout-discount').textContent).toBe('−$40.00');
    expect(screen.queryByTestId('volume-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$360.00');
  });

  it('shows no volume prices for a cart without products that take them, or before the quote', () => {
    const { unmount } = render(
      <OrderSummary
        items={[tee]}
        quote={toCartQuote([tee], {
          lines: [],
          subtotal: 400,
          shipping: 0,
          discount: 0,
          total: 400,
          free_shipping_threshold: 75,
          remaining_for_free: 0,
          shipping_method: { code: 'standard', name: 'Standard' },
          ships_free: true,
        })}
        failed={false}
        onRetry={() => undefined}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Volume prices' })).toBeNull();
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    unmount();
    render(<OrderSummary items={[tee]} quote={undefined} failed={false} onRetry={() => undefined} />);
    expect(screen.queryByRole('list', { name: 'Volume prices' })).toBeNull();
  });
});

describe('OrderSummary while the quote is asked for', () => {
  afterEach(() => cartQueryClient().clear());

  it('keeps the place of the volume-price lines an earlier quote gave these products, with none of its figures', () => {
    // the quote for 20 tees is in; one more tee is being quoted (a quantity changed, the shipping method chosen)
    cartQueryClient().setQueryData(cartQuoteQuery([tee]).queryKey, quoteFor20());
    const { container } = render(
      <OrderSummary items={[{ ...tee, quantity: 21 }]} quote={undefined} failed={false} onRetry={() => undefined} />,
    );
    const volume = screen.getByRole('list', { name: 'Volume prices' });
    const line = within(volume).getByRole('listitem');
    // read: the product and that its price is being checked; the last line's words stand unseen (figures blanked)
    expect(within(line).getByText('checking volume price…')).toBeTruthy();
    expect(line.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'Team Tee: \u2007\u2007 items: \u2007\u2007% off, saving $\u2007\u2007.\u2007\u2007 · \u2007 more for \u2007\u2007% off',
    );
    // the discount row stands without an amount, as do the other totals; the shipping rule's place likewise
    expect(screen.getByText('Volume price').nextElementSibling?.textContent).toBe('…');
    expect(screen.getByText('Working out your total…')).toBeTruthy();
    const totals = container.querySelector('dl')!;
    expect(totals.textContent).not.toMatch(/\d/);
    expect(volume.textContent).not.toMatch(/\d/);
    expect(screen.getByText('Working out your total…').closest('p')!.textContent).not.toMatch(/\d/);
  });

  it('keeps no place for a product no quote has priced yet (the server says which products take volume prices)', () => {
    render(<OrderSummary items={[tee]} quote={undefined} failed={false} onRetry={() => undefined} />);
    expect(screen.queryByRole('list', { name: 'Volume prices' })).toBeNull();
    expect(screen.queryByText('Volume price')).toBeNull();
  });
});

describe('OrderSummary: a group order', () => {
  const person = (id: string, name: string, size: string): CartItem => ({
    ...tee,
    id: `TEE|${id}`,
    quantity: 1,
    customization: { Style: 'Adult', Size: size, personalizationText: name },
    group: { id: 'group-lions', name: 'Lincoln <b>Lions</b> U12' },
  });
  const mug: CartItem = { ...tee, id: 'MUG', name: 'Pet Mug', quantity: 1, productSku: 'MUG', customization: {} };

  it("lists a group's lines under its name and item count, where its first line is, with each line's own price", () => {
    const items = [person('a', 'Ada', 'M'), mug, person('b', 'Ben', 'L')];
    const quote = toCartQuote(items, {
      lines: [
        { line_no: 1, unit_price: 20, line_total: 20, problem: null, quantity: 1 },
        { line_no: 2, unit_price: 20, line_total: 20, problem: null, quantity: 1 },
        { line_no: 3, unit_price: 20, line_total: 20, problem: null, quantity: 1 },
      ],
      subtotal: 60,
      shipping: 6.95,
      discount: 0,
      volume: [],
      total: 66.95,
      free_shipping_threshold: 75,
      flat_shipping_rate: 6.95,
      remaining_for_free: 15,
      shipping_method: { code: 'standard', name: 'Standard' },
      ships_free: false,
    });
    const { container } = render(<OrderSummary items={items} quote={quote} failed={false} onRetry={() => undefined} />);
    const group = screen.getByTestId('checkout-group');
    // the name is text, never markup
    expect(group.querySelector('summary')!.textContent).toBe('▸Lincoln <b>Lions</b> U12 · 2 items');
    expect(container.querySelector('b')).toBeNull();
    const people = within(group).getByRole('list', {
      name: 'Lincoln <b>Lions</b> U12: one line per person',
      hidden: true,
    });
    expect(
      within(people)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Ada'), expect.stringContaining('Ben')]);
    // the group sits where its first line was, the mug on its own after it
    const entries = [...container.querySelectorAll('#order-summary-title ~ ul > li')];
    expect(
      entries.map((li) => (li.getAttribute('data-testid') === 'checkout-group' ? 'group' : li.textContent)),
    ).toEqual(['group', expect.stringContaining('Pet Mug')]);
  });
});

describe('OrderSummary: free shipping, as the server said it for the chosen method', () => {
  const quoteWith = (method: 'standard' | 'express', subtotal: number, shipping: number) =>
    toCartQuote([tee], {
      lines: [],
      subtotal,
      shipping,
      discount: 0,
      total: subtotal + shipping,
      free_shipping_threshold: 75,
      flat_shipping_rate: 6.95,
      shipping_method: { code: method, name: method === 'express' ? 'Express' : 'Standard' },
      ships_free: shipping === 0,
      remaining_for_free: method === 'express' ? null : Math.max(0, 75 - subtotal),
    });

  it('says nothing of free shipping under Express, over the threshold or below it (QA sweep H-f)', () => {
    // it said "Your order ships free" above Shipping $14.95, and "Add $25.02 more for free shipping" under Express
    for (const subtotal of [96, 49.98]) {
      const { container, unmount } = render(
        <OrderSummary
          items={[tee]}
          quote={quoteWith('express', subtotal, 14.95)}
          failed={false}
          onRetry={() => undefined}
        />,
      );
      expect(screen.getByTestId('checkout-shipping').textContent).toBe('$14.95');
      expect(container.textContent).not.toMatch(/ships free|for free shipping/);
      unmount();
    }
  });

  it('says it under Standard: ships free over the threshold, how much more below it', () => {
    const { container, unmount } = render(
      <OrderSummary items={[tee]} quote={quoteWith('standard', 96, 0)} failed={false} onRetry={() => undefined} />,
    );
    expect(container.textContent).toContain('Your order ships free (free shipping on orders of $75 and above).');
    unmount();
    const below = render(
      <OrderSummary
        items={[tee]}
        quote={quoteWith('standard', 49.98, 6.95)}
        failed={false}
        onRetry={() => undefined}
      />,
    );
    expect(below.container.textContent).toContain('Add $25.02 more for free shipping on orders of $75 and above.');
  });
});
