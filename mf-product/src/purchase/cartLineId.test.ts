import { describe, expect, it } from 'vitest';
import { cartLineId, textKey } from './cartLineId';

describe('cartLineId', () => {
  it('joins variant SKU and design code when there is no personalization', () => {
    expect(cartLineId({ variantSku: 'MUG-11-W', designCode: 'FLORAL' })).toBe('MUG-11-W:FLORAL');
    expect(cartLineId({ variantSku: 'MUG-11-W', designCode: 'FLORAL', text: '   ' })).toBe('MUG-11-W:FLORAL');
  });

  it('keeps differently personalized items apart', () => {
    const anna = cartLineId({ variantSku: 'MUG-11-W', designCode: 'FLORAL', text: 'Anna' });
    const ben = cartLineId({ variantSku: 'MUG-11-W', designCode: 'FLORAL', text: 'Ben' });
    expect(anna).not.toBe(ben);
    expect(anna.startsWith('MUG-11-W:FLORAL:')).toBe(true);
  });

  it('gives the same text the same id, so repeated adds raise one line', () => {
    const once = cartLineId({ variantSku: 'V', designCode: 'D', text: 'Happy 40th, Sam!' });
    expect(cartLineId({ variantSku: 'V', designCode: 'D', text: 'Happy 40th, Sam!' })).toBe(once);
    expect(cartLineId({ variantSku: 'V', designCode: 'D', text: ' Happy 40th, Sam! ' })).toBe(once);
  });

  it('separates the same text in another colour', () => {
    expect(cartLineId({ variantSku: 'V', designCode: 'D', text: 'Mia', textColor: 'Gold' })).not.toBe(
      cartLineId({ variantSku: 'V', designCode: 'D', text: 'Mia', textColor: 'Black' }),
    );
  });

  it('keeps the same item in another size apart, and the same size and text together', () => {
    const m = cartLineId({ variantSku: 'TEE', designCode: 'D', text: 'Alex', size: 'M' });
    expect(m).not.toBe(cartLineId({ variantSku: 'TEE', designCode: 'D', text: 'Alex', size: 'L' }));
    expect(m).not.toBe(cartLineId({ variantSku: 'TEE', designCode: 'D', text: 'Alex' }));
    expect(cartLineId({ variantSku: 'TEE', designCode: 'D', text: ' Alex ', size: 'M' })).toBe(m);
    expect(cartLineId({ variantSku: 'TEE', designCode: 'D', size: '2XL' })).toBe('TEE:D@2XL');
  });

  it('stays short for the longest allowed text', () => {
    const id = cartLineId({ variantSku: 'V', designCode: 'D', text: 'x'.repeat(100) });
    expect(id.length).toBeLessThan(20);
  });
});

describe('textKey', () => {
  it('is stable, short and case-sensitive', () => {
    expect(textKey('Anna')).toBe(textKey('Anna'));
    expect(textKey('Anna')).not.toBe(textKey('anna'));
    expect(textKey('😀 emoji')).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
