import { getSupabase } from '@giftshop/shared';
import {
  SAVED_ADDRESS_COLUMNS,
  toSavedAddress,
  toSavedAddressWrite,
  type SavedAddress,
  type SavedAddressFields,
} from '@giftshop/shared/domain';

// The signed-in shopper's address book (issue 28, part 5), as checkout reads and adds to it. The rows are mapped
// in shared/src/domain/savedAddressRows.ts; the rules are the database's (20250609007000_saved_addresses.sql).
export type { SavedAddress } from '@giftshop/shared/domain';

/** The shopper's saved addresses, the default first; row level security shows only theirs. */
export async function fetchSavedAddresses(): Promise<SavedAddress[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('saved_addresses')
    .select(SAVED_ADDRESS_COLUMNS)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: true });
  if (error) throw new Error('We couldn’t load your saved addresses.', { cause: error });
  return data.map(toSavedAddress);
}

/**
 * Save the address the shopper typed; the database's refusal (a rule, the limit of addresses) in its own words,
 * which name the field.
 */
export async function saveAddress(address: SavedAddressFields): Promise<SavedAddress> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('saved_addresses')
    .insert(toSavedAddressWrite(address))
    .select(SAVED_ADDRESS_COLUMNS)
    .single();
  if (error) {
    throw new Error(error.code === '22023' ? error.message : 'Something went wrong while saving your address.', {
      cause: error,
    });
  }
  return toSavedAddress(data);
}
