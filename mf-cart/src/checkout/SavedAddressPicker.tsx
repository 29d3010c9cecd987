import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { type NamedCountry, savedAddressSummary } from '@giftshop/shared/domain';
import type { SavedAddress } from '../api/savedAddresses';
import { bus } from '../bus';
import { useSessionState } from '../state/useSessionState';
import type { ShippingAddress } from './shippingAddress';
import { savedAddressFields as fields, startingAddress } from './startingAddress';
import { useSavedAddresses } from './useSavedAddresses';
import { shopperTextWraps } from '../ui/shopperText';
import { checkRow, choiceBox, choiceControl } from '../ui/choiceControl';

const Fieldset = styled.fieldset({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: space.sm,
  legend: { padding: 0, marginBottom: space.sm, fontWeight: 700, fontSize: fontSize.lg },
});
const Choice = styled.label({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  padding: `${space.sm} ${space.md}`,
  ...choiceBox,
  borderRadius: radius.sm,
  cursor: 'pointer',
  ...shopperTextWraps,
  input: { ...choiceControl, margin: '2px 0 0' },
  small: { color: color.inkMuted, fontSize: fontSize.sm, marginLeft: space.xs },
});
const Check = styled.label(checkRow);
const Note = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.inkMuted });

const same = (saved: SavedAddress, typed: ShippingAddress) =>
  fields.every((f) => saved[f].trim().toLowerCase() === typed[f].trim().replace(/\s+/g, ' ').toLowerCase());

/**
 * At checkout's shipping step, for a signed-in shopper (issue 28, part 5): their saved addresses to pick one
 * (it fills the address form; the default is filled in when the form is empty, else the profile's name when the
 * name is: startingAddress), and "Save this address" for an address not yet in their book, saved by the step
 * once the order is placed with it (not when Place Order is pressed: an order refused saves nothing). The book
 * itself is mf-account's /addresses page; both read it through their own data modules.
 */
export function SavedAddressPicker({
  address,
  countries,
  onPick,
  onSaveWanted,
}: {
  address: ShippingAddress;
  /** The countries the shop ships to (the address form's list): each address's country is written by its name. */
  countries: readonly NamedCountry[] | null;
  /** Fills the form with these fields, all at once (a state comes with its country: filled one by one, the form's
   * change of country would clear the state just filled). */
  onPick: (fields: Partial<ShippingAddress>) => void;
  /** Told whether the address is to be saved to the book once the order is placed (the step saves it then). */
  onSaveWanted: (wanted: boolean) => void;
}) {
  const user = useSessionState(bus)?.user;
  const userId = user?.id;
  const saved = useSavedAddresses(userId);
  const [keep, setKeep] = useState(false);
  const list = saved.data ?? [];
  const picked = list.find((s) => same(s, address));

  const pick = (choice: SavedAddress) => onPick(Object.fromEntries(fields.map((field) => [field, choice[field]])));
  // an empty form starts with the default address, an empty name with the profile's; once the book is read (or
  // could not be: the name is still filled)
  const filled = useRef(false);
  const bookRead = saved.data !== undefined || saved.isError;
  useEffect(() => {
    if (filled.current || !bookRead) return;
    filled.current = true;
    const start = startingAddress(address, saved.data, user?.fullName);
    if (Object.keys(start).length > 0) onPick(start);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the book is first read
  }, [bookRead]);

  // "Save this address": the step saves it once the order is placed (saveAddressAfterOrder); the picker only
  // tells it whether the shopper asked for it, for an address that is not in the book yet
  const wanted = Boolean(userId) && keep && !picked;
  useEffect(() => {
    onSaveWanted(wanted);
  }, [wanted, onSaveWanted]);

  if (!userId) return null;
  return (
    <Fieldset data-testid="saved-address-picker">
      {list.length > 0 && (
        <>
          <legend>Your saved addresses</legend>
          {list.map((choice) => (
            <Choice key={choice.id}>
              <input
                type="radio"
                name="saved-address"
                checked={picked?.id === choice.id}
                onChange={() => pick(choice)}
              />
              <span>
                {savedAddressSummary(choice, countries ?? [])}
                {choice.isDefault && <small>(default)</small>}
              </span>
            </Choice>
          ))}
          <Note>Or type another address below.</Note>
        </>
      )}
      {!picked && (
        <Check>
          <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          Save this address to my address book
        </Check>
      )}
    </Fieldset>
  );
}
