import { getSupabase } from '@giftshop/shared';
import {
  SAVED_ADDRESS_COLUMNS,
  toSavedAddress,
  toSavedAddressWrite,
  type SavedAddress,
  type SavedAddressFields,
} from '@giftshop/shared/domain';
import { toDataError, toRuleError } from './dataError';

// The rows are mapped in shared/src/domain/savedAddressRows.ts; the rules are the database's
// (supabase/migrations/20250609007000_saved_addresses.sql: limits, address rules, at most 10, one default).
export type { SavedAddress, SavedAddressFields } from '@giftshop/shared/domain';

/** A country the shop ships to, with its states or provinces (the address rules' tables). */
export interface ShippingCountry {
  code: string;
  name: string;
  regionLabel: string;
  regions: { code: string; name: string }[];
}

/** The signed-in shopper's addresses, the default first; row level security shows only theirs. */
export async function fetchSavedAddresses(): Promise<SavedAddress[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('saved_addresses')
    .select(SAVED_ADDRESS_COLUMNS)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: true })
    .retry(false);
  if (error) throw toDataError(error, 'loading your addresses');
  return data.map(toSavedAddress);
}

/** Save a new address (the database makes it the caller's); returns it as stored. */
export async function addSavedAddress(address: SavedAddressFields, isDefault = false): Promise<SavedAddress> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('saved_addresses')
    .insert(toSavedAddressWrite(address, isDefault))
    .select(SAVED_ADDRESS_COLUMNS)
    .single();
  if (error) throw toRuleError(error, 'saving your address');
  return toSavedAddress(data);
}

/** Change an address; null when no address of this shopper has that id. */
export async function updateSavedAddress(id: number, address: SavedAddressFields): Promise<SavedAddress | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('saved_addresses')
    .update(toSavedAddressWrite(address))
    .eq('id', id)
    .select(SAVED_ADDRESS_COLUMNS)
    .maybeSingle();
  if (error) throw toRuleError(error, 'saving your address');
  return data ? toSavedAddress(data) : null;
}

/** Make an address the default (the database clears the old default). */
export async function makeDefaultAddress(id: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('saved_addresses').update({ is_default: true }).eq('id', id);
  if (error) throw toRuleError(error, 'changing your default address');
}

/** Delete an address (deleting the default hands it to the newest one left). */
export async function deleteSavedAddress(id: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('saved_addresses').delete().eq('id', id);
  if (error) throw toDataError(error, 'deleting your address');
}

/** The countries the shop ships to and their regions; [] when the shop has no list (then fields are typed). */
export async function fetchShippingCountries(): Promise<ShippingCountry[]> {
  const supabase = await getSupabase();
  const [countries, regions] = await Promise.all([
    supabase.from('shipping_countries').select('code, name, region_label').order('sort_order').retry(false),
    supabase.from('shipping_regions').select('country_code, code, name').order('name').retry(false),
  ]);
  if (countries.error || regions.error) return [];
  return countries.data.map((c) => ({
    code: c.code,
    name: c.name,
    regionLabel: c.region_label,
    regions: regions.data.filter((r) => r.country_code === c.code).map((r) => ({ code: r.code, name: r.name })),
  }));
}
