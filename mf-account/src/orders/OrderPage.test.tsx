import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import { toOrderLine } from '@giftshop/shared/domain';
import type { OrderChoices } from '../api/guestOrders';
import type { AccountOrder, ReviewableOrderLine } from '../api/orders';
import type { OrderPayment } from '../api/orderPayment';
import { OrderPage } from './OrderPage';

const line = (id: number, name: string, review: Pick<ReviewableOrderLine, 'reviewable' | 'reviewed'>) => ({
  id,
  name,
  variantName: 'White',
  variantSku: `KL-MUG-${id}`,
  options: [],
  personalization: '',
  quantity: 1,
  unitPrice: 18,
  lineTotal: 18,
  ...review,
});

/** An order as fetchOrder maps it: each line says whether the database takes a review of it (review_lines). */
const order = (status: string, lines: ReviewableOrderLine[], address = ['Rose Lee', '12 Elm St', 'Portland, OR']) =>
  ({
    orderNumber: 'KL-100385',
    createdAt: '2026-11-28T09:00:00Z',
    status,
    subtotal: 36,
    shipping: 0,
    total: 36,
    paymentMethod: 'card',
    organisation: '',
    shippingAddress: address,
    lines,
  }) as AccountOrder;

/** A delivered order: a product reviewable from its first line only, and one reviewed from another line. */
const onePerProduct = () =>
  order('delivered', [
    line(1, 'Team Shirt', { reviewable: true, reviewed: false }),
    line(2, 'Team Shirt', { reviewable: false, reviewed: false }),
    line(3, 'Name Mug', { reviewable: false, reviewed: true }),
  ]);

/** The signed-in order page with its four answers where its queries keep them (no box but the order's). */
function renderOrder(
  found: AccountOrder | null,
  choices: OrderChoices | null = null,
  orderNumber = found?.orderNumber ?? '',
  payment: OrderPayment | null = null,
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['account', 'u1', 'order', orderNumber], found);
  client.setQueryData(['account', 'order-progress', orderNumber], null);
  client.setQueryData(['account', 'order-payment', orderNumber], payment);
  client.setQueryData(['account', 'order-choices', orderNumber], choices);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: `/orders/${orderNumber}`, search: '', navigate: () => undefined }}>
        <OrderPage userId="u1" orderNumber={orderNumber} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
}

describe('OrderPage', () => {
  // the route's title, as the shell sets it before the page's effects run
  beforeEach(() => {
    document.title = 'Order — Keepsake Lane';
  });

  it('says a card order is paid by card once: the Summary names the method, the Payment box its state (QA)', () => {
    const placed = order('placed', [line(1, 'Name Mug', { reviewable: false, reviewed: false })]);
    renderOrder(placed, null, undefined, {
      method: 'card',
      state: 'paid',
      orderCancelled: false,
      failure: null,
      expiresAt: null,
      reference: 'pi_1',
      refundReference: null,
      total: 36,
      refundedAt: null,
    });
    expect(screen.getByTestId('order-payment').textContent).toContain('Paid');
    expect(document.body.textContent!.match(/Card(?![a-z])/g)).toEqual(['Card']);
  });

  it('a delivered gift refunded since reads "Delivered · Refunded $36.00 on …", and stays reviewable (QA sweep H-g)', () => {
    const delivered = order('delivered', [line(1, 'Name Mug', { reviewable: true, reviewed: true })]);
    renderOrder(delivered, null, undefined, {
      method: 'card',
      state: 'refunded',
      orderCancelled: false,
      failure: null,
      expiresAt: null,
      reference: 'pi_1',
      refundReference: 're_1',
      total: 36,
      refundedAt: '2026-11-29T15:04:00Z',
    });
    expect(document.body.textContent).toContain('Placed Nov 28, 2026 · Delivered · Refunded');
    expect(screen.getByTestId('order-payment').textContent).toContain('Refunded $36.00 on Sun, Nov 29');
    expect(document.body.textContent).not.toMatch(/Cancelled|being made|Nothing will be made/);
    expect(screen.getByRole('link', { name: 'Edit your review' })).toBeTruthy();
  });

  it('names the order in its tab, as its heading does: several orders open are told apart (QA)', () => {
    renderOrder(order('placed', [line(1, 'Name Mug', { reviewable: false, reviewed: false })]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order KL-100385');
    expect(document.title).toBe('Order KL-100385 — Keepsake Lane');
  });

  it('says "Order not found" in its tab when the account has no such order', () => {
    renderOrder(null, null, 'KL-999999');
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(document.title).toBe('Order not found — Keepsake Lane');
  });

  it('wraps a long order number it echoes anywhere: a phone’s page never gets wider (QA sweep H-d)', () => {
    // /orders/KL-999…9 (300 digits) at 375 px made the page 552 px wide: the 60 characters shown are one word
    const orderNumber = `KL-${'9'.repeat(300)}`;
    renderOrder(null, null, orderNumber);
    const message = screen.getByText(/^We couldn't find an order numbered/);
    expect(message.textContent).toContain(`“${orderNumber.slice(0, 60)}”`);
    const wrapsAnywhere: string[] = [];
    for (let at: HTMLElement | null = message; at; at = at.parentElement) {
      wrapsAnywhere.push(getComputedStyle(at).overflowWrap);
    }
    expect(wrapsAnywhere).toContain('anywhere');
  });

  it('offers "Review this gift" only on the lines the database would take a review of', () => {
    renderOrder(
      order('delivered', [
        line(1, 'Name Mug', { reviewable: true, reviewed: false }),
        line(2, 'Photo Frame', { reviewable: true, reviewed: true }),
      ]),
    );
    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Review this gift' }).getAttribute('href')).toBe(
      '/write-review/1',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Edit your review' }).getAttribute('href')).toBe(
      '/write-review/2',
    );
    expect(screen.getByText('Placed Nov 28, 2026 · Delivered')).toBeTruthy();
  });

  it('offers one review per product: a product reviewed from another line says "You reviewed this", with no link', () => {
    renderOrder(onePerProduct());
    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(screen.getAllByRole('link', { name: /Review this gift|Edit your review/ })).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Review this gift' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).queryByText('You reviewed this')).toBeNull();
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByText('You reviewed this')).toBeTruthy();
  });

  it('keeps every price at the line’s right edge: a review link or note stands under its price, not beside it', () => {
    renderOrder(onePerProduct());
    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    // each line is its details, then one column at the right (space-between): its price, and under it the link
    const ends = items.map((item) => {
      expect(item.children).toHaveLength(2);
      const end = item.children[1] as HTMLElement;
      expect(end.firstElementChild?.textContent).toBe('$18.00');
      expect(getComputedStyle(end)).toMatchObject({ flexDirection: 'column', alignItems: 'flex-end' });
      return end;
    });
    expect(within(ends[0]!).getByRole('link', { name: 'Review this gift' })).toBeTruthy();
    expect(ends[1]!.children).toHaveLength(1);
    expect(within(ends[2]!).getByText('You reviewed this')).toBeTruthy();
  });

  it('offers no review of an unpaid, undelivered or cancelled order’s lines, and says "Placed" once', () => {
    renderOrder(order('placed', [line(1, 'Name Mug', { reviewable: false, reviewed: false })]));
    expect(screen.queryByRole('link', { name: /Review this gift|Edit your review/ })).toBeNull();
    expect(screen.getByText('Placed Nov 28, 2026')).toBeTruthy();
    expect(screen.queryByText(/· Placed/)).toBeNull();
  });

  it('lays its boxes out as the guest’s order link does: Items, Summary, the proof, the address (one order, one layout)', () => {
    const lines = [{ ...line(1, 'Name Mug', { reviewable: false, reviewed: false }), personalization: 'Ada' }];
    renderOrder(order('placed', lines), {
      giftMessage: null,
      giftReceipt: false,
      shipToRecipient: false,
      poNumber: null,
      proofApproved: true,
      proofFingerprint: '49ad15641197',
    });
    // one column on a phone: the boxes in the page's order (GuestOrderPage.test asserts the same order)
    const boxes = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(boxes).toEqual(['Items', 'Summary', 'Your proof', 'Shipping to']);
  });

  it('isolates a line’s text inside its quotes: right-to-left words and overrides never move them (QA sweep H-e)', () => {
    const texts = ['שלום!', '\u202Egum'];
    renderOrder(
      order(
        'placed',
        texts.map((text, i) => ({
          ...line(i + 1, 'Name Mug', { reviewable: false, reviewed: false }),
          personalization: text,
        })),
      ),
    );
    // before: “שלום!” with the ! on the wrong side, and “”mug
    const isolated = [...document.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(texts);
    expect([...document.querySelectorAll('bdi')].map((bdi) => bdi.parentElement!.textContent)).toEqual(
      texts.map((text) => `Personalization: “${text}”`),
    );
  });

  it('shows the gift message with its line breaks, as text (QA sweep defect #8)', () => {
    const giftMessage = 'Dear Anna,\n\nHappy <b>birthday</b>!\nAda';
    renderOrder(order('placed', [line(1, 'Name Mug', { reviewable: false, reviewed: false })]), {
      giftMessage,
      giftReceipt: false,
      shipToRecipient: false,
      poNumber: null,
      proofApproved: false,
      proofFingerprint: null,
    });
    const gift = within(screen.getByRole('region', { name: 'Gift options' }));
    const shown = gift.getByText(/^Dear Anna,/);
    // the text node holds the breaks; white-space shows them (jsdom has no layout to measure)
    expect(shown.textContent).toBe(giftMessage);
    expect(getComputedStyle(shown).whiteSpace).toMatch(/^pre-(line|wrap)$/);
    expect(shown.querySelector('b')).toBeNull();
  });
  it('lists a group order’s lines together under its name, each with its own review link (QA sweep #14)', () => {
    // the lines as fetchOrder maps order_items rows (shared toOrderLine), group_name kept
    const row = (id: number, text: string, size: string, group: string | null) => ({
      ...toOrderLine({
        product_name: 'Team Tee',
        variant_name: 'Unisex Classic',
        variant_sku: 'KL-TEE-UC',
        personalization_text: text,
        options: { Style: 'Unisex Classic' },
        quantity: 1,
        unit_price: 18,
        line_total: 18,
        size,
        group_name: group,
      }),
      id,
      reviewable: true,
      reviewed: false,
    });
    renderOrder(
      order('delivered', [
        row(1, 'AVA', 'S', 'Tigers <i>U12</i>'),
        row(2, 'For Grandma', 'M', null),
        row(3, 'BEN', 'M', 'Tigers <i>U12</i>'),
      ]),
    );
    const items = screen.getByRole('region', { name: 'Items' });
    const group = within(items).getByTestId('order-group');
    // the name as text (markup never becomes markup), with the items it holds
    expect(within(group).getByText('Tigers <i>U12</i> · 2 items')).toBeTruthy();
    expect(group.querySelector('i')).toBeNull();
    const people = within(group).getByRole('list', { name: 'Tigers <i>U12</i>: one line per person' });
    const lines = within(people).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      expect.stringContaining('“AVA”'),
      expect.stringContaining('“BEN”'),
    ]);
    expect(within(lines[1]!).getByRole('link', { name: 'Review this gift' }).getAttribute('href')).toBe(
      '/write-review/3',
    );
    // the line on its own stays outside the group, after it (the group sits where its first line is)
    const outside = within(items)
      .getAllByRole('listitem')
      .filter((li) => !group.contains(li) && li !== group);
    expect(outside.map((li) => li.textContent)).toEqual([expect.stringContaining('For Grandma')]);
  });

  it('an order without groups is listed as before: no group entry', () => {
    renderOrder(order('placed', [line(1, 'Name Mug', { reviewable: false, reviewed: false })]));
    expect(screen.queryByTestId('order-group')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists the totals as checkout and the confirmation do: Subtotal, Shipping, Volume price, Total', () => {
    // a team's 13 shirts as fetchOrder maps the row (11 at $22.99, 2 at $24.99, each 10% off to the cent): free
    // shipping, the volume price it was charged
    const lines = [line(1, 'Team Shirt', { reviewable: false, reviewed: false })];
    renderOrder({ ...order('placed', lines), subtotal: 302.87, shipping: 0, discount: 30.3, total: 272.57 });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const shown = () => [...summary.querySelectorAll('dt, dd')].map((cell) => cell.textContent);
    expect(shown()).toEqual(['Subtotal', '$302.87', 'Shipping', 'Free', 'Volume price', '−$30.30', 'Total', '$272.57']);
    expect(screen.getByTestId('order-discount').textContent).toBe('−$30.30');
    expect(getComputedStyle(within(summary).getByText('$272.57')).fontWeight).toBe('700');
  });

  it('an order at full price has no Volume price line', () => {
    renderOrder({
      ...order('placed', [line(1, 'Name Mug', { reviewable: false, reviewed: false })]),
      shipping: 6.95,
      total: 42.95,
    });
    const cells = [...screen.getByRole('region', { name: 'Summary' }).querySelectorAll('dt, dd')];
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Subtotal',
      '$36.00',
      'Shipping',
      '$6.95',
      'Total',
      '$42.95',
    ]);
    expect(screen.queryByTestId('order-discount')).toBeNull();
  });
});
