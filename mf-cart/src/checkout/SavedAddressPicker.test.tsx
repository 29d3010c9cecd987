import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BUS_CONTRACT_VERSION, connectBus, createShopQueryClient } from '@giftshop/shared';
import type { SavedAddress } from '../api/savedAddresses';
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
const home: SavedAddress = {
  id: 1,
  fullName: 'Ada Lee',
  line1: '12 Elm Street',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97205',
  country: 'US',
  phone: '',
  isDefault: true,
};
const work: SavedAddress = { ...home, id: 2, fullName: 'Ada at Work', line1: '34 Oak Avenue', isDefault: false };

function renderPicker(book: SavedAddress[], start: ShippingAddress = emptyAddress) {
  act(() => owner.publish('session:state', { status: 'signed-in', user }));
  const client = createShopQueryClient();
  client.setQueryData(savedAddressesKey(user.id), book);
  const told: boolean[] = [];
  let shown: ShippingAddress = start;
  function Step() {
    const [address, setAddress] = useState(start);
    shown = address;
    return (
      <form aria-label="Shipping" onSubmit={(e) => e.preventDefault()}>
        <SavedAddressPicker
          address={address}
          onPick={(field, value) => setAddress((a) => ({ ...a, [field]: value }))}
          onSaveWanted={(wanted) => told.push(wanted)}
        />
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
    expect(screen.getByRole('radio', { name: /Ada Lee, 12 Elm Street, Portland, OR 97205, US/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('radio', { name: /Ada at Work/ }));
    expect(address()).toMatchObject({ fullName: 'Ada at Work', line1: '34 Oak Avenue', region: 'OR' });
    // a saved address needs no saving
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
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

  it('shows nothing to a shopper who is not signed in', () => {
    renderPicker([home]);
    act(() => owner.publish('session:state', { status: 'signed-out', user: null }));
    expect(screen.queryByTestId('saved-address-picker')).toBeNull();
  });
});
