import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBus, createShopQueryClient, NavigationProvider } from '@giftshop/shared';
import { keptTypingKey } from '@giftshop/shared/session';
import { shopLimits } from '@giftshop/shared/domain';
import type { SavedAddress, ShippingCountry } from '../api/savedAddresses';
import { AddressBookPage, savedAddressesKey } from './AddressBookPage';
import { emptySavedAddress, SavedAddressForm } from './SavedAddressForm';

/**
 * The address book as the shopper sees it. The data module's calls and the
 * rules are tested against the real backend (api/savedAddresses.backend.test.ts)
 * and in the database (backend/test/savedAddressesCases.ts); here the list is
 * what fetchSavedAddresses answers, put where the page's query keeps it.
 */
const countries: ShippingCountry[] = [
  {
    code: 'US',
    name: 'United States',
    regionLabel: 'state',
    regions: [
      { code: 'OR', name: 'Oregon' },
      { code: 'WA', name: 'Washington' },
    ],
  },
  { code: 'CA', name: 'Canada', regionLabel: 'province or territory', regions: [{ code: 'ON', name: 'Ontario' }] },
];
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
const work: SavedAddress = { ...home, id: 2, fullName: '<b>Ada</b> at work', line1: '34 Oak Avenue', isDefault: false };

function renderBook(addresses: SavedAddress[], profileName?: string, userId = 'u1') {
  const client = createShopQueryClient();
  client.setQueryData(savedAddressesKey, addresses);
  client.setQueryData(['account', 'shipping-countries'], countries);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/addresses', search: '', navigate: () => undefined }}>
        <AddressBookPage profileName={profileName} userId={userId} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The session's owner, as far as the page sees it (the page's real bus). */
const owner = connectBus('test-owner', __BUS_CONTRACT_VERSION__);
afterEach(() => sessionStorage.clear());

describe('a new address being typed when the session ends', () => {
  it('is kept for the shopper, and its form is open again with it once they are back', async () => {
    act(() =>
      owner.publish('session:state', { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', displayName: 'A' } }),
    );
    const user = renderBook([home]);
    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    await user.type(screen.getByLabelText('Street address'), '9 Birch Lane');
    history.replaceState(null, '', '/addresses');
    try {
      act(() => owner.publish('session:state', { status: 'signed-out', user: null }));
    } finally {
      history.replaceState(null, '', '/');
    }
    cleanup();
    act(() =>
      owner.publish('session:state', { status: 'signed-in', user: { id: 'u1', email: 'a@b.c', displayName: 'A' } }),
    );
    renderBook([home]);
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('9 Birch Lane');
  });

  it('is ignored, with a console error, when what is kept is not an address', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(
      keptTypingKey('new-address'),
      JSON.stringify({ form: 'new-address', user: 'u1', values: { ...emptySavedAddress, line1: 42 } }),
    );
    renderBook([home]);
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('a saved address being edited when the session ends', () => {
  const signedInAs = (id: string) =>
    act(() => owner.publish('session:state', { status: 'signed-in', user: { id, email: 'a@b.c', displayName: 'A' } }));
  const sessionEnds = () => {
    history.replaceState(null, '', '/addresses');
    try {
      act(() => owner.publish('session:state', { status: 'signed-out', user: null, ended: true }));
    } finally {
      history.replaceState(null, '', '/');
    }
  };

  it('is kept for the shopper, its form open again with it once they are back, and only once', async () => {
    signedInAs('u1');
    const user = renderBook([home, work]);
    const cards = () => within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Edit' }));
    const street = screen.getByLabelText('Street address') as HTMLInputElement;
    await user.clear(street);
    await user.type(street, '56 Pine Road');
    sessionEnds();
    cleanup();
    signedInAs('u1');
    renderBook([home, work]);
    // the same address's form, in its place in the list, as it was typed
    expect(within(cards()[1]!).getByRole('heading', { name: 'Edit address' })).toBeTruthy();
    expect((within(cards()[1]!).getByLabelText('Street address') as HTMLInputElement).value).toBe('56 Pine Road');
    expect((within(cards()[1]!).getByLabelText('Full name') as HTMLInputElement).value).toBe('<b>Ada</b> at work');
    expect(sessionStorage.getItem(keptTypingKey('edited-address'))).toBeNull();
    // given back once: the next visit opens no form
    cleanup();
    renderBook([home, work]);
    expect(screen.queryByLabelText('Street address')).toBeNull();
  });

  it('is not given to another shopper who signs in on this browser', async () => {
    signedInAs('u1');
    const user = renderBook([home, work]);
    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Street address'), ' (back door)');
    sessionEnds();
    cleanup();
    signedInAs('u2');
    renderBook([home], undefined, 'u2');
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByDisplayValue(/back door/)).toBeNull();
  });

  it.each([
    ['an id that is not a row’s', { id: '2; drop table', address: { ...home } }],
    ['a negative id', { id: -2, address: { ...home } }],
    ['a field that is not text', { id: 2, address: { ...home, line1: { evil: true } } }],
    ['no address', { id: 2 }],
  ])('is ignored, with a console error, when what is kept has %s', (_, values) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(
      keptTypingKey('edited-address'),
      JSON.stringify({ form: 'edited-address', user: 'u1', values }),
    );
    renderBook([home, work]);
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('AddressBookPage', () => {
  it('lists the addresses, the default marked and first, names shown as text', () => {
    renderBook([home, work]);
    const cards = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: 'Make Default' })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Make Default' })).toBeTruthy();
    expect(cards[1]!.textContent).toContain('<b>Ada</b> at work');
    expect(cards[1]!.querySelector('b')).toBeNull();
  });

  it("writes each address's country by its name from the shop's list, an unknown code as stored, as text", () => {
    const old = { ...home, id: 3, country: 'ZZ', isDefault: false };
    const hostile = { ...home, id: 4, country: '<img src=x onerror=alert(1)>', isDefault: false };
    renderBook([home, old, hostile]);
    const lines = within(screen.getByRole('list', { name: 'Saved addresses' }))
      .getAllByRole('listitem')
      .map((card) => card.querySelector('address')!);
    expect(lines[0]!.textContent).toContain('Portland, OR 97205United States');
    expect(lines[0]!.textContent).not.toMatch(/\bUS\b/);
    expect(lines[1]!.textContent).toContain('Portland, OR 97205ZZ');
    expect(lines[2]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(lines[2]!.querySelector('img')).toBeNull();
  });

  it('asks before deleting, and Keep It keeps the address', async () => {
    const user = renderBook([home, work]);
    const card = screen.getAllByRole('listitem')[1]!;
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const ask = within(card).getByRole('group', { name: 'Delete this address?' });
    expect(within(ask).getByRole('button', { name: 'Yes, Delete' })).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Keep It' }));
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('says what a change did at the top of the page and moves focus there (the button pressed is gone)', async () => {
    // no backend here: making the default fails, and the page says so where it says every outcome
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderBook([home, work]);
    const card = screen.getAllByRole('listitem')[1]!;
    await user.click(within(card).getByRole('button', { name: 'Make Default' }));
    const said = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement?.contains(said)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('Cancel gives focus back to the button that opened the form: Add an Address, or that address’s Edit', async () => {
    const user = renderBook([home, work]);
    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an Address' })));
    await user.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const card = screen.getAllByRole('listitem')[1]!;
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit' })));
  });

  it('with no addresses says so and offers to add one', async () => {
    const user = renderBook([]);
    expect(screen.getByText('No saved addresses yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    expect(screen.getByRole('form', { name: 'New address' })).toBeTruthy();
    // the first address is the default by itself: no box to tick
    expect(screen.queryByLabelText('Make this my default address')).toBeNull();
  });

  it("starts the first address with the profile's name, as checkout does; a later one starts empty", async () => {
    const first = renderBook([], '<b>Ada</b> Lovelace');
    await first.click(screen.getByRole('button', { name: 'Add an Address' }));
    // a value, never markup
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('<b>Ada</b> Lovelace');
    cleanup();
    const later = renderBook([home], 'Ada Lovelace');
    await later.click(screen.getByRole('button', { name: 'Add an Address' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
  });
});

describe('SavedAddressForm', () => {
  const renderForm = (onSave = vi.fn(), error: string | null = null) => {
    render(
      <SavedAddressForm
        title="New address"
        initial={emptySavedAddress}
        countries={countries}
        offerDefault
        pending={false}
        error={error}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    );
    return { onSave, user: userEvent.setup() };
  };

  it('names the missing fields and focuses the first; saves nothing', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    // QA sweep H-f: the book said 'Enter the street address.', 'Choose the state.' where checkout says 'your'
    expect(screen.getByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter your street address.')).toBeTruthy();
    expect(screen.getByText('Enter your city.')).toBeTruthy();
    expect(screen.getByText('Enter your ZIP or postal code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names a state not chosen beside its list, as the other fields, and focuses it; saves nothing', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Rose Lee');
    await user.type(screen.getByLabelText('Street address'), '12 Elm Street');
    await user.type(screen.getByLabelText('City'), 'Portland');
    await user.type(screen.getByLabelText('ZIP / Postal code'), '97205');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    const state = screen.getByLabelText('State');
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(state.getAttribute('aria-describedby')!)?.textContent).toBe('Choose your state.');
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(onSave).not.toHaveBeenCalled();
    // chosen: the mark goes, and the address is saved
    await user.selectOptions(state, 'OR');
    expect(state.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ region: 'OR' }), false);
  });

  it('offers the country’s own states, keeps the database’s limits, and saves what was typed', async () => {
    const { onSave, user } = renderForm();
    expect(screen.getByLabelText('Full name').getAttribute('maxlength')).toBe(String(shopLimits.address.fullName));
    expect(screen.getByLabelText('ZIP / Postal code').getAttribute('maxlength')).toBe(
      String(shopLimits.address.postalCode),
    );
    await user.type(screen.getByLabelText('Full name'), 'Rose Lee');
    await user.type(screen.getByLabelText('Street address'), '12 Elm Street');
    await user.type(screen.getByLabelText('City'), 'Portland');
    await user.selectOptions(screen.getByLabelText('State'), 'OR');
    await user.type(screen.getByLabelText('ZIP / Postal code'), '97205');
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    // another country: its own list, the state chosen before is cleared
    expect(screen.getByLabelText('Province or territory')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.selectOptions(screen.getByLabelText('State'), 'OR');
    await user.click(screen.getByLabelText('Make this my default address'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        ...emptySavedAddress,
        fullName: 'Rose Lee',
        line1: '12 Elm Street',
        city: 'Portland',
        region: 'OR',
        postalCode: '97205',
      },
      true,
    );
  });

  it('shows the database’s refusal, which names the field', () => {
    renderForm(vi.fn(), 'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).');
    expect(screen.getByRole('alert').textContent).toContain('house number');
  });

  it('opens with the shopper in its first field', () => {
    renderForm();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('moves focus to a refusal when it comes (it is said above the form, out of view below it), each time', async () => {
    const props = {
      title: 'New address',
      initial: emptySavedAddress,
      countries,
      offerDefault: false,
      onSave: vi.fn(),
      onCancel: () => undefined,
    };
    const { rerender } = render(<SavedAddressForm {...props} pending error={null} />);
    rerender(<SavedAddressForm {...props} pending={false} error="Choose your <b>state</b>." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose your <b>state</b>.');
    expect(alert.querySelector('b')).toBeNull();
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    // the shopper goes on typing; the same refusal for the next try is focused again
    screen.getByLabelText('City').focus();
    rerender(<SavedAddressForm {...props} pending error={null} />);
    rerender(<SavedAddressForm {...props} pending={false} error="Choose your <b>state</b>." />);
    await waitFor(() => expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true));
  });
});
