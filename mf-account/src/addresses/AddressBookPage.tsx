import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  color,
  ErrorState,
  fontSize,
  PageContainer,
  radius,
  ShopLink,
  Skeleton,
  space,
} from '@giftshop/shared';
import { useKeptTyping } from '@giftshop/shared/session';
import { countryName, type NamedCountry, placeLine } from '@giftshop/shared/domain';
import {
  addSavedAddress,
  deleteSavedAddress,
  fetchSavedAddresses,
  fetchShippingCountries,
  makeDefaultAddress,
  updateSavedAddress,
  type SavedAddress,
  type SavedAddressFields,
} from '../api/savedAddresses';
import { CenteredCard } from '../ui/CenteredCard';
import { FormAlert } from '../ui/FormAlert';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import {
  emptySavedAddress,
  KEPT_EDITED_ADDRESS,
  KEPT_NEW_ADDRESS,
  keptAddress,
  keptEditedAddress,
  SavedAddressForm,
} from './SavedAddressForm';

const List = styled.ul({ listStyle: 'none', margin: `0 0 ${space.lg}`, padding: 0, display: 'grid', gap: space.md });
const Card = styled.li({
  padding: space.lg,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  background: color.surface,
  address: { fontStyle: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' },
});
const Badge = styled.span({
  display: 'inline-block',
  marginBottom: space.sm,
  padding: '2px 10px',
  borderRadius: radius.pill,
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: color.success,
  background: color.successSoft,
});
const Actions = styled.div({ display: 'flex', gap: space.sm, flexWrap: 'wrap', marginTop: space.md });

export const savedAddressesKey = ['account', 'saved-addresses'] as const;

/** An address as printed on a label, one line each; its country by the name the shop's list gives it. */
function AddressLines({ address, countries }: { address: SavedAddress; countries: readonly NamedCountry[] }) {
  const place = placeLine(address.city, address.region, address.postalCode);
  return (
    <address>
      <strong>{address.fullName}</strong>
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {place}
      <br />
      {countryName(address.country, countries)}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}

/** The form open: a new address, or a saved one by its id (with what was typed in it when a session ended). */
type Editing = { kind: 'add' } | { kind: 'edit'; id: number; kept?: SavedAddressFields } | null;

/**
 * /addresses: the signed-in shopper's address book (issue 28, part 5): list,
 * add, edit, delete, make one the default. Checkout offers these addresses
 * (mf-cart's SavedAddressPicker). Every rule is the database's.
 */
export function AddressBookPage({ profileName, userId }: { profileName?: string; userId: string }) {
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: savedAddressesKey, queryFn: fetchSavedAddresses });
  const countries = useQuery({ queryKey: ['account', 'shipping-countries'], queryFn: fetchShippingCountries });
  // a new address, or a saved one being edited, when the session ended: its form open again, as it was typed
  const keptNew = useKeptTyping(KEPT_NEW_ADDRESS, userId, keptAddress);
  const keptEdit = useKeptTyping(KEPT_EDITED_ADDRESS, userId, keptEditedAddress);
  const [editing, setEditing] = useState<Editing>(
    keptEdit ? { kind: 'edit', id: keptEdit.id, kept: keptEdit.address } : keptNew ? { kind: 'add' } : null,
  );
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  // a new object each time, so the same words said again are focused again
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedAddressesKey });

  const save = useMutation({
    mutationFn: ({ address, makeDefault }: { address: SavedAddressFields; makeDefault: boolean }) =>
      editing?.kind === 'edit' ? updateSavedAddress(editing.id, address) : addSavedAddress(address, makeDefault),
    onSuccess: async () => {
      setNotice({ text: editing?.kind === 'edit' ? 'Address saved.' : 'Address added.' });
      setEditing(null);
      await refresh();
    },
  });
  const change = useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'default' | 'delete' }) => {
      if (action === 'default') await makeDefaultAddress(id);
      else await deleteSavedAddress(id);
      return action;
    },
    onSuccess: async (action) => {
      setConfirmDelete(null);
      setNotice({ text: action === 'default' ? 'Default address changed.' : 'Address deleted.' });
      await refresh();
    },
  });
  const open = (next: Editing) => {
    save.reset();
    setNotice(null);
    setEditing(next);
  };
  const list = addresses.data ?? [];
  // What an action did is said at the top of the page; the button the shopper pressed is gone (Save, Yes,
  // Delete, Make Default), so focus goes to what it says, which brings it into view.
  const said = useRef<HTMLDivElement>(null);
  // Cancel closes the form, and focus goes back to the button that opened it (Add an Address, or that
  // address's Edit); after Save, what the page says takes it (below).
  const addButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const closing = useRef<Editing>(null);
  useEffect(() => {
    const was = closing.current;
    closing.current = editing;
    if (!editing && was) (was.kind === 'add' ? addButton : editButton).current?.focus();
  }, [editing]);
  const outcome = notice ?? change.error;
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  return (
    <PageContainer>
      <CenteredCard wide aria-labelledby="addresses-title">
        <PageHeading id="addresses-title" css={{ marginTop: 0 }}>
          My Addresses
        </PageHeading>
        <PageIntro>
          Addresses you ship to. At checkout, pick one instead of typing it.{' '}
          <ShopLink to="/profile">My Profile</ShopLink>
        </PageIntro>
        <div ref={said} tabIndex={-1} css={{ outline: 'none' }}>
          {notice && <FormAlert tone="success">{notice.text}</FormAlert>}
          {change.error && <FormAlert>{change.error.message}</FormAlert>}
        </div>
        {addresses.isPending ? (
          <div aria-busy="true" aria-label="Loading your addresses">
            <Skeleton height={120} />
          </div>
        ) : addresses.isError ? (
          <ErrorState
            title="We couldn't load your addresses"
            message={addresses.error.message}
            onRetry={() => void addresses.refetch()}
          />
        ) : (
          <>
            {list.length === 0 ? (
              <p css={{ margin: `${space.md} 0` }}>No saved addresses yet.</p>
            ) : (
              <List aria-label="Saved addresses" css={{ marginTop: space.md }}>
                {list.map((address) =>
                  editing?.kind === 'edit' && editing.id === address.id ? (
                    <Card key={address.id}>
                      <SavedAddressForm
                        title="Edit address"
                        initial={editing.kept ?? address}
                        keepFor={userId}
                        editing={address.id}
                        countries={countries.data ?? []}
                        offerDefault={false}
                        pending={save.isPending}
                        error={save.error?.message ?? null}
                        onSave={(fields) => save.mutate({ address: fields, makeDefault: false })}
                        onCancel={() => setEditing(null)}
                      />
                    </Card>
                  ) : (
                    <Card key={address.id} aria-label={`${address.fullName}, ${address.line1}`}>
                      {address.isDefault && <Badge>Default</Badge>}
                      <AddressLines address={address} countries={countries.data ?? []} />
                      {confirmDelete === address.id ? (
                        <Actions role="group" aria-label="Delete this address?">
                          <span css={{ alignSelf: 'center' }}>Delete this address?</span>
                          <Button
                            size="sm"
                            disabled={change.isPending}
                            onClick={() => change.mutate({ id: address.id, action: 'delete' })}
                          >
                            Yes, Delete
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(null)}>
                            Keep It
                          </Button>
                        </Actions>
                      ) : (
                        <Actions>
                          <Button
                            ref={
                              closing.current?.kind === 'edit' && closing.current.id === address.id
                                ? editButton
                                : undefined
                            }
                            size="sm"
                            variant="secondary"
                            onClick={() => open({ kind: 'edit', id: address.id })}
                          >
                            Edit
                          </Button>
                          {!address.isDefault && (
                            <Button
                              size="sm"
                              variant="secondary"
                              disabled={change.isPending}
                              onClick={() => change.mutate({ id: address.id, action: 'default' })}
                            >
                              Make Default
                            </Button>
                          )}
                          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(address.id)}>
                            Delete
                          </Button>
                        </Actions>
                      )}
                    </Card>
                  ),
                )}
              </List>
            )}
            {editing?.kind === 'add' ? (
              <Card as="div">
                <SavedAddressForm
                  title="New address"
                  // the first address starts with the profile's name, as checkout's shipping step does
                  initial={
                    keptNew ??
                    (list.length === 0 && profileName
                      ? { ...emptySavedAddress, fullName: profileName }
                      : emptySavedAddress)
                  }
                  keepFor={userId}
                  countries={countries.data ?? []}
                  offerDefault={list.length > 0}
                  pending={save.isPending}
                  error={save.error?.message ?? null}
                  onSave={(address, makeDefault) => save.mutate({ address, makeDefault })}
                  onCancel={() => setEditing(null)}
                />
              </Card>
            ) : (
              <Button ref={addButton} onClick={() => open({ kind: 'add' })}>
                Add an Address
              </Button>
            )}
          </>
        )}
      </CenteredCard>
    </PageContainer>
  );
}
