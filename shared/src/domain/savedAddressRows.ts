/**
 * The saved-address mapper (issue 28, part 5): a `saved_addresses` row ⇄ the
 * address the account's address book and the checkout's picker show. Its
 * fields are an order's shipping address (place_order's keys); the limits
 * and rules are the database's (20250609007000_saved_addresses.sql).
 */
import { textOrNull } from './numbers';
import type { Tables, TablesInsert } from '../supabase/database.types';

export interface SavedAddressFields {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export interface SavedAddress extends SavedAddressFields {
  id: number;
  isDefault: boolean;
}

export type SavedAddressRow = Tables<'saved_addresses'>;
/** What a shopper may write: never user_id (the database makes it the caller's). */
export type SavedAddressWrite = Omit<TablesInsert<'saved_addresses'>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** The columns the shop reads. */
export const SAVED_ADDRESS_COLUMNS =
  'id, full_name, line1, line2, city, region, postal_code, country, phone, is_default' as const;

export function toSavedAddress(
  row: Pick<
    SavedAddressRow,
    'id' | 'full_name' | 'line1' | 'line2' | 'city' | 'region' | 'postal_code' | 'country' | 'phone' | 'is_default'
  >,
): SavedAddress {
  return {
    id: typeof row.id === 'number' ? row.id : 0,
    fullName: textOrNull(row.full_name) ?? '',
    line1: textOrNull(row.line1) ?? '',
    line2: textOrNull(row.line2) ?? '',
    city: textOrNull(row.city) ?? '',
    region: textOrNull(row.region) ?? '',
    postalCode: textOrNull(row.postal_code) ?? '',
    country: textOrNull(row.country) ?? '',
    phone: textOrNull(row.phone) ?? '',
    isDefault: row.is_default === true,
  };
}

/** The row to write: fields trimmed, an empty optional field as null. */
export function toSavedAddressWrite(address: SavedAddressFields, isDefault?: boolean): SavedAddressWrite {
  const text = (value: string) => value.trim().replace(/\s+/g, ' ');
  const optional = (value: string) => text(value) || null;
  return {
    full_name: text(address.fullName),
    line1: text(address.line1),
    line2: optional(address.line2),
    city: text(address.city),
    region: optional(address.region),
    postal_code: text(address.postalCode),
    country: text(address.country),
    phone: optional(address.phone),
    ...(isDefault === undefined ? {} : { is_default: isDefault }),
  };
}

/** An address's town line, as a label and the order e-mails print it: "Portland, OR 97205". */
export function placeLine(city: string | null, region: string | null, postalCode: string | null): string {
  return [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A country the shop ships to, by its code and its name (a `shipping_countries` row). */
export interface NamedCountry {
  code: string;
  name: string;
}

/**
 * An address's country as a shopper reads it: the name `shipping_countries` (the one home of country names, read
 * by each remote's data module) gives the stored code, else the code as stored (an old address, a country since
 * removed, the list not read yet), never blank.
 */
export function countryName(code: string, countries: readonly NamedCountry[] = []): string {
  const stored = code.trim();
  return countries.find((country) => country.code === stored.toUpperCase())?.name || stored;
}

/** One line for lists and pickers: "Ada Lee, 12 Elm Street, Portland, OR 97205, United States". */
export function savedAddressSummary(address: SavedAddressFields, countries?: readonly NamedCountry[]): string {
  return [
    address.fullName,
    address.line1,
    address.line2,
    placeLine(address.city, address.region, address.postalCode),
    countryName(address.country, countries),
  ]
    .filter(Boolean)
    .join(', ');
}
