import type { SavedAddress } from '../api/savedAddresses';
import { validateAddressField, type ShippingAddress } from './shippingAddress';

/** The form's fields a saved address fills. */
export const savedAddressFields: (keyof ShippingAddress)[] = [
  'fullName',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
];

/** Nothing typed yet: no name and no street. */
export const isEmptyAddress = (typed: ShippingAddress) => !typed.fullName.trim() && !typed.line1.trim();

/**
 * What a signed-in shopper's shipping form starts with, once their address book is read (or could not be):
 * their default saved address when the form is empty; else their profile's full name (the session's
 * `user.fullName`) when the name is empty and the name is one the field takes. Only the fields to fill: nothing
 * the shopper typed (a reload of the step keeps it) or picked is replaced.
 */
export function startingAddress(
  typed: ShippingAddress,
  book: readonly SavedAddress[] | undefined,
  profileName: string | undefined,
): Partial<ShippingAddress> {
  const chosen = book?.find((saved) => saved.isDefault);
  if (chosen && isEmptyAddress(typed)) {
    return Object.fromEntries(savedAddressFields.map((field) => [field, chosen[field]]));
  }
  const name = profileName?.trim();
  if (!name || typed.fullName.trim()) return {};
  // a name the field would refuse (too long, a control character) is left for the shopper to type
  return validateAddressField('fullName', { ...typed, fullName: name }) ? {} : { fullName: name };
}
