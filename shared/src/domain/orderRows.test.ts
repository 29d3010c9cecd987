import { describe, expect, it } from 'vitest';
import { toOrderDetail, toOrderLine, toOrderSummary, toOrderTotals } from './orderRows';
import type { OrderItemRow, OrderRow } from './rows';

/** An `orders` row as the schema has it (what `place_order` returns and the orders table holds). */
const order: OrderRow = {
  id: 7,
  user_id: '6f1c2b9e-0000-4000-8000-000000000001',
  order_number: 'KL-1001',
  created_at: '2026-11-23T10:00:00+00:00',
  status: 'placed',
  idempotency_key: 'attempt-1',
  subtotal: 20,
  shipping: 6.95,
  total: 26.95,
  discount: 0,
  payment_method: 'invoice',
  organisation: 'Lincoln Elementary PTA',
  shipping_name: 'Ada Lovelace',
  shipping_line1: '1 Analytical Way',
  shipping_line2: null,
  shipping_city: 'London',
  shipping_region: null,
  shipping_postal_code: 'N1',
  shipping_country: 'GB',
  shipping_phone: null,
  // the columns the rest of this round added (delivery, guest checkout, card payments): none of them read here
  arrives_earliest: null,
  arrives_latest: null,
  cancellable_until: null,
  cancelled_at: null,
  cancelled_by: null,
  contact_email: null,
  delivered_at: null,
  gift_message: null,
  gift_receipt: false,
  guest_token: null,
  guest_token_hash: null,
  payment_expires_at: null,
  payment_failure: null,
  payment_provider: null,
  payment_reference: null,
  payment_state: null,
  po_number: null,
  proof_approved: false,
  proof_fingerprint: null,
  refund_reference: null,
  refunded_at: null,
  ship_to_recipient: false,
  shipped_at: null,
  shipping_method: 'standard',
  tracking_number: null,
  order_email_payload: null,
  order_email_recipient: null,
  order_path: null,
};

const item: OrderItemRow = {
  id: 1,
  order_id: 7,
  product_id: 42,
  product_name: 'Mug',
  variant_name: '11 oz, White',
  variant_sku: 'MUG-W',
  design_code: 'SCRIPT',
  personalization_text: 'For Gran',
  size: null,
  group_name: null,
  options: {
    Color: 'Rose',
    Design: 'Custom Name Script',
    font: 'Classic Serif',
    textColor: 'Navy',
    personalizationText: 'For Gran',
    junk: { nested: true },
    Empty: ' ',
  },
  quantity: 2,
  unit_price: 10,
  line_total: 20,
};

/** Values the types rule out, as a broken or hostile answer could still carry them. */
const hostile = <T>(row: T, values: Record<string, unknown>): T => ({ ...row, ...values }) as T;

describe('order mappers', () => {
  it('read an order row as the account list and the confirmation show it', () => {
    expect(toOrderSummary(order)).toEqual({
      orderNumber: 'KL-1001',
      createdAt: '2026-11-23T10:00:00+00:00',
      status: 'placed',
      total: 26.95,
    });
    expect(toOrderTotals(order)).toMatchObject({ subtotal: 20, shipping: 6.95, total: 26.95 });
  });

  it('map lines and the shipping address, skipping the parts the order does not have', () => {
    const detail = toOrderDetail(order, [item]);
    expect(detail.shippingAddress).toEqual(['Ada Lovelace', '1 Analytical Way', 'London, N1', 'GB']);
    expect(detail.paymentMethod).toBe('invoice');
    expect(detail.organisation).toBe('Lincoln Elementary PTA');
    expect(detail.lines).toEqual([
      {
        name: 'Mug',
        variantName: '11 oz, White',
        variantSku: 'MUG-W',
        options: [
          { label: 'Color', value: 'Rose', kind: 'option' },
          { label: 'Design', value: 'Custom Name Script', kind: 'option' },
          { label: 'Lettering', value: 'Classic Serif', kind: 'text' },
          { label: 'Text color', value: 'Navy', kind: 'text' },
        ],
        personalization: 'For Gran',
        quantity: 2,
        unitPrice: 10,
        lineTotal: 20,
      },
    ]);
  });

  it('write the country by the name the server gave with the order, else by its stored code (never blank)', () => {
    const named = toOrderDetail({ ...order, shipping_country: 'US', shipping_country_name: 'United States' }, []);
    expect(named.shippingAddress.at(-1)).toBe('United States');
    // an old order, a country since removed: the server answers the code; a read without the name shows the code
    expect(
      toOrderDetail({ ...order, shipping_country: 'ZZ', shipping_country_name: 'ZZ' }, []).shippingAddress.at(-1),
    ).toBe('ZZ');
    for (const missing of [undefined, null, '', '  ', 42])
      expect(
        toOrderDetail(
          hostile(order, { shipping_country: 'US', shipping_country_name: missing }),
          [],
        ).shippingAddress.at(-1),
      ).toBe('US');
    const markup = '<img src=x onerror=alert(1)>';
    expect(toOrderDetail({ ...order, shipping_country_name: markup }, []).shippingAddress.at(-1)).toBe(markup);
  });

  it('read broken amounts as 0 (never NaN) and broken text as empty', () => {
    const broken = hostile(order, {
      order_number: null,
      created_at: 42,
      status: '',
      total: '26.95',
      subtotal: NaN,
      shipping: Infinity,
    });
    expect(toOrderTotals(broken)).toEqual({
      orderNumber: '',
      createdAt: '',
      status: 'placed',
      total: 0,
      subtotal: 0,
      shipping: 0,
    });
    const line = toOrderLine(
      hostile(item, { product_name: null, options: ['x'], quantity: '2', unit_price: null, personalization_text: 7 }),
    );
    expect(line).toMatchObject({ name: 'MUG-W', options: [], quantity: 0, unitPrice: 0, personalization: '' });
  });

  it('keep hostile text as text: the page escapes it, the mapper does not run it', () => {
    const detail = toOrderDetail(hostile(order, { shipping_line1: '<img src=x onerror=alert(1)>' }), []);
    expect(detail.shippingAddress[1]).toBe('<img src=x onerror=alert(1)>');
    expect(toOrderDetail(order, null as unknown as OrderItemRow[]).lines).toEqual([]);
  });
});

describe('sizes and volume prices on an order (issue 27)', () => {
  it('reads the size column as "Size" among the options, and the discount when there was one', () => {
    expect(toOrderLine({ ...item, size: '2XL' }).options).toContainEqual({
      label: 'Size',
      value: '2XL',
      kind: 'option',
    });
    expect(toOrderLine({ ...item, size: null }).options.some((o) => o.label === 'Size')).toBe(false);
    expect(toOrderTotals({ ...order, discount: 73.5 }).discount).toBe(73.5);
    expect(toOrderTotals({ ...order, discount: 0 })).not.toHaveProperty('discount');
  });
});

describe('the gift message on an order (QA sweep defect #8)', () => {
  it('keeps its line breaks as the server stored them; none, or only spaces, is no message', () => {
    const message = 'Dear Anna,\n\nHappy birthday!\nAda';
    expect(toOrderTotals({ ...order, gift_message: message }).giftMessage).toBe(message);
    expect(toOrderTotals({ ...order, gift_message: null })).not.toHaveProperty('giftMessage');
    expect(toOrderTotals({ ...order, gift_message: '  ' })).not.toHaveProperty('giftMessage');
  });
});

describe('group orders on an order (QA sweep #14)', () => {
  it('reads group_name as the line’s group; a line on its own (null, blank, not text) has none', () => {
    expect(toOrderLine({ ...item, group_name: 'Tigers U12' }).group).toBe('Tigers U12');
    expect(toOrderLine(item)).not.toHaveProperty('group');
    expect(toOrderLine({ ...item, group_name: '  ' })).not.toHaveProperty('group');
    expect(toOrderLine(hostile(item, { group_name: { name: 'x' } }))).not.toHaveProperty('group');
  });
});
