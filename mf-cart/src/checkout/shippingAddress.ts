import {
  cityProblem,
  countryProblem,
  findCountry,
  fullNameProblem,
  postalCodeProblem,
  regionProblem,
  shopLimits,
  streetProblem,
  unitProblem,
  type ShippingCountry,
} from '@giftshop/shared/domain';

/** Where the order goes. */
export interface ShippingAddress {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export type AddressField = keyof ShippingAddress;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress: ShippingAddress = {
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
};

export const addressLabels: Record<AddressField, string> = {
  fullName: 'Full name',
  line1: 'Street address',
  line2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  region: 'State / Province',
  postalCode: 'ZIP / Postal code',
  country: 'Country',
  phone: 'Phone (optional, for delivery questions)',
};

/** Characters per field: the server's limits (shop_limits(), read by place_order), from their one module in shared. */
const maxLength: Record<AddressField, number> = shopLimits.address;

/** The required fields, with what to say when one is left empty. */
const requiredMessage: Partial<Record<AddressField, string>> = {
  fullName: 'Enter your full name.',
  line1: 'Enter your street address.',
  city: 'Enter your city.',
  region: 'Choose your state or province.',
  postalCode: 'Enter your ZIP or postal code.',
  country: 'Choose the country to ship to.',
};
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A phone number's rule (digits, spaces and + ( ) . -, an optional + first, 7 to 20 characters, at least 7 digits)
 * and its words, as the database says them (private.phone_number_problem, 20250609050000_phone_number_rule.sql;
 * backend/test/phoneNumberRuleCases.ts compares the two): the message, or undefined when it is fine or empty.
 */
export function phoneNumberProblem(value: string): string | undefined {
  if (!value) return undefined;
  return /^\+?[\d\s().-]{7,20}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7
    ? undefined
    : 'Enter a phone number with at least 7 digits, or leave it empty.';
}

/**
 * The message for one field of the address, or undefined when it is fine. The street, city, state and postal
 * code rules are the server's (address_problem, through shared/src/domain/addressRules.ts); the states and
 * postal patterns come from the database's lists (`countries`). Until those are read, the state, postal code
 * and country are only required (the server checks them on ordering).
 */
export function validateAddressField(
  field: AddressField,
  address: ShippingAddress,
  countries: readonly ShippingCountry[] | null = null,
): string | undefined {
  const value = address[field].trim();
  const label = addressLabels[field].replace(/ \(.*\)$/, '');
  if (!value && field !== 'region' && field !== 'postalCode') return requiredMessage[field];
  if (value.length > maxLength[field]) return `${label} can be at most ${maxLength[field]} characters.`;
  if (CONTROL.test(value)) return `${label} contains characters we can't print on a label.`;
  const country = countries ? findCountry(countries, address.country) : undefined;
  switch (field) {
    case 'fullName':
      return fullNameProblem(value);
    case 'line1':
      return streetProblem(value);
    case 'line2':
      return unitProblem(value);
    case 'city':
      return cityProblem(value);
    case 'country':
      return countries ? countryProblem(countries, value) : undefined;
    case 'region':
      return country ? regionProblem(country, value) : value ? undefined : requiredMessage.region;
    case 'postalCode':
      return country ? postalCodeProblem(country, value) : value ? undefined : requiredMessage.postalCode;
    case 'phone':
      return phoneNumberProblem(value);
    default:
      return undefined;
  }
}

/** Every field's message; an empty object when the address can be used. */
export function validateAddress(
  address: ShippingAddress,
  countries: readonly ShippingCountry[] | null = null,
): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of Object.keys(addressLabels) as AddressField[]) {
    const message = validateAddressField(field, address, countries);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The address with its fields trimmed, as sent to the server. */
export function cleanAddress(address: ShippingAddress): ShippingAddress {
  const entries = Object.entries(address).map(([key, value]) => [key, value.trim().replace(/\s+/g, ' ')]);
  return Object.fromEntries(entries) as unknown as ShippingAddress;
}

/** Whether the shopper must fill the field in. */
export function isRequired(field: AddressField): boolean {
  return field in requiredMessage;
}
