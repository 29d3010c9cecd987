import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { color, fontSize, radius, savedAddressSummary, space } from '@giftshop/shared';
import { fetchSavedAddresses, saveAddress, type SavedAddress } from '../api/savedAddresses';
import { bus } from '../bus';
import { useSessionState } from '../state/useSessionState';
import { validateAddress, type AddressField, type ShippingAddress } from './shippingAddress';

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
  border: `1px solid ${color.line}`,
  borderRadius: radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&:has(input:checked)': { borderColor: color.accent, background: color.surfaceMuted },
  input: { width: 20, height: 20, margin: '2px 0 0', accentColor: color.accent, flex: 'none' },
  small: { color: color.inkMuted, fontSize: fontSize.sm, marginLeft: space.xs },
});
const Check = styled.label({
  display: 'flex',
  gap: space.sm,
  alignItems: 'center',
  cursor: 'pointer',
  input: { width: 20, height: 20, margin: 0, accentColor: color.accent, flex: 'none' },
});
const Note = styled.p<{ error?: boolean }>(({ error }) => ({
  margin: 0,
  fontSize: fontSize.sm,
  color: error ? color.danger : color.inkMuted,
}));

const fields: AddressField[] = ['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'];
const same = (saved: SavedAddress, typed: ShippingAddress) =>
  fields.every((f) => saved[f].trim().toLowerCase() === typed[f].trim().replace(/\s+/g, ' ').toLowerCase());
const isEmpty = (typed: ShippingAddress) => !typed.fullName.trim() && !typed.line1.trim();

/**
 * At checkout's shipping step, for a signed-in shopper (issue 28, part 5): their saved addresses to pick one
 * (it fills the address form; the default is filled in when the form is empty), and "Save this address" for an
 * address not yet in their book, saved when they place the order with it. The book itself is mf-account's
 * /addresses page; both read it through their own data modules.
 */
export function SavedAddressPicker({
  address,
  onPick,
  save = saveAddress,
}: {
  address: ShippingAddress;
  onPick: (field: AddressField, value: string) => void;
  /** Saves a typed address to the book (the data module's; a test may pass its own). */
  save?: (address: ShippingAddress) => Promise<unknown>;
}) {
  const userId = useSessionState(bus)?.user?.id;
  const queryClient = useQueryClient();
  const queryKey = ['checkout', 'saved-addresses', userId];
  const saved = useQuery({ queryKey, queryFn: fetchSavedAddresses, enabled: Boolean(userId), retry: 1 });
  const [keep, setKeep] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const list = saved.data ?? [];
  const picked = list.find((s) => same(s, address));

  const pick = (choice: SavedAddress) => {
    for (const field of fields) onPick(field, choice[field]);
    setSaveError(null);
  };
  // an empty form starts with the default address
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !saved.data) return;
    filled.current = true;
    const chosen = saved.data.find((s) => s.isDefault);
    if (chosen && isEmpty(address)) pick(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the book first arrives
  }, [saved.data]);

  // "Save this address": saved when the shopper places the order (the step's form is submitted) with a
  // complete address that is not in the book yet
  const latest = useRef({ keep, address, picked, save });
  latest.current = { keep, address, picked, save };
  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const onSubmit = () => {
      const { keep: wanted, address: typed, picked: known, save: saveTyped } = latest.current;
      if (!wanted || known || Object.keys(validateAddress(typed)).length > 0) return;
      setKeep(false);
      saveTyped(typed).then(
        () => void queryClient.invalidateQueries({ queryKey: ['checkout', 'saved-addresses'] }),
        (error: unknown) => setSaveError(error instanceof Error ? error.message : String(error)),
      );
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [queryClient]);

  if (!userId) return null;
  return (
    <Fieldset ref={root} data-testid="saved-address-picker">
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
                {savedAddressSummary(choice)}
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
      {saveError && (
        <Note role="alert" error>
          We couldn’t save this address: {saveError}
        </Note>
      )}
    </Fieldset>
  );
}
