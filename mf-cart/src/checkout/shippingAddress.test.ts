import { describe, expect, it } from 'vitest';
import { shopLimits } from '@giftshop/shared/domain';
import { addressCountries } from './addressCountries.fixture';
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
  country: 'US',
  phone: '',
};
const check = (field: keyof ShippingAddress, changes: Partial<ShippingAddress>) =>
  validateAddressField(field, { ...good, ...changes }, addressCountries);

describe('validateAddress', () => {
  it('accepts a complete address, optional fields left empty', () => {
    expect(validateAddress(good, addressCountries)).toEqual({});
  });

  it('asks for every required field by name, in the words of the chosen country', () => {
    expect(validateAddress(emptyAddress, addressCountries)).toEqual({
      fullName: 'Enter your full name.',
      line1: 'Enter your street address.',
      city: 'Enter your city.',
      region: 'Choose your state.',
      postalCode: 'Enter your ZIP code.',
    });
    expect(validateAddress({ ...emptyAddress, country: 'CA' }, addressCountries)).toMatchObject({
      region: 'Choose your province or territory.',
      postalCode: 'Enter your postal code.',
    });
  });

  it('before the lists are read, the state and postal code are only required (the server checks them)', () => {
    expect(validateAddress({ ...good, region: 'Narnia', postalCode: '1' })).toEqual({});
    expect(validateAddress({ ...good, region: '', postalCode: '' })).toEqual({
      region: 'Choose your state or province.',
      postalCode: 'Enter your ZIP or postal code.',
    });
  });

  it('takes the state from the country’s list: "Narnia" is refused, a name in any case is taken', () => {
    expect(check('region', { region: 'Narnia' })).toBe('Choose your state from the list.');
    expect(check('region', { region: 'oregon' })).toBeUndefined();
    expect(check('region', { region: 'ON' })).toBe('Choose your state from the list.');
    expect(check('region', { region: 'ON', country: 'CA' })).toBeUndefined();
  });

  it('checks ZIP codes in the United States and postal codes in Canada', () => {
    expect(check('postalCode', { postalCode: '9720' })).toBe('Enter a ZIP code like 97205 or 97205-1234.');
    expect(check('postalCode', { postalCode: '97205-1234' })).toBeUndefined();
    expect(check('postalCode', { country: 'CA', postalCode: 'k1a0b1' })).toBeUndefined();
    expect(check('postalCode', { country: 'CA', postalCode: '97205' })).toBe('Enter a postal code like K1A 0B1.');
  });

  it('a street has a number and a name (a PO box too); a city has at least 2 letters', () => {
    expect(check('line1', { line1: '1' })).toBe(
      'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).',
    );
    expect(check('line1', { line1: 'PO Box 12' })).toBeUndefined();
    expect(check('city', { city: 'X' })).toBe('Enter a city name with at least 2 letters.');
    expect(check('city', { city: 'Москва' })).toBe(
      "Use only Latin letters, numbers, spaces and . , ' # & / - ( ) in the city.",
    );
  });

  it('only ships to the countries it serves', () => {
    expect(check('country', { country: 'Atlantis' })).toBe('Choose a country we ship to: United States, Canada.');
  });

  it('checks an optional phone only when given', () => {
    expect(check('phone', { phone: '(503) 555-0142' })).toBeUndefined();
    expect(check('phone', { phone: 'call me' })).toMatch(/at least 7 digits/);
  });

  it('refuses oversize values and control characters, and keeps hostile text as plain text', () => {
    expect(check('city', { city: 'x'.repeat(shopLimits.address.city) })).toBeUndefined();
    expect(check('city', { city: 'x'.repeat(101) })).toMatch(/at most 100/);
    expect(check('line1', { line1: 'Main\u0000St' })).toMatch(/can't print/);
    expect(check('line1', { line1: '<b>12</b> Elm' })).toMatch(/Latin letters, numbers/);
    // a name in any script is a name; markup is not (address_problem says the same: addressRulesCases)
    expect(check('fullName', { fullName: '<img src=x onerror=alert(1)>' })).toBe(
      'Enter your full name without < or >.',
    );
    expect(check('fullName', { fullName: "Mary-Kate O'Brien & Ash" })).toBeUndefined();
    expect(check('fullName', { fullName: '李小龍' })).toBeUndefined();
  });
});

describe('cleanAddress', () => {
  it('trims fields and squeezes spaces', () => {
    expect(cleanAddress({ ...good, fullName: '  Ada   Lovelace ' }).fullName).toBe('Ada Lovelace');
  });
});
