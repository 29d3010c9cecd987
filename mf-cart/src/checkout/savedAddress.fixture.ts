import type { SavedAddress } from '../api/savedAddresses';

/** A shopper's default saved address, as fetchSavedAddresses reads it, for the shipping step's tests. */
export const homeAddress: SavedAddress = {
  id: 1,
  fullName: 'Ada Lee',
  line1: '12 Elm Street',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97205',
  country: 'US',
  phone: '',
  isDefault: true,
};
