import { describe, expect, it } from 'vitest';
import { toOrderDetail, toOrderSummary } from './orders';

describe('order rows', () => {
  it('reads numbers that PostgREST prints as strings and fills gaps', () => {
    expect(
      toOrderSummary({ order_number: 'KL-1001', created_at: '2026-11-23T10:00:00Z', status: 'placed', total: '42.50' }),
    ).toEqual({
      orderNumber: 'KL-1001',
      createdAt: '2026-11-23T10:00:00Z',
      status: 'placed',
      total: 42.5,
    });
    expect(toOrderSummary({ number: 7, total: 'oops' })).toEqual({
      orderNumber: '7',
      createdAt: '',
      status: 'placed',
      total: 0,
    });
  });

  it('maps lines and the shipping address, skipping empty parts', () => {
    const detail = toOrderDetail({
      order_number: 'KL-1',
      subtotal: '20.00',
      shipping: '6.95',
      total: '26.95',
      payment_method: 'invoice',
      organisation: 'Lincoln Elementary PTA',
      shipping_name: 'Ada Lovelace',
      shipping_line1: '1 Analytical Way',
      shipping_city: 'London',
      shipping_postal_code: 'N1',
      order_items: [
        {
          product_name: 'Mug',
          variant_name: '11 oz, White',
          variant_sku: 'MUG-W',
          personalization_text: 'For Gran',
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
          unit_price: '10.00',
          line_total: '20.00',
        },
      ],
    });
    expect(detail.shippingAddress).toEqual(['Ada Lovelace', '1 Analytical Way', 'London, N1']);
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
    expect(detail.shipping).toBe(6.95);
    expect(detail.organisation).toBe('Lincoln Elementary PTA');
    expect(toOrderDetail({ order_items: 'nope' }).lines).toEqual([]);
  });
});
