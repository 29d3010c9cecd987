import { describe, expect, it } from 'vitest';
import { homeAddress as home } from './savedAddress.fixture';
import { emptyAddress } from './shippingAddress';
import { startingAddress } from './startingAddress';

describe('startingAddress', () => {
  it('starts an empty form with the default saved address, whose name wins over the profile’s', () => {
    const { id: _id, isDefault: _isDefault, ...fields } = home;
    expect(startingAddress(emptyAddress, [{ ...home, isDefault: false, id: 2 }, home], 'Ada Lovelace')).toEqual(fields);
  });

  it("starts an empty name with the profile's full name when there is no default address to fill", () => {
    expect(startingAddress(emptyAddress, [], 'Ada Lovelace')).toEqual({ fullName: 'Ada Lovelace' });
    expect(startingAddress(emptyAddress, [{ ...home, isDefault: false }], ' Ada Lovelace ')).toEqual({
      fullName: 'Ada Lovelace',
    });
    // the book could not be read: the name is still filled
    expect(startingAddress(emptyAddress, undefined, 'Ada Lovelace')).toEqual({ fullName: 'Ada Lovelace' });
    // a street typed (a reload of the step), no name yet: the name only
    expect(startingAddress({ ...emptyAddress, line1: '9 Pine Road' }, [home], 'Ada Lovelace')).toEqual({
      fullName: 'Ada Lovelace',
    });
  });

  it('never replaces a name the shopper typed, and fills nothing without a profile name', () => {
    expect(startingAddress({ ...emptyAddress, fullName: 'Rose Lee' }, [], 'Ada Lovelace')).toEqual({});
    expect(startingAddress({ ...emptyAddress, fullName: 'Rose Lee' }, [home], 'Ada Lovelace')).toEqual({});
    expect(startingAddress(emptyAddress, [], undefined)).toEqual({});
    expect(startingAddress(emptyAddress, [], '   ')).toEqual({});
  });

  it('fills a name the field takes, and leaves one it refuses (markup too) for the shopper to type', () => {
    expect(startingAddress(emptyAddress, [], "Ada O'Brien & Co")).toEqual({ fullName: "Ada O'Brien & Co" });
    expect(startingAddress(emptyAddress, [], '<img src=x onerror=alert(1)>')).toEqual({});
    // the field takes 120 characters (shopLimits.address.fullName); a profile name may be 201
    expect(startingAddress(emptyAddress, [], 'a'.repeat(120))).toEqual({ fullName: 'a'.repeat(120) });
    expect(startingAddress(emptyAddress, [], 'a'.repeat(121))).toEqual({});
    expect(startingAddress(emptyAddress, [], 'Ada\u0007Lee')).toEqual({});
    expect(startingAddress(emptyAddress, [], 'A')).toEqual({});
  });
});
