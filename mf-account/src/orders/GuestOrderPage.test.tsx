import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import type { GuestOrder } from '../api/guestOrders';
import { GuestOrderPage } from './GuestOrderPage';

const token = 'a'.repeat(64);
/** A guest order as the data module maps guest_order's answer (its rules: guestCheckoutCases, guestCancelCases). */
const teamOrder: GuestOrder = {
  order: {
    orderNumber: 'KL-100001',
    createdAt: '2026-11-26T21:59:00Z',
    status: 'placed',
    subtotal: 321.86,
    shipping: 0,
    discount: 32.2,
    total: 289.66,
    paymentMethod: 'pay_on_delivery',
    organisation: '',
    shippingAddress: ['Rose Lee', '12 Elm Street', 'Portland, OR 97205', 'US'],
    lines: [
      {
        name: 'Custom School Spirit Mascot T-Shirt',
        variantName: 'Unisex Classic',
        variantSku: 'KL-TEE-103-UC',
        options: [
          { label: 'Size', value: 'M', kind: 'option' },
          { label: 'Lettering', value: 'Classic Serif', kind: 'text' },
          { label: 'Text color', value: 'Navy', kind: 'text' },
        ],
        personalization: 'Alex',
        quantity: 14,
        unitPrice: 22.99,
        lineTotal: 321.86,
      },
    ],
  },
  choices: {
    giftMessage: null,
    giftReceipt: false,
    shipToRecipient: false,
    poNumber: null,
    proofApproved: true,
    proofFingerprint: '49ad15641197',
  },
  email: 'rose@example.com',
  progress: {
    orderNumber: 'KL-100001',
    status: 'placed',
    shippingMethod: 'standard',
    arrivesEarliest: null,
    arrivesLatest: null,
    trackingNumber: null,
    cancellableUntil: new Date(Date.now() + 3_600_000).toISOString(),
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
  },
  payment: {
    method: 'pay_on_delivery',
    state: null,
    orderCancelled: false,
    failure: null,
    expiresAt: null,
    reference: null,
    refundReference: null,
    total: 289.66,
    refundedAt: null,
  },
};

afterEach(() => {
  window.location.hash = '';
});

/** The page at its private link, with guest_order's answer where the page's query keeps it. */
function renderGuestOrder(answer: GuestOrder | null = teamOrder) {
  window.location.hash = `#${token}`;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['account', 'guest-order', token], answer);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/orders/guest', search: '', navigate: () => undefined }}>
        <GuestOrderPage />
      </NavigationProvider>
    </QueryClientProvider>,
  );
}

describe('GuestOrderPage', () => {
  it('names the order in its tab, as its heading does, or says it was not found (QA)', () => {
    document.title = 'Your order — Keepsake Lane';
    renderGuestOrder();
    expect(document.title).toBe('Order KL-100001 — Keepsake Lane');
    cleanup();
    renderGuestOrder(null);
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(document.title).toBe('Order not found — Keepsake Lane');
  });

  it('shows the volume price between shipping and the total, and Cancel while production has not started', () => {
    renderGuestOrder();
    expect(screen.getByRole('heading', { name: 'Order KL-100001' })).toBeTruthy();
    expect(screen.getByTestId('order-discount').textContent).toBe('−$32.20');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
  });

  it('lays the Summary out as the signed-in order page does: each amount beside its name, in a column (QA sweep H-a)', () => {
    renderGuestOrder();
    const summary = screen.getByRole('region', { name: 'Summary' });
    const pairs = [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Subtotal', '$321.86'],
      ['Shipping', 'Free'],
      ['Volume price', '−$32.20'],
      ['Total', '$289.66'],
    ]);
    expect([...summary.querySelectorAll('dd')].every((dd) => getComputedStyle(dd).textAlign === 'right')).toBe(true);
  });

  it('lays its boxes out as the signed-in order page does: Items, Summary, the proof, the address (QA: a phone showed the proof before the Summary)', () => {
    renderGuestOrder();
    // one column on a phone: the boxes in the page's order (OrderPage.test asserts the same order)
    const boxes = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(boxes).toEqual(['Items', 'Summary', 'Your proof', 'Shipping to', 'Keep it in an account']);
  });

  it('shows each line as the signed-in order page does: options, the text, its lettering and text color', () => {
    renderGuestOrder();
    const items = screen.getByRole('region', { name: 'Items' });
    const rows = [...items.querySelectorAll('li small')].map((row) => row.textContent);
    expect(rows).toEqual(['Size: M', 'Personalization: “Alex”', 'Lettering: Classic Serif', 'Text color: Navy']);
  });

  it("offers a guest Pay now for an unpaid card order, on the pay page with this link's token; none once cancelled", () => {
    const unpaid = { ...teamOrder.payment, method: 'card', state: 'awaiting_payment' as const };
    renderGuestOrder({ ...teamOrder, payment: unpaid });
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/checkout/pay/KL-100001#${token}`);
    cleanup();
    renderGuestOrder({ ...teamOrder, payment: { ...unpaid, state: 'cancelled', orderCancelled: true } });
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.getByTestId('order-payment').textContent).toContain('Not charged: the order was cancelled');
    cleanup();
    renderGuestOrder();
    expect(screen.queryByTestId('order-payment')).toBeNull();
  });

  it('the private link of a delivered gift refunded since says delivered and refunded, never cancelled (QA sweep H-g)', () => {
    renderGuestOrder({
      ...teamOrder,
      order: { ...teamOrder.order, status: 'delivered' },
      progress: { ...teamOrder.progress, status: 'delivered', trackingNumber: '1ZCARD00012345' },
      payment: {
        ...teamOrder.payment,
        method: 'card',
        state: 'refunded',
        refundReference: 're_1',
        refundedAt: '2026-11-29T15:04:00Z',
      },
    });
    expect(document.body.textContent).toContain('· Delivered · Refunded');
    expect(screen.getByTestId('order-payment').textContent).toContain('Refunded $289.66 on Sun, Nov 29');
    expect(document.body.textContent).not.toMatch(/Cancelled|Cancel Order|Pay now/);
  });

  it('prints the town line as a label does, and "Create an Account" opens Sign Up, back to My Orders', () => {
    renderGuestOrder();
    expect(screen.getByText('Portland, OR 97205')).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Create an Account' });
    expect(create.getAttribute('href')).toBe('/auth?redirect=/orders&tab=signup');
  });
  it('lists a group order’s lines together under its name, as the signed-in order page does (QA sweep #14)', () => {
    const [tee] = teamOrder.order.lines;
    renderGuestOrder({
      ...teamOrder,
      order: {
        ...teamOrder.order,
        lines: [
          { ...tee!, quantity: 1, personalization: 'Alex', group: 'Choir' },
          { ...tee!, quantity: 2, personalization: 'Sam', group: 'Choir' },
        ],
      },
    });
    const group = screen.getByTestId('order-group');
    expect(group.textContent).toContain('Choir · 3 items');
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  });

  it('an order paid by invoice: its terms and who it is made out to in the Summary, the PO number in its box, as the confirmation and the e-mail say them (QA sweep R-b)', () => {
    renderGuestOrder({
      ...teamOrder,
      order: { ...teamOrder.order, paymentMethod: 'invoice', organisation: 'Lincoln Elementary PTA' },
      choices: { ...teamOrder.choices, poNumber: 'PO-7731' },
    });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect([...summary.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Invoice: we send it with the order, payable within 30 days.',
      'Invoiced to: Lincoln Elementary PTA',
    ]);
    expect(screen.getByRole('region', { name: 'Purchase order' }).textContent).toBe('Purchase orderPO number: PO-7731');
  });

  it('its proof shows each row as it will be printed: a team’s names with their numbers (QA sweep R-b)', () => {
    // before: "RIVERA", "LEE" alone, though the numbers are printed on the shirts and are in the proof's fingerprint
    const [tee] = teamOrder.order.lines;
    const numbered = (name: string, number: string | null) => ({
      ...tee!,
      quantity: 1,
      personalization: name,
      group: 'Falcons U12',
      options: [...tee!.options, ...(number ? [{ label: 'Number', value: number, kind: 'text' as const }] : [])],
    });
    renderGuestOrder({
      ...teamOrder,
      order: {
        ...teamOrder.order,
        lines: [numbered('RIVERA', '7'), numbered('<b>LEE</b>', '23'), numbered('COACH', null)],
      },
    });
    const proof = screen.getByRole('region', { name: 'Your proof' });
    const rows = [...proof.querySelectorAll('li')];
    expect(rows.map((row) => row.textContent)).toEqual(['RIVERA · Number: 7', '<b>LEE</b> · Number: 23', 'COACH']);
    expect(rows.map((row) => row.querySelector('q')!.textContent)).toEqual(['RIVERA', '<b>LEE</b>', 'COACH']);
    expect(proof.querySelector('b')).toBeNull();
  });
});
