import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderDetails } from '../api/orders';
import { fetchShippingCountries } from '../api/shippingCountries';
import { useAskAgainWhenBack } from '../state/useAskAgainWhenBack';
import { afterPress, watchPresses } from './afterPress';
import { loadDraft, saveDraft, type CheckoutDraft, type DraftOwner } from './checkoutDraft';
import { validateGiftMessage, validateGuestEmail, validatePoNumber } from './giftOptions';
import { validateOrganisation, type PaymentMethodId } from './paymentMethods';
import {
  cleanAddress,
  validateAddress,
  validateAddressField,
  type AddressErrors,
  type AddressField,
  type ShippingAddress,
} from './shippingAddress';

type Touchable = AddressField | 'organisation' | 'poNumber' | 'giftMessage' | 'email';

/**
 * The checkout form's state: the address, the gift options and the payment
 * choice, each field checked when the shopper leaves it (and again as they
 * fix it), everything checked on submit. What is typed is kept as the draft
 * of `owner` (checkoutDraft: a shopper's in every tab of theirs, a guest's in
 * this tab), so a reload, Back or a session that ends loses nothing. The
 * form is the draft of one owner: mount it anew for another.
 */
export function useCheckoutForm({ guest, owner }: { guest: boolean; owner: DraftOwner }) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft(owner));
  const [touched, setTouched] = useState<Partial<Record<Touchable, boolean>>>({});
  useEffect(() => saveDraft(owner, draft), [owner, draft]);
  useEffect(watchPresses, []);

  // the countries, states and postal patterns the server checks against (null until read, or when unreadable:
  // asked again by itself once the backend can answer)
  const countryList = useQuery({
    queryKey: ['checkout', 'shipping-countries'],
    queryFn: fetchShippingCountries,
    staleTime: Infinity,
  });
  useAskAgainWhenBack(countryList);
  const countries = countryList.data ?? null;

  const { address, method, organisation, poNumber, gift } = draft;
  const errors: AddressErrors = {};
  for (const field of Object.keys(address) as AddressField[]) {
    if (touched[field]) {
      const message = validateAddressField(field, address, countries);
      if (message) errors[field] = message;
    }
  }
  const organisationError = touched.organisation ? validateOrganisation(method, organisation) : undefined;
  const poNumberError = touched.poNumber ? validatePoNumber(poNumber) : undefined;
  const giftMessageError = touched.giftMessage && gift.isGift ? validateGiftMessage(gift.message) : undefined;
  const update = (change: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...change }));

  return {
    draft,
    address,
    countries,
    errors,
    method,
    organisation,
    organisationError,
    poNumber,
    poNumberError,
    gift,
    giftMessageError,
    setField: (field: AddressField, value: string) =>
      setDraft((d) => ({
        ...d,
        // another country has its own states or provinces: the one chosen for the last is chosen again
        address: {
          ...d.address,
          [field]: value,
          ...(field === 'country' && value !== d.address.country ? { region: '' } : {}),
        },
      })),
    /** Fills several fields at once (a saved address): its state comes with its country, so it is kept. */
    fillAddress: (fields: Partial<ShippingAddress>) =>
      setDraft((d) => ({ ...d, address: { ...d.address, ...fields } })),
    // said once a press that left the field is over, so the press's control does not move under it (afterPress)
    leave: (field: Touchable) => afterPress(() => setTouched((t) => ({ ...t, [field]: true }))),
    setMethod: (value: PaymentMethodId) => update({ method: value }),
    setOrganisation: (value: string) => update({ organisation: value }),
    setPoNumber: (value: string) => update({ poNumber: value }),
    setGift: (change: Partial<CheckoutDraft['gift']>) => setDraft((d) => ({ ...d, gift: { ...d.gift, ...change } })),
    setEmail: (value: string) => update({ email: value }),
    /** Check everything; returns the id of the first field to fix, or the clean values to order with. */
    submit():
      | { invalid: string }
      | {
          address: ShippingAddress;
          payment: { method: PaymentMethodId; organisation?: string };
          details: OrderDetails;
        } {
      const all = validateAddress(address, countries);
      setTouched(
        Object.fromEntries(
          [...Object.keys(address), 'organisation', 'poNumber', 'giftMessage', 'email'].map((k) => [k, true]),
        ),
      );
      if (guest && validateGuestEmail(draft.email)) return { invalid: 'guest-email' };
      const first = (Object.keys(address) as AddressField[]).find((field) => all[field]);
      if (gift.isGift && validateGiftMessage(gift.message)) return { invalid: 'gift-message' };
      if (first) return { invalid: `shipping-${first}` };
      if (validateOrganisation(method, organisation)) return { invalid: 'payment-organisation' };
      if (method === 'invoice' && validatePoNumber(poNumber)) return { invalid: 'payment-po-number' };
      const details: OrderDetails = {};
      if (guest) details.email = draft.email.trim();
      if (gift.isGift) {
        if (gift.message.trim()) details.gift_message = gift.message.trim();
        details.gift_receipt = gift.receipt;
        details.recipient = gift.toRecipient;
      }
      if (method === 'invoice' && poNumber.trim()) details.po_number = poNumber.trim();
      return {
        address: cleanAddress(address),
        payment: method === 'invoice' ? { method, organisation: organisation.trim() } : { method },
        details,
      };
    },
  };
}
