import { useState } from 'react';
import { validateOrganisation, type PaymentMethodId } from './paymentMethods';
import {
  cleanAddress,
  emptyAddress,
  validateAddress,
  validateAddressField,
  type AddressErrors,
  type AddressField,
  type ShippingAddress,
} from './shippingAddress';

/**
 * The checkout form's state: the address and the payment choice, each field
 * checked when the shopper leaves it (and again as they fix it), everything
 * checked on submit.
 */
export function useCheckoutForm() {
  const [address, setAddress] = useState<ShippingAddress>(emptyAddress);
  const [touched, setTouched] = useState<Partial<Record<AddressField | 'organisation', boolean>>>({});
  const [method, setMethod] = useState<PaymentMethodId>('pay_on_delivery');
  const [organisation, setOrganisation] = useState('');

  const errors: AddressErrors = {};
  for (const field of Object.keys(address) as AddressField[]) {
    if (touched[field]) {
      const message = validateAddressField(field, address);
      if (message) errors[field] = message;
    }
  }
  const organisationError = touched.organisation ? validateOrganisation(method, organisation) : undefined;

  return {
    address,
    errors,
    method,
    organisation,
    organisationError,
    setField: (field: AddressField, value: string) => setAddress((a) => ({ ...a, [field]: value })),
    leave: (field: AddressField | 'organisation') => setTouched((t) => ({ ...t, [field]: true })),
    setMethod,
    setOrganisation,
    /** Check everything; returns the id of the first field to fix, or the clean values to order with. */
    submit():
      { invalid: string } | { address: ShippingAddress; payment: { method: PaymentMethodId; organisation?: string } } {
      const all = validateAddress(address);
      const orgError = validateOrganisation(method, organisation);
      setTouched(Object.fromEntries([...Object.keys(address), 'organisation'].map((k) => [k, true])));
      const first = (Object.keys(address) as AddressField[]).find((field) => all[field]);
      if (first) return { invalid: `shipping-${first}` };
      if (orgError) return { invalid: 'payment-organisation' };
      return {
        address: cleanAddress(address),
        payment: method === 'invoice' ? { method, organisation: organisation.trim() } : { method },
      };
    },
  };
}
