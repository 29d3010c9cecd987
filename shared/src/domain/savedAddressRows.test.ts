import { describe, expect, it } from 'vitest';
import { countryName, placeLine, savedAddressSummary, toSavedAddress, toSavedAddressWrite } from './savedAddressRows';

const countries = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];

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

  it('sums an address up on one line, skipping empty parts, the country by its name from the list', () => {
    expect(savedAddressSummary(toSavedAddress(row), countries)).toBe(
      'Ada Lee, 12 Elm Street, Portland, OR 97205, United States',
    );
    // the list not read (yet): the code as stored
    expect(savedAddressSummary(toSavedAddress(row))).toBe('Ada Lee, 12 Elm Street, Portland, OR 97205, US');
  });

  it("names a country by the list's name for its code, else the code as stored, never blank", () => {
    expect(countryName('US', countries)).toBe('United States');
    expect(countryName(' ca ', countries)).toBe('Canada');
    expect(countryName('ZZ', countries)).toBe('ZZ');
    expect(countryName('US', [])).toBe('US');
    expect(countryName('US', [{ code: 'US', name: '' }])).toBe('US');
    expect(countryName('<b>US</b>', countries)).toBe('<b>US</b>');
  });

  it('writes the town line one way: a comma after the town, a space between region and postal code', () => {
    expect(placeLine('Portland', 'OR', '97205')).toBe('Portland, OR 97205');
    expect(placeLine('London', null, 'SW1A 1AA')).toBe('London, SW1A 1AA');
    expect(placeLine('Portland', '', '')).toBe('Portland');
    expect(placeLine(null, 'OR', null)).toBe('OR');
  });
});
