import type { Window as HappyWindow } from 'happy-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  BUS_CONTRACT_VERSION,
  connectBus,
  createBus,
  createShopQueryClient,
  NavigationProvider,
} from '@giftshop/shared';
import { toOrderProof, type CartItem, type SessionState } from '@giftshop/shared/domain';
import { toCartQuote } from '../api/quote';
import { cartFromItems } from '../cart/cartReducer';
import { cartQueryClient, cartQuoteQuery } from '../cart/useCartQuote';
import type { OrderProof } from '../api/orderProof';
import { CheckoutPage } from './CheckoutPage';
import { savedAddressesKey } from './useSavedAddresses';
import { checkoutDraftKey } from './checkoutDraft';
import type { SavedAddress } from '../api/savedAddresses';
import { addressCountries } from './addressCountries.fixture';
import { homeAddress } from './savedAddress.fixture';

/** happy-dom's own controls: the viewport's width, which the shop's media queries read. */
const { happyDOM } = window as unknown as HappyWindow;

const mug: CartItem = {
  id: 'MUG|ROSE',
  name: 'Name Mug',
  price: 18.99,
  image: '',
  quantity: 2,
  customization: { Color: 'Rose', personalizationText: '<img src=x onerror=alert(1)>' },
};

/**
 * What price_cart answers for the mug (its shape: 20250608000100_server_quote.sql; the data module's
 * own tests ask the real backend): the server's $18.99, and $6.95 shipping below $75.
 */
const serverQuote = (items: CartItem[]) =>
  toCartQuote(items, {
    lines: [{ line_no: 1, unit_price: 18.99, line_total: 37.98, problem: null, quantity: 2 }],
    subtotal: 37.98,
    shipping: 6.95,
    discount: 0,
    total: 44.93,
    free_shipping_threshold: 75,
    flat_shipping_rate: 6.95,
    remaining_for_free: 37.02,
    shipping_method: { code: 'standard', name: 'Standard' },
    ships_free: false,
  });

/**
 * The checkout on a real bus: the test publishes the cart's and the session's state as their owners would,
 * and (unless `quoted` is false) puts the server's quote where the cart's data module keeps it.
 */
function renderCheckout(
  items: CartItem[],
  session?: SessionState,
  quoted = true,
  book: SavedAddress[] = [],
  start = '/checkout',
) {
  const quotes = cartQueryClient();
  quotes.clear();
  if (quoted && items.length > 0) quotes.setQueryData(cartQuoteQuery(items).queryKey, serverQuote(items));
  const hub = createBus();
  const owner = hub.connect('test-owners', BUS_CONTRACT_VERSION);
  owner.publish('cart:state', cartFromItems(items));
  if (session) owner.publish('session:state', session);
  const visited: string[] = [];
  const opened: unknown[] = [];
  owner.handle('cart:open', (p) => opened.push(p));
  const pages = createShopQueryClient();
  // what order_proof answers for the mug (its shape: 20250609002000_guest_checkout.sql; proved in guestCheckoutCases)
  pages.setQueryData(['checkout', 'proof', items], proof);
  // the signed-in shopper's address book: empty unless said (the picker's own cases are SavedAddressPicker.test.tsx)
  if (session?.user) pages.setQueryData(savedAddressesKey(session.user.id), book);
  // with a book, the countries the shop ships to as the form's query reads them (their states by name)
  if (book.length > 0) pages.setQueryData(['checkout', 'shipping-countries'], addressCountries);
  const cart = hub.connect('cart', BUS_CONTRACT_VERSION);
  /** The shell's router, as far as checkout sees it: the address changes, and the route's step with it. */
  function Routed() {
    const [pathname, setPathname] = useState(start);
    const navigate = (to: string) => {
      visited.push(to);
      if (to.startsWith('/checkout')) setPathname(to);
    };
    return (
      <NavigationProvider value={{ pathname, search: '', navigate }}>
        <CheckoutPage bus={cart} step={pathname.split('/')[2]} onOrderPlaced={() => undefined} />
      </NavigationProvider>
    );
  }
  render(
    <QueryClientProvider client={pages}>
      <Routed />
    </QueryClientProvider>,
  );
  return { owner, visited, opened, pages };
}

const proof: OrderProof = toOrderProof({
  lines: [
    {
      line_no: 1,
      product_name: 'Name Mug',
      variant_name: '11 oz',
      design_code: 'rose',
      design_name: 'Rose',
      text: '<img src=x onerror=alert(1)>',
      options: { Color: 'Rose' },
      size: 'XL',
      quantity: 2,
    },
  ],
  fingerprint: 'a'.repeat(64),
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const signedIn: SessionState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
};

describe('the checkout page', () => {
  it('shows the order with subtotal, the shipping rule and total; hostile text stays text', () => {
    renderCheckout([mug]);
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('$37.98');
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('$6.95');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$44.93');
    expect(screen.getByText(/Add \$37\.02 more for free shipping/)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
  });

  it('shows no total of its own while there is no quote from the server, and cannot place an order', async () => {
    renderCheckout([mug], signedIn, false);
    expect(screen.getByTestId('checkout-total').textContent).toBe('…');
    expect(screen.getByText('Working out your total…')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a signed-out shopper to sign in and back', async () => {
    const { visited } = renderCheckout([mug], { status: 'signed-out', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(visited).toEqual(['/auth?redirect=/checkout']);
  });

  it('treats a session that was never published as signed out', async () => {
    const { visited } = renderCheckout([mug]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(visited).toEqual(['/auth?redirect=/checkout']);
  });

  it('waits while the session is being checked', () => {
    renderCheckout([mug], { status: 'loading', user: null });
    const button = screen.getByRole('button', { name: 'Checking your sign-in…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('takes a signed-in shopper to the shipping step, focused at its heading; back returns', async () => {
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = screen.getByRole('heading', { name: 'Shipping address' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: 'Place Order · $44.93' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const review = screen.getByRole('heading', { name: 'Review your order' });
    await vi.waitFor(() => expect(document.activeElement).toBe(review));
  });

  it('stacks Place Order and Back on a phone, each the row’s width, so Back sits squarely under it', async () => {
    happyDOM.setViewport({ width: 375, height: 800 });
    try {
      renderCheckout([mug], signedIn);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      const place = screen.getByRole('button', { name: 'Place Order · $44.93' });
      const back = screen.getByRole('button', { name: 'Back' });
      expect(back.parentElement).toBe(place.parentElement);
      // QA sweep H-i, #5: wrapped beside Place Order, Back's word was set in under it
      expect(getComputedStyle(place.parentElement!)).toMatchObject({ flexDirection: 'column', alignItems: 'stretch' });
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it('each step has its own address, and what was typed survives a reload of the tab', async () => {
    const { visited } = renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(visited).toEqual(['/checkout/shipping']);
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lee');
    await userEvent.click(screen.getByLabelText('This order is a gift'));
    await userEvent.type(screen.getByLabelText(/Gift message/), 'Happy birthday!');
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('u1'))!)).toMatchObject({
      address: { fullName: 'Ada Lee' },
      gift: { isGift: true, message: 'Happy birthday!' },
    });
    // a reload: the page is made again from the address and the tab's storage
    document.body.innerHTML = '';
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lee');
    expect((screen.getByLabelText(/Gift message/) as HTMLTextAreaElement).value).toBe('Happy birthday!');
    expect(screen.getByText('15 of 250 characters')).toBeTruthy();
  });

  it('gives the shopper’s draft to their second tab, and none of it to another shopper on this browser', async () => {
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lee');
    await userEvent.click(screen.getByRole('radio', { name: /Invoice/ }));
    await userEvent.type(screen.getByLabelText(/organization to invoice/), 'Riverside Tigers');
    // a second tab: its own session storage, this browser's local storage
    document.body.innerHTML = '';
    sessionStorage.clear();
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lee');
    expect((screen.getByLabelText(/organization to invoice/) as HTMLInputElement).value).toBe('Riverside Tigers');
    // another shopper signs in on this browser: an empty form, and Ada's draft is still hers
    document.body.innerHTML = '';
    const bo: SessionState = { status: 'signed-in', user: { id: 'u2', email: 'bo@example.com', displayName: 'Bo' } };
    renderCheckout([mug], bo);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue('Riverside Tigers')).toBeNull();
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('u1'))!)).toMatchObject({
      address: { fullName: 'Ada Lee' },
      organisation: 'Riverside Tigers',
    });
  });

  it('gives a new form to the shopper who signs in on an open shipping step, never the last one’s typing', async () => {
    const { owner, pages } = renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lee');
    // another shopper signed in in another tab of this browser: this tab's session is theirs now
    pages.setQueryData(savedAddressesKey('u2'), []);
    act(() =>
      owner.publish('session:state', {
        status: 'signed-in',
        user: { id: 'u2', email: 'bo@example.com', displayName: 'Bo' },
      }),
    );
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Full name'), 'Bo Park');
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('u1'))!).address.fullName).toBe('Ada Lee');
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('u2'))!).address.fullName).toBe('Bo Park');
  });

  it('lists the proof as printed, and asks for the spelling check before placing the order', async () => {
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const printed = screen.getByTestId('proof');
    expect(printed.textContent).toContain('<img src=x onerror=alert(1)>');
    // its choices in the order the cart line, the summary and the order page list them: the size second
    expect([...printed.querySelectorAll('small')].map((choice) => choice.textContent)).toEqual([
      'Name Mug × 2',
      'Size: XL',
      'Color: Rose',
      'Design: Rose',
    ]);
    expect(printed.querySelector('img')).toBeNull();
    for (const [label, value] of [
      ['Full name', 'Ada Lee'],
      ['Street address', '12 Elm Street'],
      ['City', 'Portland'],
      ['State / Province', 'OR'],
      ['ZIP / Postal code', '97205'],
    ])
      await userEvent.type(screen.getByLabelText(label!), value!);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order · $44.93' }));
    expect(screen.getByText('Check the spelling of each text above, then tick the box.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('I have checked the spelling'));
  });

  it('a gift message over 250 characters is named, kept, and stops the order', async () => {
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByLabelText('This order is a gift'));
    const message = screen.getByLabelText(/Gift message/) as HTMLTextAreaElement;
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(251));
    await userEvent.tab();
    expect(screen.getByText('The gift message can be at most 250 characters (it has 251).')).toBeTruthy();
    expect(message.value).toHaveLength(251);
  });

  it('says markup in what an invoice is made out to beside each field, in the database’s words', async () => {
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('radio', { name: /Invoice/ }));
    const organisation = screen.getByLabelText(/organization to invoice/);
    await userEvent.type(organisation, '<b>Riverside</b>');
    const po = screen.getByLabelText(/Purchase order number/);
    await userEvent.type(po, 'PO <2291>');
    await userEvent.tab();
    expect(screen.getByText("Enter your organization's name without < or >.")).toBeTruthy();
    expect(screen.getByText('Enter your purchase order number without < or >.')).toBeTruthy();
    expect(organisation.getAttribute('aria-invalid')).toBe('true');
    expect(po.getAttribute('aria-invalid')).toBe('true');
  });

  it('a signed-out shopper can continue as a guest with an e-mail address', async () => {
    renderCheckout([mug], { status: 'signed-out', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(screen.getByText('Enter your e-mail address, so we can send you your order.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('sends a shopper whose session ends on the shipping step to sign in again, and back to it with the draft', async () => {
    const { owner, visited } = renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lee');
    // the session ends with the browser on the step (not a Sign Out, which leaves for the home page first)
    history.replaceState(null, '', '/checkout/shipping');
    try {
      act(() => owner.publish('session:state', { status: 'signed-out', user: null }));
    } finally {
      history.replaceState(null, '', '/');
    }
    expect(visited).toEqual(['/checkout/shipping', '/auth?redirect=%2Fcheckout%2Fshipping&reason=session-ended']);
    // signed in again, back at the step: what was typed is there
    document.body.innerHTML = '';
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lee');
  });

  it('sends a shopper whose session ended before the shipping step loaded to sign in again, saying why', () => {
    // the session owner found the stored session refused as the page loaded (mf-account's sessionEndedBeforeLoad)
    history.replaceState(null, '', '/checkout/shipping');
    try {
      const ended: SessionState = { status: 'signed-out', user: null, ended: true };
      const { visited } = renderCheckout([mug], ended, true, [], '/checkout/shipping');
      expect(visited).toEqual(['/auth?redirect=%2Fcheckout%2Fshipping&reason=session-ended']);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('says on the review that the session ended, and Sign In to Continue says so to the sign-in page', async () => {
    const { visited } = renderCheckout([mug], { status: 'signed-out', user: null, ended: true });
    expect(screen.getByText(/Your session has ended\. Sign in again to carry on\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(visited).toEqual(['/auth?redirect=%2Fcheckout&reason=session-ended']);
    // the guest's way stays open
    expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeTruthy();
  });

  it('goes back to the review when the shopper signs out meanwhile', async () => {
    const { owner } = renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => owner.publish('session:state', { status: 'signed-out', user: null }));
    expect(screen.queryByRole('heading', { name: 'Shipping address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In to Continue' })).toBeTruthy();
  });

  it('fills the form with a saved address in another country, its province too, and shows it chosen', async () => {
    // QA sweep H-f: the picker filled field by field, the state before the country, and the form's country
    // change (United States → Canada) then cleared the province it had just been given
    const toronto: SavedAddress = {
      ...homeAddress,
      id: 7,
      fullName: 'Émile Roy',
      line1: '9 Queen St W',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
    };
    const portland: SavedAddress = { ...homeAddress, isDefault: false };
    // the picker reads the session from the remote's own bus (as SavedAddressPicker.test.tsx publishes it)
    const sessionOwner = connectBus('test-session-owner', BUS_CONTRACT_VERSION);
    sessionOwner.publish('session:state', signedIn);
    onTestFinished(() => sessionOwner.publish('session:state', { status: 'signed-out', user: null }));
    renderCheckout([mug], signedIn, true, [toronto, portland]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const province = () => (screen.getByLabelText('State / Province') as HTMLSelectElement).value;
    const chosen = (name: RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
    await vi.waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('CA'));
    expect(province()).toBe('ON');
    expect(chosen(/Émile Roy/)).toBe(true);
    // back to the United States address, and to Canada again: each keeps its own state
    await userEvent.click(screen.getByRole('radio', { name: /Ada Lee/ }));
    expect(province()).toBe('OR');
    expect(chosen(/Ada Lee/)).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Émile Roy/ }));
    expect(province()).toBe('ON');
    // the form's own country list still clears a state the new country does not have
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(province()).toBe('');
  });

  it('checks the address field by field as the shopper leaves each field', async () => {
    renderCheckout([mug], signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByLabelText('Full name'));
    await userEvent.tab();
    expect(screen.getByText('Enter your full name.')).toBeTruthy();
    expect(screen.queryByText('Enter your city.')).toBeNull();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    expect(screen.queryByText('Enter your full name.')).toBeNull();
  });

  it('says a field’s message once the press that left it is over, so the pressed box is ticked', async () => {
    // QA sweep H-f: shown on the press, the phone's message moved "This order is a gift" 48 px down under the
    // pointer (375 px, Chromium), and the release, beside it, ticked nothing
    renderCheckout([mug], signedIn);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText(/^Phone/), '12');
    const gift = screen.getByLabelText('This order is a gift') as HTMLInputElement;
    const phoneMessage = 'Enter a phone number with at least 7 digits, or leave it empty.';
    await user.pointer({ keys: '[MouseLeft>]', target: gift });
    expect(document.activeElement).toBe(gift);
    expect(screen.queryByText(phoneMessage)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: gift });
    expect(gift.checked).toBe(true);
    await vi.waitFor(() => expect(screen.getByText(phoneMessage)).toBeTruthy());
    // left by the keyboard, a field says its message at once
    await user.type(screen.getByLabelText('City'), 'X');
    await user.tab();
    expect(screen.getByText('Enter a city name with at least 2 letters.')).toBeTruthy();
  });

  it('opens the cart drawer from Edit Cart', async () => {
    const { opened } = renderCheckout([mug]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Cart' }));
    expect(opened).toHaveLength(1);
  });

  it('says the cart is empty and offers Start Shopping', () => {
    renderCheckout([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  });
});
