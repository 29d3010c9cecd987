import { describe, expect, it } from 'vitest';
import { placeLine, savedAddressSummary, toSavedAddress, toSavedAddressWrite } from './savedAddressRows';

const row = {
  id: 7,
  full_name: 'Ada Lee',
  line1: '12 Elm Street',
  line2: null,
  city: 'Portland',
  region: 'OR',
  postal_code: '97205',
  country: 'US',
  phone: null,
  is_default: true,
};

describe('saved address rows', () => {
  it('maps a row to the address the pages show, absent optional fields as empty text', () => {
    expect(toSavedAddress(row)).toEqual({
      id: 7,
      fullName: 'Ada Lee',
      line1: '12 Elm Street',
      line2: '',
      city: 'Portland',
      region: 'OR',
      postalCode: '97205',
      country: 'US',
      phone: '',
      isDefault: true,
    });
  });

  it('writes trimmed fields, an empty optional one as null, and never a user_id', () => {
    const write = toSavedAddressWrite(
      { ...toSavedAddress(row), fullName: '  Ada   Lee ', line2: '  ', phone: '' },
      false,
    );
    expect(write).toEqual({
      full_name: 'Ada Lee',
      line1: '12 Elm Street',
      line2: null,
      city: 'Portland',
      region: 'OR',
      postal_code: '97205',
      country: 'US',
      phone: null,
      is_default: false,
    });
    expect(Object.keys(toSavedAddressWrite(toSavedAddress(row)))).not.toContain('user_id');
  });

  it('sums an address up on one line, skipping empty parts', () => {
    expect(savedAddressSummary(toSavedAddress(row))).toBe('Ada Lee, 12 Elm Street, Portland, OR 97205, US');
  });

  it('writes the town line one way: a comma after the town, a space between region and postal code', () => {
    expect(placeLine('Portland', 'OR', '97205')).toBe('Portland, OR 97205');
    expect(placeLine('London', null, 'SW1A 1AA')).toBe('London, SW1A 1AA');
    expect(placeLine('Portland', '', '')).toBe('Portland');
    expect(placeLine(null, 'OR', null)).toBe('OR');
  });
});
