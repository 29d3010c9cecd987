import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUS_CONTRACT_VERSION,
  configureShop,
  createBus,
  createShopQueryClient,
  NavigationProvider,
} from '@giftshop/shared';
import { formatClockTime, orderLineEntries, shopLimits, toOrderLine } from '@giftshop/shared/domain';
import type { PaymentState } from '../api/cardPayment';
import type { PlacedOrderEntry } from '../api/placedOrderLines';
import { toPlacedOrder } from '../api/orders';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { rememberPlacedOrder } from './placedOrders';

/** The confirmation of an order just placed (as place_order answered it), for a signed-in shopper. */
function renderConfirmation(orderNumber: string, entries?: PlacedOrderEntry[], payment?: PaymentState | null) {
  const hub = createBus();
  hub.connect('test-owners', BUS_CONTRACT_VERSION).publish('session:state', {
    status: 'signed-in',
    user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
  });
  const client = createShopQueryClient();
  // the order's lines as fetchPlacedOrderLines reads them (against the backend: api/orders.test.ts)
  if (entries) {
    client.setQueryDefaults(['placed-order-lines'], { staleTime: Infinity });
    client.setQueryData(['placed-order-lines', 'u1', orderNumber], entries);
  }
  // the order's state as fetchPaymentState reads it now (against the backend: api/orders.test.ts); the page reads
  // it again as it opens, from a backend at a closed port here, which leaves this one
  if (payment !== undefined) client.setQueryData(['placed-order-payment', 'u1', orderNumber, null], payment);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: `/checkout/confirmation/${orderNumber}`, search: '', navigate: () => {} }}>
        <OrderConfirmationPage bus={hub.connect('cart', BUS_CONTRACT_VERSION)} orderNumber={orderNumber} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
}

const placedRow = (orderNumber: string, gift_message: string | null = null) => ({
  order_number: orderNumber,
  created_at: '2026-11-28T10:00:00Z',
  status: 'placed',
  total: 26.95,
  subtotal: 20,
  shipping: 6.95,
  gift_message,
});
const placed = (orderNumber: string, gift_message: string | null) =>
  toPlacedOrder(placedRow(orderNumber, gift_message));

/** A line as the order keeps it (order_items, through shared toOrderLine): a team's shirt, or a mug on its own. */
const row = (text: string, size: string | null, group: string | null, name = 'Team Tee') =>
  toOrderLine({
    product_name: name,
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

beforeAll(() => {
  // no backend answers here: each read the page makes fails (port 9 is closed), never reaching another test's
  configureShop({ supabase: { url: 'http://127.0.0.1:9', anonKey: 'test-anon-key' } });
});

const state = (over: Partial<PaymentState>): PaymentState => ({
  state: null,
  failure: null,
  orderCancelled: false,
  expiresAt: null,
  ...over,
});

describe('the confirmation says what the order is now (its address typed, Back or Forward)', () => {
  const started = 'We’ve started on your personalized gifts and will send you an e-mail when they ship.';

  it('a card order awaiting payment: not paid yet, nothing started, and Pay now on its pay page', () => {
    rememberPlacedOrder(placed('KL-9101', null));
    renderConfirmation('KL-9101', [], state({ state: 'awaiting_payment', expiresAt: '2026-11-28T10:30:00Z' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your order is not paid yet');
    expect(screen.getByRole('status').textContent).toMatch(
      /^Your order is saved, but its card payment is not done, so we haven’t started on it yet\. Pay by .+ to keep it\.$/,
    );
    expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/checkout/pay/KL-9101');
    expect(screen.queryByText(started)).toBeNull();
    // the amount to pay stays in sight
    expect(screen.getByText('$26.95')).toBeTruthy();
  });

  it('a declined card: its reason, and Try another card', () => {
    rememberPlacedOrder(placed('KL-9102', null));
    renderConfirmation('KL-9102', [], state({ state: 'payment_failed', failure: 'Your card was declined.' }));
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Another Card' }).getAttribute('href')).toBe('/checkout/pay/KL-9102');
    expect(screen.queryByText(started)).toBeNull();
  });

  it.each([
    [state({ state: 'cancelled', orderCancelled: true }), 'Nothing from it will be made or sent. Nothing was charged.'],
    [
      state({ state: 'expired', orderCancelled: true }),
      'It was not paid in time, so nothing from it will be made or sent. Nothing was charged.',
    ],
    [
      state({ state: 'refund_due', orderCancelled: true }),
      'Nothing from it will be made or sent. A payment was taken for it: it will be refunded to your card.',
    ],
    [state({ state: null, orderCancelled: true }), 'Nothing from it will be made or sent.'],
  ])('a cancelled or expired order says so, with no Pay now: %o', (payment, words) => {
    rememberPlacedOrder(placed('KL-9103', null));
    renderConfirmation('KL-9103', [], payment);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This order was cancelled');
    expect(screen.getByRole('status').textContent!.trim()).toBe(words);
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByText(started)).toBeNull();
  });

  it.each([state({ state: 'paid' }), state({ state: null }), null])(
    'a paid order, or one paid on delivery, is started: %o',
    (payment) => {
      rememberPlacedOrder(placed('KL-9104', null));
      renderConfirmation('KL-9104', [], payment);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order!');
      expect(screen.getByText(started)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    },
  );

  it('an order refunded after it shipped says its payment was refunded, never that its gifts are being started (QA sweep H-g)', () => {
    rememberPlacedOrder(placed('KL-9108', null));
    renderConfirmation('KL-9108', [], state({ state: 'refunded' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This order was refunded');
    expect(screen.getByRole('status').textContent!.trim()).toBe(
      'Its payment was refunded to your card. Its page says where your gifts are.',
    );
    expect(screen.queryByText(started)).toBeNull();
    expect(screen.queryByText(/cancelled|start making/i)).toBeNull();
  });

  it('an order not made yet says when its making starts, and that a typo can be put right until then (QA sweep H-e)', () => {
    // before: 'We’ve started on your personalized gifts', beside an order page and an e-mail that say it may be
    // cancelled for an hour: a coach who saw a misspelt name believed 14 shirts were already being printed
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    rememberPlacedOrder(toPlacedOrder({ ...placedRow('KL-9106'), cancellable_until: inAnHour }));
    renderConfirmation('KL-9106', [], state({ state: null }));
    const words = screen.getByText(/^We start making your personalized gifts at /);
    expect(words.textContent).toBe(
      `We start making your personalized gifts at ${formatClockTime(inAnHour)}. Spotted a typo? Until then you can cancel the order from its page and order again. We’ll send you an e-mail when they ship.`,
    );
    expect(screen.queryByText(started)).toBeNull();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe('/orders/KL-9106');
  });

  it('an order whose making has started says so', () => {
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    rememberPlacedOrder(toPlacedOrder({ ...placedRow('KL-9107'), cancellable_until: anHourAgo }));
    renderConfirmation('KL-9107', [], state({ state: null }));
    expect(screen.getByText(started)).toBeTruthy();
  });

  it('opened signed out with no private token (a guest’s second tab): sign in, or the link in the e-mail (QA sweep H-d)', () => {
    const hub = createBus();
    hub.connect('test-owners', BUS_CONTRACT_VERSION).publish('session:state', { status: 'signed-out', user: null });
    render(
      <QueryClientProvider client={createShopQueryClient()}>
        <NavigationProvider value={{ pathname: '/checkout/confirmation/KL-9010', search: '', navigate: () => {} }}>
          <OrderConfirmationPage bus={hub.connect('cart', BUS_CONTRACT_VERSION)} orderNumber="KL-9010" />
        </NavigationProvider>
      </QueryClientProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Sign in to see your order');
    // a guest has no account to sign in to: told where their order is (as the pay page tells them where to pay)
    expect(alert.textContent).toContain(
      'Ordered as a guest? See it from the link to your order in your confirmation e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fcheckout%2Fconfirmation%2FKL-9010',
    );
  });

  it('says nothing of its progress while its state is read', () => {
    rememberPlacedOrder(placed('KL-9105', null));
    renderConfirmation('KL-9105', []);
    expect(screen.getByLabelText('Checking your order')).toBeTruthy();
    expect(screen.queryByText(started)).toBeNull();
  });
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
  it('shows the volume price the order was charged, so its amounts add up to its total (QA sweep H-d)', () => {
    // a team's 13 shirts as place_order answered: $302.87 at full price (11 at $22.99, 2 at $24.99), each 10% off to
    // the cent ($20.69, $22.49), free shipping
    rememberPlacedOrder(
      toPlacedOrder({
        order_number: 'KL-9010',
        created_at: '2026-11-28T10:00:00Z',
        status: 'placed',
        subtotal: 302.87,
        shipping: 0,
        discount: 30.3,
        total: 272.57,
        gift_message: null,
      }),
    );
    renderConfirmation('KL-9010');
    const rows = [...document.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual(['Subtotal$302.87', 'ShippingFree', 'Volume price−$30.30', 'Total$272.57']);
  });

  it('an order at full price shows no volume price', () => {
    rememberPlacedOrder(placed('KL-9011', null));
    renderConfirmation('KL-9011');
    expect(screen.queryByText('Volume price')).toBeNull();
    expect([...document.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'Subtotal$20.00',
      'Shipping$6.95',
      'Total$26.95',
    ]);
  });

  it('lists each group order under its name, with one line per person inside (QA sweep #14)', () => {
    // the entries as fetchPlacedOrderLines makes them from order_items rows (shared toOrderLine, orderLineEntries)
    const entries = orderLineEntries([row('AVA', 'S', '<b>Tigers</b>'), row('BEN', 'M', '<b>Tigers</b>')]);
    rememberPlacedOrder(placed('KL-9003', null));
    renderConfirmation('KL-9003', entries);
    const group = screen.getByTestId('order-group');
    expect(group.querySelector('summary')!.textContent).toBe('▸<b>Tigers</b> · 2 items');
    expect(group.querySelector('b')).toBeNull();
    const people = within(group).getByRole('list', { hidden: true });
    expect([...people.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Team Tee × 1 · “AVA” · Size: S',
      'Team Tee × 1 · “BEN” · Size: M',
    ]);
    expect(screen.getByRole('heading', { name: 'In your order' })).toBeTruthy();
  });

  it('lists every line of a mixed order: the group under its name, the mug as a line of its own (QA sweep H-h)', () => {
    const entries = orderLineEntries([
      row('AVA', 'S', 'Lincoln Lions U12'),
      row('GRAN', null, null, 'Name Mug'),
      row('BEN', 'M', 'Lincoln Lions U12'),
    ]);
    rememberPlacedOrder(placed('KL-9006', null));
    renderConfirmation('KL-9006', entries);
    const list = screen.getByRole('region', { name: 'In your order' }).querySelector(':scope > ul')!;
    expect([...list.children].map((li) => li.getAttribute('data-testid'))).toEqual(['order-group', 'order-line']);
    const group = screen.getByTestId('order-group');
    expect(group.querySelector('summary')!.textContent).toBe('▸Lincoln Lions U12 · 2 items');
    expect(within(group).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(screen.getByTestId('order-line').textContent).toBe('Name Mug × 1 · “GRAN”');
  });

  it('says what tells lines of one product apart: each choice that differs, as the color of three ornaments (QA sweep H-f)', () => {
    // before: 'Snowflake Ornament × 1 · “Emma”' three times over, the color each grandchild's was chosen in nowhere
    const ornament = (text: string, color: string) =>
      toOrderLine({
        product_name: 'Snowflake Ornament',
        variant_name: 'Flat Disc',
        variant_sku: 'KL-ORN-103-FD',
        personalization_text: text,
        options: { Style: 'Flat Disc', Color: color, font: 'Classic Serif' },
        quantity: 1,
        unit_price: 14.99,
        line_total: 14.99,
        size: null,
        group_name: null,
      });
    const entries = orderLineEntries([
      ornament('Emma', 'Gold'),
      ornament('Liam', 'Navy'),
      ornament('Emma', 'Navy'),
      row('GRAN', null, null, 'Name Mug'),
    ]);
    rememberPlacedOrder(placed('KL-9012', null));
    renderConfirmation('KL-9012', entries);
    expect(screen.getAllByTestId('order-line').map((line) => line.textContent)).toEqual([
      'Snowflake Ornament × 1 · “Emma” · Color: Gold',
      'Snowflake Ornament × 1 · “Liam” · Color: Navy',
      'Snowflake Ornament × 1 · “Emma” · Color: Navy',
      'Name Mug × 1 · “GRAN”',
    ]);
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
    renderConfirmation('KL-9005', orderLineEntries([line]));
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

  it('an order paid by invoice says so, as the e-mail and the order page do: the terms, the organisation, the PO number (QA sweep R-b)', () => {
    // before: the confirmation said nothing of paying by invoice, while the e-mail and the order page did
    rememberPlacedOrder(
      toPlacedOrder({
        ...placedRow('KL-9012'),
        payment_method: 'invoice',
        organisation: 'Lincoln <b>Elementary</b> PTA',
        po_number: 'PO-7731',
      }),
    );
    renderConfirmation('KL-9012');
    const invoice = screen.getByRole('region', { name: 'Payment' });
    expect([...invoice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Invoice: we send it with the order, payable within 30 days.',
      'Invoiced to: Lincoln <b>Elementary</b> PTA',
      'PO number: PO-7731',
    ]);
    expect(invoice.querySelector('b')).toBeNull();
  });

  it('an invoice without a PO number says none; a card order or one paid on delivery has no invoice box', () => {
    rememberPlacedOrder(
      toPlacedOrder({ ...placedRow('KL-9013'), payment_method: 'invoice', organisation: 'Falcons', po_number: null }),
    );
    renderConfirmation('KL-9013');
    expect(screen.getByTestId('invoice').textContent).toBe(
      'PaymentInvoice: we send it with the order, payable within 30 days.Invoiced to: Falcons',
    );
    rememberPlacedOrder(
      toPlacedOrder({ ...placedRow('KL-9014'), payment_method: 'pay_on_delivery', organisation: null }),
    );
    renderConfirmation('KL-9014');
    expect(screen.getAllByTestId('invoice')).toHaveLength(1);
  });

  it('an order without groups lists its lines, no group', () => {
    rememberPlacedOrder(placed('KL-9004', null));
    renderConfirmation('KL-9004', orderLineEntries([row('GRAN', null, null, 'Name Mug')]));
    expect(screen.getByTestId('order-number').textContent).toBe('KL-9004');
    expect(screen.queryByTestId('order-group')).toBeNull();
    expect(screen.getByTestId('order-line').textContent).toBe('Name Mug × 1 · “GRAN”');
  });

  it('isolates a line’s text: an override in it never turns its quotes or its size around (QA sweep H-e)', () => {
    rememberPlacedOrder(placed('KL-9005', null));
    renderConfirmation(
      'KL-9005',
      orderLineEntries([row('\u202Egum', 'M', null), row('שלום!', null, null, 'Name Mug')]),
    );
    // before: one string, so 'Team Tee × 1 · “‮gum” · Size: M' read 'Team Tee × 1 · “M :eziS · ”mug' on screen
    const lines = screen.getAllByTestId('order-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Team Tee × 1 · “\u202Egum” · Size: M',
      'Name Mug × 1 · “שלום!”',
    ]);
    expect(lines.map((line) => line.querySelector('bdi')?.textContent)).toEqual(['\u202Egum', 'שלום!']);
  });
});
