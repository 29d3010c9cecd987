import { describe, expect, it } from 'vitest';
import { shopLimits } from '@giftshop/shared';
import {
  cleanAddress,
  emptyAddress,
  validateAddress,
  validateAddressField,
  type ShippingAddress,
} from './shippingAddress';

const good: ShippingAddress = {
  fullName: 'Ada Lovelace',
  line1: '418 Maple Row',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97205',
  country: 'United States',
  phone: '',
};

describe('validateAddress', () => {
  it('accepts a complete address, optional fields left empty', () => {
    expect(validateAddress(good)).toEqual({});
  });

  it('asks for every required field by name', () => {
    expect(validateAddress({ ...emptyAddress, country: 'United States' })).toEqual({
      fullName: 'Enter your full name.',
      line1: 'Enter your street address.',
      city: 'Enter your city.',
      region: 'Enter your state or province.',
      postalCode: 'Enter your ZIP or postal code.',
    });
  });

  it('checks ZIP codes in the United States and postal codes in Canada', () => {
    expect(validateAddressField('postalCode', { ...good, postalCode: '9720' })).toMatch(/5-digit ZIP/);
    expect(validateAddressField('postalCode', { ...good, postalCode: '97205-1234' })).toBeUndefined();
    expect(validateAddressField('postalCode', { ...good, country: 'Canada', postalCode: 'K1A 0B1' })).toBeUndefined();
    expect(validateAddressField('postalCode', { ...good, country: 'Canada', postalCode: '97205' })).toMatch(/K1A 0B1/);
  });

  it('only ships to the countries it serves', () => {
    expect(validateAddressField('country', { ...good, country: 'Atlantis' })).toMatch(/United States and Canada/);
  });

  it('checks an optional phone only when given', () => {
    expect(validateAddressField('phone', { ...good, phone: '(503) 555-0142' })).toBeUndefined();
    expect(validateAddressField('phone', { ...good, phone: 'call me' })).toMatch(/at least 7 digits/);
  });

  it('refuses oversize values and control characters, and keeps hostile text as plain text', () => {
    expect(validateAddressField('city', { ...good, city: 'x'.repeat(shopLimits.address.city) })).toBeUndefined();
    expect(validateAddressField('city', { ...good, city: 'x'.repeat(101) })).toMatch(/at most 100/);
    expect(validateAddressField('line1', { ...good, line1: 'Main\u0000St' })).toMatch(/can't print/);
    expect(validateAddressField('fullName', { ...good, fullName: '<img src=x onerror=alert(1)>' })).toBeUndefined();
  });
});

describe('cleanAddress', () => {
  it('trims fields and squeezes spaces', () => {
    expect(cleanAddress({ ...good, fullName: '  Ada   Lovelace ' }).fullName).toBe('Ada Lovelace');
  });
});
