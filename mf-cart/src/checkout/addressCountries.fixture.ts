import type { ShippingCountry } from '@giftshop/shared/domain';

/**
 * A part of what fetchShippingCountries reads (shipping_countries, shipping_regions in
 * 20250609006000_address_rules.sql: the patterns and words as stored; backend/test/addressRulesCases.ts proves
 * the rules agree with the database's), for the form's tests.
 */
export const addressCountries: ShippingCountry[] = [
  {
    code: 'US',
    name: 'United States',
    regionLabel: 'state',
    postalLabel: 'ZIP code',
    postalPattern: '^[0-9]{5}(-[0-9]{4})?$',
    postalExample: '97205 or 97205-1234',
    regions: [
      { code: 'NY', name: 'New York' },
      { code: 'OR', name: 'Oregon' },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    regionLabel: 'province or territory',
    postalLabel: 'postal code',
    postalPattern: '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$',
    postalExample: 'K1A 0B1',
    regions: [
      { code: 'ON', name: 'Ontario' },
      { code: 'QC', name: 'Quebec' },
    ],
  },
];
