import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopQueryClient } from '@giftshop/shared';
import { addressCountries } from './addressCountries.fixture';
import { AddressForm } from './AddressForm';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';
import { useCheckoutForm } from './useCheckoutForm';

/** The address fields as the shipping step holds them: the checkout form's own state and (a guest's) draft. */
function Address() {
  const form = useCheckoutForm({ guest: true, owner: null });
  return (
    <AddressForm
      address={form.address}
      countries={form.countries}
      errors={form.errors}
      onChange={form.setField}
      onLeave={form.leave}
    />
  );
}

/** `lists`: what fetchShippingCountries answered (the data module's own query, put where it keeps it). */
function renderAddress(lists = true) {
  const client = createShopQueryClient();
  if (lists) client.setQueryData(['checkout', 'shipping-countries'], addressCountries);
  render(
    <QueryClientProvider client={client}>
      <Address />
    </QueryClientProvider>,
  );
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => sessionStorage.clear());

describe('the shipping address fields', () => {
  it('choose the country and its state from the database’s lists; another country offers its provinces', async () => {
    renderAddress();
    expect(options('Country')).toEqual(['United States', 'Canada']);
    expect(options('State / Province')).toEqual(['Choose…', 'New York', 'Oregon']);
    await userEvent.selectOptions(screen.getByLabelText('State / Province'), 'OR');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(options('State / Province')).toEqual(['Choose…', 'Ontario', 'Quebec']);
    expect((screen.getByLabelText('State / Province') as HTMLSelectElement).value).toBe('');
  });

  it('say what is wrong field by field, in the server’s words, and take it back as the shopper fixes it', async () => {
    renderAddress();
    await userEvent.type(screen.getByLabelText('Street address'), '1');
    await userEvent.tab();
    const street = 'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).';
    expect(screen.getByText(street)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Street address'), '2 Elm Street');
    expect(screen.queryByText(street)).toBeNull();

    await userEvent.type(screen.getByLabelText('City'), 'X');
    await userEvent.tab();
    expect(screen.getByText('Enter a city name with at least 2 letters.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('ZIP / Postal code'), '9720');
    await userEvent.tab();
    expect(screen.getByText('Enter a ZIP code like 97205 or 97205-1234.')).toBeTruthy();
    expect(screen.getByLabelText('ZIP / Postal code').getAttribute('aria-invalid')).toBe('true');
    // what was typed is kept for the tab, errors and all
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!).address).toMatchObject({
      line1: '12 Elm Street',
      city: 'X',
      postalCode: '9720',
      country: 'US',
    });
  });

  it('a draft kept by name shows as chosen; hostile text stays text', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        address: { fullName: '<img src=x onerror=alert(1)>', region: 'oregon', country: 'United States' },
      }),
    );
    renderAddress();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('US');
    expect((screen.getByLabelText('State / Province') as HTMLSelectElement).value).toBe('OR');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('before the lists are read, the state is typed (the server checks it on ordering)', async () => {
    renderAddress(false);
    await userEvent.type(screen.getByLabelText('State / Province'), 'OR');
    expect((screen.getByLabelText('State / Province') as HTMLInputElement).value).toBe('OR');
  });
});
