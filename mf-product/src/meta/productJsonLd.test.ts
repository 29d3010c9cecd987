import { describe, expect, it } from 'vitest';
import { metaDescription, productJsonLd, scriptSafeJson } from './productJsonLd';

describe('productJsonLd', () => {
  it('describes the product, its offer and its rating', () => {
    const data = productJsonLd(
      { name: 'Name Mug', image: 'https://x/a.svg', sku: 'MUG-1', price: 18, rating: { value: 4.8, count: 100 } },
      'USD',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Name Mug',
      image: ['https://x/a.svg'],
      sku: 'MUG-1',
      offers: { '@type': 'Offer', price: '18.00', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 100 },
    });
  });

  it('follows the card’s price rule: "from" the cheapest option when options differ', () => {
    const from = productJsonLd(
      { name: 'Ornament', image: 'x', price: 14.99, priceFrom: true, highPrice: 24.99 },
      'USD',
    );
    expect(from.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '14.99',
      highPrice: '24.99',
      price: '14.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(productJsonLd({ name: 'Card', image: 'x', price: 9, priceFrom: true }, 'USD').offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '9.00',
    });
    expect(productJsonLd({ name: 'One price', image: 'x', price: 9, highPrice: 9 }, 'USD').offers).toMatchObject({
      '@type': 'Offer',
      price: '9.00',
    });
  });

  it('leaves out what it does not know', () => {
    const data = productJsonLd({ name: 'Sign', image: 'x', price: 5 }, 'USD');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('description');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element, and still parses to the same value', () => {
    const value = { name: '</script><img src=x onerror=alert(1)>', note: '<!-- x' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('metaDescription', () => {
  it('uses the text, collapsed, or the fallback', () => {
    expect(metaDescription('  A   lovely\nmug ', 'fallback')).toBe('A lovely mug');
    expect(metaDescription(null, 'fallback')).toBe('fallback');
  });

  it('cuts long text at a word', () => {
    const text = 'word '.repeat(60);
    const description = metaDescription(text, '');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});
