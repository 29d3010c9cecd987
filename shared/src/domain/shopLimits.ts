/**
 * The limits the server enforces on an order, as the shop's UI shows them
 * (maxLength, steppers, messages). Their home is the database's
 * `public.shop_limits()` (supabase/migrations/20250608000100_server_quote.sql),
 * which `place_order` reads; backend/test/serverQuoteCases.ts proves these
 * numbers equal it, on PGlite and PostgreSQL 15, and that each is enforced.
 * Change a limit there first, then here.
 */
export const shopLimits = {
  /** Characters of a line's personalization text (a design may allow fewer). */
  personalizationText: 100,
  quantityMin: 1,
  quantityMax: 99,
  /** Lines in one order. */
  orderLines: 200,
  /**
   * Characters of a group order's name (the product page's "Name of the group"); the order keeps it by
   * public.order_group_name (20250609018000_order_item_groups.sql), which cuts a longer one here.
   */
  groupName: 100,
  /** Characters of each profile name (first, last, display): the profiles table's checks (20250601000300_profiles.sql). */
  profileName: 100,
  /**
   * Characters of a profile's full name (first, a space, last: 2 × profileName + 1) as the session carries it
   * on the bus (`ShopUser.fullName`, shared 1.11.0), counted as the bus's checks count (UTF-16 units).
   */
  profileFullName: 201,
  /** Characters of each shipping-address field. */
  address: {
    fullName: 120,
    line1: 200,
    line2: 200,
    city: 100,
    region: 100,
    postalCode: 20,
    country: 100,
    phone: 40,
    organisation: 200,
  },
} as const;

export type ShopLimits = typeof shopLimits;

/** The address fields as `place_order` names them (shop_limits()'s keys). */
export const addressLimitColumns = {
  fullName: 'full_name',
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  region: 'region',
  postalCode: 'postal_code',
  country: 'country',
  phone: 'phone',
  organisation: 'organisation',
} as const satisfies Record<keyof ShopLimits['address'], string>;
