import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BUS_CONTRACT_VERSION, connectBus, createShopQueryClient } from '@giftshop/shared';
import { type ShippingCountry, type ShopUser } from '@giftshop/shared/domain';
import type { SavedAddress } from '../api/savedAddresses';
import { addressCountries } from './addressCountries.fixture';
import { homeAddress } from './savedAddress.fixture';
import { SavedAddressPicker } from './SavedAddressPicker';
import { savedAddressesKey } from './useSavedAddresses';
import { emptyAddress, type ShippingAddress } from './shippingAddress';

/**
 * The checkout's saved-address picker on the real bus (the session as its owner publishes it), with the
 * shopper's book as fetchSavedAddresses answers it (its rules: backend/test/savedAddressesCases.ts; over the
 * wire: mf-account/src/api/savedAddresses.backend.test.ts) put where the picker's query keeps it.
 */
const owner = connectBus('test-session-owner', BUS_CONTRACT_VERSION);
const user = { id: 'u1', email: 'ada@example.com', displayName: 'Ada' };
const home = homeAddress;
const work: SavedAddress = { ...home, id: 2, fullName: 'Ada at Work', line1: '34 Oak Avenue', isDefault: false };

function renderPicker(
  book: SavedAddress[] | Error,
  start: ShippingAddress = emptyAddress,
  signedIn: ShopUser = user,
  countries: ShippingCountry[] | null = addressCountries,
) {
  act(() => owner.publish('session:state', { status: 'signed-in', user: signedIn }));
  const client = createShopQueryClient();
  // the book as read, or as it failed to be read (its query's error, no data)
  if (book instanceof Error) {
    void client.prefetchQuery({ queryKey: savedAddressesKey(user.id), queryFn: () => Promise.reject(book), retry: 0 });
  } else client.setQueryData(savedAddressesKey(user.id), book);
  const told: boolean[] = [];
  let shown: ShippingAddress = start;
  function Step() {
    const [address, setAddress] = useState(start);
    shown = address;
    return (
      <form aria-label="Shipping" onSubmit={(e) => e.preventDefault()}>
        <SavedAddressPicker
          address={address}
          countries={countries}
          onPick={(fields) => setAddress((a) => ({ ...a, ...fields }))}
          onSaveWanted={(wanted) => told.push(wanted)}
        />
        <label>
          Full name
          <input value={address.fullName} onChange={(e) => setAddress((a) => ({ ...a, fullName: e.target.value }))} />
        </label>
        <label>
          Street address
          <input value={address.line1} onChange={(e) => setAddress((a) => ({ ...a, line1: e.target.value }))} />
        </label>
        <button type="submit">Place Order</button>
      </form>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Step />
    </QueryClientProvider>,
  );
  return { wanted: () => told.at(-1), told, address: () => shown, user: userEvent.setup() };
}

describe('SavedAddressPicker', () => {
  it('fills an empty form with the default address, and picking another fills that one', async () => {
    const { address, user } = renderPicker([home, work]);
    await waitFor(() => expect(address()).toMatchObject({ fullName: 'Ada Lee', line1: '12 Elm Street' }));
    // the country by its name, as the address form offers it
    expect(
      screen.getByRole('radio', { name: /Ada Lee, 12 Elm Street, Portland, OR 97205, United States/ }),
    ).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /Ada at Work/ }));
    expect(address()).toMatchObject({ fullName: 'Ada at Work', line1: '34 Oak Avenue', region: 'OR' });
    // a saved address needs no saving
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
  });

  it('writes a country the list does not name (or before the list is read) by its code, as text', async () => {
    const far = { ...work, id: 3, fullName: 'Ada Abroad', country: 'ZZ' };
    const hostile = { ...work, id: 4, fullName: 'Ada Hostile', country: '<img src=x onerror=alert(1)>' };
    renderPicker([home, far, hostile]);
    expect(await screen.findByRole('radio', { name: /Ada Abroad, .*, Portland, OR 97205, ZZ$/ })).toBeTruthy();
    const odd = screen.getByRole('radio', { name: /Ada Hostile, .*, <img src=x onerror=alert\(1\)>$/ });
    expect(odd.closest('label')!.querySelector('img')).toBeNull();
  });

  it('before the countries are read, writes the code', async () => {
    renderPicker([home], emptyAddress, user, null);
    expect(await screen.findByRole('radio', { name: /Ada Lee, 12 Elm Street, Portland, OR 97205, US/ })).toBeTruthy();
  });

  it('leaves what the shopper already typed (a reload of the step) alone', async () => {
    const typed = { ...emptyAddress, fullName: 'Rose Lee', line1: '9 Pine Road' };
    const { address } = renderPicker([home], typed);
    await screen.findByRole('radio', { name: /Ada Lee/ });
    expect(address()).toEqual(typed);
    expect(screen.getByRole('radio', { name: /Ada Lee/ })).toHaveProperty('checked', false);
  });

  it('tells the step to save a new address when the box is ticked, and saves nothing itself on Place Order', async () => {
    const typed = { ...emptyAddress, fullName: 'Rose Lee', line1: '9 Pine Road', city: 'Salem', region: 'OR' };
    const { wanted, told, user } = renderPicker([home], typed);
    await screen.findByRole('radio', { name: /Ada Lee/ });
    expect(wanted()).toBe(false);
    await user.click(screen.getByLabelText('Save this address to my address book'));
    expect(wanted()).toBe(true);
    // pressing Place Order is not the order placed: the picker neither saves nor changes its answer
    const before = told.length;
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(told.length).toBe(before);
    expect(wanted()).toBe(true);
    // an address from the book needs no saving
    await user.click(screen.getByRole('radio', { name: /Ada Lee/ }));
    expect(wanted()).toBe(false);
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
  });

  it("starts an empty name with the profile's full name (the session's user.fullName) when none is saved", async () => {
    const { address } = renderPicker([], emptyAddress, { ...user, fullName: 'Ada Lovelace' });
    await waitFor(() => expect(address().fullName).toBe('Ada Lovelace'));
    expect(address()).toEqual({ ...emptyAddress, fullName: 'Ada Lovelace' });
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('fills the name even when the book cannot be read, and a default address still wins over it', async () => {
    const failed = renderPicker(new Error('the book is unreadable'), emptyAddress, {
      ...user,
      fullName: 'Ada Lovelace',
    });
    await waitFor(() => expect(failed.address().fullName).toBe('Ada Lovelace'));
    document.body.innerHTML = '';
    const withDefault = renderPicker([home], emptyAddress, { ...user, fullName: 'Ada Lovelace' });
    await waitFor(() => expect(withDefault.address()).toMatchObject({ fullName: 'Ada Lee', line1: '12 Elm Street' }));
  });

  it('never replaces a name typed or picked; a session without a full name fills none', async () => {
    const typed = { ...emptyAddress, fullName: 'Rose Lee' };
    const kept = renderPicker([], typed, { ...user, fullName: 'Ada Lovelace' });
    await screen.findByLabelText('Save this address to my address book');
    expect(kept.address()).toEqual(typed);
    document.body.innerHTML = '';
    // an account remote built before shared 1.11.0 sends no full name: the name stays empty for the shopper
    const older = renderPicker([], emptyAddress, user);
    await screen.findByLabelText('Save this address to my address book');
    expect(older.address()).toEqual(emptyAddress);
    document.body.innerHTML = '';
    // picking a saved address after the name was filled: the address's name
    const picked = renderPicker([{ ...home, isDefault: false }], emptyAddress, { ...user, fullName: 'Ada Lovelace' });
    await waitFor(() => expect(picked.address().fullName).toBe('Ada Lovelace'));
    await picked.user.click(screen.getByRole('radio', { name: /Ada Lee/ }));
    expect(picked.address()).toMatchObject({ fullName: 'Ada Lee', line1: '12 Elm Street' });
  });

  it('fills a name with quotes and an ampersand as text, and leaves markup or a name longer than the field takes for the shopper', async () => {
    const quoted = `Ada "Al" O'Brien & Co`;
    const named = renderPicker([], emptyAddress, { ...user, fullName: quoted });
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(quoted));
    expect(named.address().fullName).toBe(quoted);
    document.body.innerHTML = '';
    // the name field refuses markup (address_problem): the profile's name is not filled in
    const hostile = renderPicker([], emptyAddress, { ...user, fullName: '<img src=x onerror=alert(1)>' });
    await screen.findByLabelText('Save this address to my address book');
    expect(document.querySelector('img')).toBeNull();
    expect(hostile.address().fullName).toBe('');
    document.body.innerHTML = '';
    const long = renderPicker([], emptyAddress, { ...user, fullName: 'a'.repeat(201) });
    await screen.findByLabelText('Save this address to my address book');
    expect(long.address().fullName).toBe('');
  });

  it('shows nothing to a shopper who is not signed in', () => {
    renderPicker([home]);
    act(() => owner.publish('session:state', { status: 'signed-out', user: null }));
    expect(screen.queryByTestId('saved-address-picker')).toBeNull();
  });
});
