/**
 * The address rules as the shop's forms check them while the shopper types.
 * Their home is the database's `public.address_problem(address)`
 * (supabase/migrations/20250609006000_address_rules.sql), which `place_order`
 * enforces; the countries, regions and postal patterns come from its tables
 * (shipping_countries, shipping_regions), read by each remote's data module.
 * backend/test/addressRulesCases.ts proves these functions give the database's
 * message on a table of cases, on PGlite and PostgreSQL 15. Change a rule
 * there first, then here.
 */

/** A country the shop ships to, as `shipping_countries` holds it. */
export interface ShippingCountry {
  code: string;
  name: string;
  /** In-sentence word: "state", "province or territory". */
  regionLabel: string;
  /** In-sentence word: "ZIP code", "postal code". */
  postalLabel: string;
  /** Matched case-insensitively on the trimmed postal code; PostgreSQL and JavaScript read it alike. */
  postalPattern: string;
  postalExample: string;
  regions: { code: string; name: string }[];
}

/** Latin letters (accents too), digits, spaces and . , ' ’ # & / - ( ): what a shipping label prints. */
const PRINTABLE = /^[A-Za-zÀ-ÖØ-öø-ɏ0-9 .,'’#&/()-]*$/;
const NOT_LETTERS = /[^A-Za-zÀ-ÖØ-öø-ɏ]/g;
const charsOnly = (field: string) => `Use only Latin letters, numbers, spaces and . , ' # & / - ( ) in the ${field}.`;

/** A field's text as the database compares it: spaces collapsed, trimmed. */
export function addressText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const letters = (value: string) => value.replace(NOT_LETTERS, '').length;

/**
 * A name's message when it has markup (< or >), or undefined: the form's copy of the database's one rule,
 * `private.name_markup_problem` (20250609038000_name_markup_rule.sql), which a shipping name (address_problem) and a
 * profile's display name follow; nameMarkupRuleCases checks both say the same. Any script is a name.
 */
export function nameMarkupProblem(value: string, field: string): string | undefined {
  return /[<>]/.test(value) ? `Enter your ${field} without < or >.` : undefined;
}

/**
 * The full name's message, or undefined when it has 2 characters or more and no markup (< or >). Any script is a
 * name: a label prints it as text.
 */
export function fullNameProblem(value: string): string | undefined {
  const text = addressText(value);
  if (text.length < 2) return 'Enter your full name.';
  return nameMarkupProblem(text, 'full name');
}

/** The street line's message, or undefined when it has a number and a name. */
export function streetProblem(value: string): string | undefined {
  const text = addressText(value);
  if (!text) return 'Enter your street address.';
  if (!PRINTABLE.test(text)) return charsOnly('street address');
  if (!/[0-9]/.test(text) || letters(text) < 2) {
    return 'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).';
  }
  return undefined;
}

/** The apartment/suite line's message (it is optional). */
export function unitProblem(value: string): string | undefined {
  return PRINTABLE.test(addressText(value)) ? undefined : charsOnly('apartment or suite');
}

/** The city's message, or undefined when it has at least 2 letters. */
export function cityProblem(value: string): string | undefined {
  const text = addressText(value);
  if (!text) return 'Enter your city.';
  if (!PRINTABLE.test(text)) return charsOnly('city');
  if (letters(text) < 2) return 'Enter a city name with at least 2 letters.';
  return undefined;
}

/** The country with this code or name (any case), if the shop ships there. */
export function findCountry(countries: readonly ShippingCountry[], value: string): ShippingCountry | undefined {
  const text = addressText(value).toLowerCase();
  return countries.find((country) => country.code.toLowerCase() === text || country.name.toLowerCase() === text);
}

/** The country's message: one the shop ships to must be chosen. */
export function countryProblem(countries: readonly ShippingCountry[], value: string): string | undefined {
  if (!addressText(value)) return 'Choose the country to ship to.';
  if (findCountry(countries, value)) return undefined;
  return `Choose a country we ship to: ${countries.map((country) => country.name).join(', ')}.`;
}

/** The state or province's message for the chosen country (code or name, any case). */
export function regionProblem(country: ShippingCountry, value: string): string | undefined {
  const text = addressText(value).toLowerCase();
  if (!text) return `Choose your ${country.regionLabel}.`;
  const known = country.regions.some(
    (region) => region.code.toLowerCase() === text || region.name.toLowerCase() === text,
  );
  return known ? undefined : `Choose your ${country.regionLabel} from the list.`;
}

/**
 * The postal code's format message for the chosen country. Whether the code
 * belongs to the chosen region is checked by the server only (its ranges).
 */
export function postalCodeProblem(country: ShippingCountry, value: string): string | undefined {
  const text = addressText(value);
  if (!text) return `Enter your ${country.postalLabel}.`;
  return new RegExp(country.postalPattern, 'i').test(text)
    ? undefined
    : `Enter a ${country.postalLabel} like ${country.postalExample}.`;
}
