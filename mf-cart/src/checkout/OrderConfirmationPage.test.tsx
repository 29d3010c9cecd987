import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BUS_CONTRACT_VERSION,
  createBus,
  createShopQueryClient,
  NavigationProvider,
  orderLineEntries,
  shopLimits,
  toOrderLine,
} from '@giftshop/shared';
import type { PlacedOrderGroup } from '../api/orderGroups';
import { toPlacedOrder } from '../api/orders';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { rememberPlacedOrder } from './placedOrders';

/** The confirmation of an order just placed (as place_order answered it), for a signed-in shopper. */
function renderConfirmation(orderNumber: string, groups?: PlacedOrderGroup[]) {
  const hub = createBus();
  hub.connect('test-owners', BUS_CONTRACT_VERSION).publish('session:state', {
    status: 'signed-in',
    user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
  });
  const client = createShopQueryClient();
  // the order's group orders as fetchPlacedOrderGroups reads them (against the backend: api/orders.test.ts)
  if (groups) {
    client.setQueryDefaults(['placed-order-groups'], { staleTime: Infinity });
    client.setQueryData(['placed-order-groups', 'u1', orderNumber], groups);
  }
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: `/checkout/confirmation/${orderNumber}`, search: '', navigate: () => {} }}>
        <OrderConfirmationPage bus={hub.connect('cart', BUS_CONTRACT_VERSION)} orderNumber={orderNumber} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
}

const placed = (orderNumber: string, gift_message: string | null) =>
  toPlacedOrder({
    order_number: orderNumber,
    created_at: '2026-11-28T10:00:00Z',
    status: 'placed',
    total: 26.95,
    subtotal: 20,
    shipping: 6.95,
    gift_message,
  });

describe('the order confirmation', () => {
  it('shows the gift message with its line breaks, as text (QA sweep defect #8)', () => {
    const message = 'Dear Anna,\n\nHappy <b>birthday</b>!\nAda';
    rememberPlacedOrder(placed('KL-9001', message));
    renderConfirmation('KL-9001');
    const shown = screen.getByTestId('gift-message');
    // the text node holds the breaks; pre-line shows them (jsdom has no layout to measure)
    expect(shown.textContent).toBe(message);
    expect(getComputedStyle(shown).whiteSpace).toBe('pre-line');
    expect(shown.querySelector('b')).toBeNull();
    expect(screen.getByText('Your gift message')).toBeTruthy();
  });

  it('says nothing of a gift message when there is none', () => {
    rememberPlacedOrder(placed('KL-9002', null));
    renderConfirmation('KL-9002');
    expect(screen.getByTestId('order-number').textContent).toBe('KL-9002');
    // the number never breaks at its hyphen on a phone (QA sweep 48: 'Order number KL-' / '100002' at 375 px)
    expect(getComputedStyle(screen.getByTestId('order-number')).whiteSpace).toBe('nowrap');
    expect(screen.queryByTestId('gift-message')).toBeNull();
  });
  it('lists each group order under its name, with one line per person inside (QA sweep #14)', () => {
    const row = (text: string, size: string, group: string | null) =>
      toOrderLine({
        product_name: 'Team Tee',
        variant_name: 'Unisex Classic',
        variant_sku: 'KL-TEE-UC',
        personalization_text: text,
        options: { Style: 'Unisex Classic' },
        quantity: 1,
        unit_price: 20,
        line_total: 20,
        size,
        group_name: group,
      });
    // the groups as fetchPlacedOrderGroups makes them from order_items rows (shared toOrderLine, orderLineEntries)
    const groups = orderLineEntries([row('AVA', 'S', '<b>Tigers</b>'), row('BEN', 'M', '<b>Tigers</b>')]).flatMap(
      (e) => (e.kind === 'group' ? [{ name: e.name, itemCount: e.itemCount, lines: e.lines }] : []),
    );
    rememberPlacedOrder(placed('KL-9003', null));
    renderConfirmation('KL-9003', groups);
    const group = screen.getByTestId('order-group');
    expect(group.querySelector('summary')!.textContent).toBe('▸<b>Tigers</b> · 2 items');
    expect(group.querySelector('b')).toBeNull();
    const people = within(group).getByRole('list', { hidden: true });
    expect([...people.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Team Tee × 1 · “AVA” · Size: S',
      'Team Tee × 1 · “BEN” · Size: M',
    ]);
    expect(screen.getByRole('heading', { name: 'Your group order' })).toBeTruthy();
  });

  it('keeps a group’s marker beside its name, a 100-letter name with no space wrapping beside it', () => {
    const name = 'W'.repeat(shopLimits.groupName);
    const line = toOrderLine({
      product_name: 'Team Tee',
      variant_name: 'Unisex Classic',
      variant_sku: 'KL-TEE-UC',
      personalization_text: 'AVA',
      options: {},
      quantity: 1,
      unit_price: 20,
      line_total: 20,
      group_name: name,
    });
    rememberPlacedOrder(placed('KL-9005', null));
    renderConfirmation('KL-9005', [{ name, itemCount: 1, lines: [line] }]);
    const summary = screen.getByTestId('order-group').querySelector('summary')!;
    expect(summary.textContent).toBe(`▸${name} · 1 item`);
    // the browser's marker (a list item's, before the text) moved the unbroken name to the line below it; the
    // marker is now a column of its own, the name beside it wrapping anywhere, the count after it unbroken
    expect(getComputedStyle(summary)).toMatchObject({ display: 'flex', listStyleType: 'none' });
    const [marker, heading] = [...summary.children] as HTMLElement[];
    expect(marker!.textContent).toBe('▸');
    expect(getComputedStyle(marker!).flexShrink).toBe('0');
    expect(heading!.textContent).toBe(`${name} · 1 item`);
    expect(getComputedStyle(heading!)).toMatchObject({ minWidth: '0', overflowWrap: 'anywhere' });
    expect(getComputedStyle(heading!.lastElementChild!).whiteSpace).toBe('nowrap');
  });

  it('an order without groups is confirmed as before: no group section', () => {
    rememberPlacedOrder(placed('KL-9004', null));
    renderConfirmation('KL-9004', []);
    expect(screen.getByTestId('order-number').textContent).toBe('KL-9004');
    expect(screen.queryByTestId('order-group')).toBeNull();
    expect(screen.queryByRole('heading', { name: /group order/ })).toBeNull();
  });
});
