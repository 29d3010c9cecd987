import { getSupabase } from '@giftshop/shared';
import { type ShippingCountry } from '@giftshop/shared/domain';

let kept: Promise<ShippingCountry[]> | null = null;

/**
 * The countries the shop ships to, each with its states or provinces and its
 * postal code pattern, as the database holds them (shipping_countries,
 * shipping_regions: the tables address_problem checks against). Read once per
 * page; a failed read is tried again on the next call.
 */
export function fetchShippingCountries(): Promise<ShippingCountry[]> {
  kept ??= readCountries().catch((error: unknown) => {
    kept = null;
    throw error;
  });
  return kept;
}

async function readCountries(): Promise<ShippingCountry[]> {
  const supabase = await getSupabase();
  const [countries, regions] = await Promise.all([
    supabase
      .from('shipping_countries')
      .select('code, name, region_label, postal_label, postal_pattern, postal_example')
      .order('sort_order'),
    supabase.from('shipping_regions').select('country_code, code, name').order('name'),
  ]);
  if (countries.error || regions.error) throw new Error('We couldn’t load the list of countries we ship to.');
  return countries.data.map((country) => ({
    code: country.code,
    name: country.name,
    regionLabel: country.region_label,
    postalLabel: country.postal_label,
    postalPattern: country.postal_pattern,
    postalExample: country.postal_example,
    regions: regions.data
      .filter((region) => region.country_code === country.code)
      .map(({ code, name }) => ({ code, name })),
  }));
}
