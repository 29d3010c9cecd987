import { describe, expect, it } from 'vitest';
import { contactAboutPath, productPath } from './productLinks';

describe('product links', () => {
  it('encodes the SKU as one path segment', () => {
    expect(productPath('MUG-11OZ')).toBe('/product/MUG-11OZ');
    expect(productPath('A/B ?#%')).toBe('/product/A%2FB%20%3F%23%25');
  });

  it('puts the product name in the contact link as a query value', () => {
    expect(contactAboutPath('Mug & Coaster Set')).toBe('/contact?product=Mug%20%26%20Coaster%20Set');
  });
});
