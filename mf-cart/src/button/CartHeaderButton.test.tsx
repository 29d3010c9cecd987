import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BUS_CONTRACT_VERSION, createBus, NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import { type CartItem } from '@giftshop/shared/domain';
import { toCartQuote } from '../api/quote';
import { serializeCart } from '../cart/cartStorage';
import { cartQueryClient, cartQuoteQuery } from '../cart/useCartQuote';
import { startCartOwner, type CartOwner } from '../owner/cartOwner';
import { CartHeaderButton } from './CartHeaderButton';

const mug: CartItem = {
  id: 'MUG|ROSE',
  name: 'Name Mug',
  price: 18.99,
  image: 'product-images/mugs/name-mug.svg',
  quantity: 2,
  customization: { 'Color Options': 'Rose', personalizationText: 'Grandma' },
  productSku: 'MUG-11',
};
const sign: CartItem = { ...mug, id: 'SIGN|OAK', name: 'Family Sign', price: 40, quantity: 1, customization: {} };

let owner: CartOwner | undefined;
afterEach(() => owner?.stop());

/**
 * The server's answer (price_cart's shape, 20250608000100_server_quote.sql) for exactly these lines, put where
 * the cart's data module keeps it: the drawer shows what the server quotes, never a sum of its own (the data
 * module's tests ask the real backend, e2e cart.spec checks the drawer against it).
 */
function serverQuotes(items: CartItem[], subtotal: number) {
  const free = subtotal >= 75;
  cartQueryClient().setQueryData(
    cartQuoteQuery(items).queryKey,
    toCartQuote(items, {
      lines: [],
      subtotal,
      shipping: free ? 0 : 6.95,
      discount: 0,
      total: free ? subtotal : subtotal + 6.95,
      free_shipping_threshold: 75,
      flat_shipping_rate: 6.95,
      remaining_for_free: free ? 0 : Math.round((75 - subtotal) * 100) / 100,
      shipping_method: { code: 'standard', name: 'Standard' },
      ships_free: free && subtotal > 0,
    }),
  );
}

function renderCart(items: CartItem[] = []) {
  const hub = createBus();
  const bus = hub.connect('cart', BUS_CONTRACT_VERSION);
  let stored = serializeCart(items);
  owner = startCartOwner({
    bus,
    storage: { read: () => stored, write: (v) => void (stored = v) },
    storageKey: 'test:cart',
    limits: { maxQuantity: 99, maxLines: 200 },
    toastDurationMs: 3000,
  });
  const visited: string[] = [];
  const navigation: ShopNavigation = { pathname: '/', search: '', navigate: (to) => visited.push(to) };
  render(
    <NavigationProvider value={navigation}>
      <main>
        <a href="/behind">A link behind the drawer</a>
      </main>
      <CartHeaderButton bus={bus} drawer={owner.drawer} onRemoveGroup={owner!.removeGroup} />
    </NavigationProvider>,
  );
  return { bus, product: hub.connect('product', BUS_CONTRACT_VERSION), visited, stored: () => stored };
}

const cartButton = () => screen.getByRole('button', { name: /^Cart,/ });

describe('the cart button', () => {
  it('names the cart with its item count and shows a badge', () => {
    renderCart([mug, sign]);
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
  });

  it('follows adds from other remotes', () => {
    const { product } = renderCart();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, empty');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => product.send('cart:add', { item: { ...mug, quantity: 1 } }));
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 1 item');
  });
});

describe('the cart drawer', () => {
  it('opens as a modal dialog with a row per line and the total', async () => {
    serverQuotes([mug, sign], 77.98);
    renderCart([mug, sign]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog', { name: /Your Cart/ });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const row = within(dialog).getByRole('listitem', { name: 'Name Mug' });
    expect(row.textContent).toContain('Rose');
    expect(row.textContent).toContain('“Grandma”');
    expect(row.textContent).toContain('$37.98');
    expect(row.querySelector('img')!.getAttribute('src')).toMatch(/product-images\/mugs\/name-mug\.svg$/);
    expect(within(dialog).getByLabelText('Total $77.98')).toBeTruthy();
    expect(dialog.textContent).toContain('Your order ships free');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close Cart' }));
  });

  it('changes quantities with − and +, removes lines, and keeps totals and storage right', async () => {
    serverQuotes([mug, { ...sign, quantity: 2 }], 117.98);
    serverQuotes(
      [
        { ...mug, quantity: 1 },
        { ...sign, quantity: 2 },
      ],
      98.99,
    );
    serverQuotes([{ ...mug, quantity: 1 }], 18.99);
    const { stored } = renderCart([mug, sign]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase Quantity of Family Sign' }));
    expect(within(dialog).getByLabelText('Total $117.98')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrease Quantity of Name Mug' }));
    expect(within(dialog).getByLabelText('Total $98.99')).toBeTruthy();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 3 items');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Family Sign From Cart' }));
    expect(within(dialog).queryByRole('listitem', { name: 'Family Sign' })).toBeNull();
    expect(dialog.textContent).toContain('Add $56.01 more for free shipping');
    expect(JSON.parse(stored())).toEqual([{ ...mug, quantity: 1 }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrease Quantity of Name Mug' }));
    expect(dialog.textContent).toContain('Your cart is empty');
    expect(dialog.textContent).toContain('Add some personalized gifts to get started!');
    expect(within(dialog).getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  });

  it('totals what checkout totals: below free shipping, the standard shipping it shows is in the total', async () => {
    // checkout's review step shows this same quote: Subtotal $18.99, Shipping $6.95, Total $25.94 (the drawer said
    // "Standard shipping: $6.95" above "Total $18.99", and checkout then asked $25.94)
    serverQuotes([{ ...mug, quantity: 1 }], 18.99);
    renderCart([{ ...mug, quantity: 1 }]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Total $25.94').textContent).toBe('$25.94');
    expect(within(dialog).queryByLabelText('Total $18.99')).toBeNull();
  });

  it('says which shipping its total is with, as the server named the method (checkout may charge Express)', async () => {
    // QA sweep H-f: the drawer's "Total $25.94" (standard shipping) and checkout's Place Order total with Express
    // ($33.94) were two different "Total"s for one cart
    serverQuotes([{ ...mug, quantity: 1 }], 18.99);
    renderCart([{ ...mug, quantity: 1 }]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    const total = within(dialog).getByLabelText('Total $25.94');
    expect(total.closest('p')!.textContent).toBe('Total with Standard shipping$25.94');
    const describedBy = total.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent?.trim()).toBe('with Standard shipping');
  });

  it('shows no total of its own while the server has not quoted one', async () => {
    cartQueryClient().clear();
    renderCart([{ ...mug, quantity: 7 }]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Working out your total')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Total \$/)).toBeNull();
    // nor a free-shipping figure of its own: the line keeps its place and says it is being checked
    expect(within(dialog).getByText('Checking free shipping…')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/more for free shipping|ships free/);
  });

  it('closes on Escape and returns focus to the cart button; the page behind does not scroll meanwhile', async () => {
    renderCart([mug]);
    await userEvent.click(cartButton());
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cartButton());
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps focus inside while tabbing, both ways', async () => {
    renderCart([mug]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close Cart' });
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Continue Shopping' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes when a link is followed, and navigates inside the shop', async () => {
    const { visited } = renderCart([mug]);
    await userEvent.click(cartButton());
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    expect(visited).toEqual(['/checkout']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(cartButton());
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    await userEvent.click(cartButton());
    await userEvent.click(screen.getByRole('link', { name: 'Name Mug' }));
    expect(visited).toEqual(['/checkout', '/products', '/product/MUG-11']);
  });

  it('keeps focus in the dialog when the focused line is removed', async () => {
    renderCart([mug, sign]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Family Sign From Cart' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
    // on the removed line's Undo, where its Remove was (QA sweep H-f; it was Close Cart, with no way back)
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Undo: Put Family Sign Back in Your Cart' }),
    );
  });

  it('keeps the focus on + when a line reaches the most it takes, + then doing nothing (QA sweep H-e)', async () => {
    const { stored } = renderCart([{ ...mug, quantity: 98 }]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    const plus = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Increase Quantity of Name Mug' });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('Quantity 99')).toBeTruthy();
    // before: disabled at 99, and a browser drops the focus of a disabled button (Chromium: to <body>)
    expect(plus.disabled).toBe(false);
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(plus);
    await userEvent.keyboard('{Enter}');
    expect(JSON.parse(stored())).toEqual([{ ...mug, quantity: 99 }]);
  });

  it('removes a whole group order with its Remove Group, in one tap, and keeps focus in the dialog', async () => {
    const group = { id: 'g1', name: 'Lincoln Elementary Lions U12' };
    const tees = [1, 2, 3].map((i) => ({ ...sign, id: `TEE|${i}`, name: 'Team Tee', group }));
    const { stored } = renderCart([mug, ...tees]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    // its count said once (QA: '· 3 items' beside '3 lines' counted twice)
    expect(within(dialog).getByTestId('cart-group').querySelector('summary')!.textContent).toBe(
      '▸Lincoln Elementary Lions U12 · 3 items',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Group Lincoln Elementary Lions U12 From Cart' }),
    );
    expect(within(dialog).queryByTestId('cart-group')).toBeNull();
    expect(within(dialog).getByRole('listitem', { name: 'Name Mug' })).toBeTruthy();
    expect(JSON.parse(stored())).toEqual([mug]);
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('puts a removed group order back with Undo, every line as it was, the focus on Undo meanwhile (QA sweep H-e)', async () => {
    // before: one tap on Remove Group took out a roster of up to 200 people typed in, with no way back from the drawer
    const group = { id: 'g2', name: 'Westfield <b>Wildcats</b>' };
    const tees = [1, 2, 3].map((i) => ({
      ...sign,
      id: `TEE|${i}`,
      name: 'Team Tee',
      group,
      quantity: i === 2 ? 2 : 1,
    }));
    const { stored } = renderCart([mug, ...tees]);
    const before = stored();
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Group Westfield <b>Wildcats</b> From Cart' }),
    );
    expect(JSON.parse(stored())).toEqual([mug]);
    const notice = within(dialog).getByTestId('removed-from-cart');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('“Westfield <b>Wildcats</b>” (4 items) was taken out of your cart.Undo');
    expect(notice.querySelector('b')).toBeNull();
    const undo = within(notice).getByRole('button', { name: 'Undo: Put Westfield <b>Wildcats</b> Back in Your Cart' });
    expect(document.activeElement).toBe(undo);
    await userEvent.keyboard('{Enter}');
    expect(JSON.parse(stored())).toEqual(JSON.parse(before));
    expect(within(dialog).getByTestId('cart-group').querySelector('summary')!.textContent).toBe(
      '▸Westfield <b>Wildcats</b> · 4 items',
    );
    expect(within(dialog).queryByTestId('removed-from-cart')).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('puts a line taken out by − at 1 or by Remove back with Undo, its choices and text as they were (QA sweep H-f)', async () => {
    // before: a second tap on − (or one on Remove) took out a personalized line, its size, color and text typed in,
    // with no way back but the product page and typing it all again
    const { stored } = renderCart([{ ...mug, quantity: 1 }, sign]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrease Quantity of Name Mug' }));
    expect(JSON.parse(stored())).toEqual([sign]);
    const notice = within(dialog).getByTestId('removed-from-cart');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Name Mug (1 item) was taken out of your cart.Undo');
    const undo = within(notice).getByRole('button', { name: 'Undo: Put Name Mug Back in Your Cart' });
    expect(document.activeElement).toBe(undo);
    await userEvent.keyboard('{Enter}');
    expect(JSON.parse(stored())).toEqual([sign, { ...mug, quantity: 1 }]);
    expect(within(dialog).queryByTestId('removed-from-cart')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Family Sign From Cart' }));
    expect(JSON.parse(stored())).toEqual([{ ...mug, quantity: 1 }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo: Put Family Sign Back in Your Cart' }));
    expect(JSON.parse(stored())).toEqual([{ ...mug, quantity: 1 }, sign]);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('names lines of one product apart for a screen reader: its row, − and +, Remove and Undo (QA sweep H-f)', async () => {
    // before: three ornaments for three grandchildren, three buttons named "Remove Name Mug From Cart"
    const emma = {
      ...mug,
      id: 'MUG|EMMA',
      quantity: 1,
      customization: { 'Color Options': 'Gold', personalizationText: 'Emma' },
    };
    const liam = {
      ...mug,
      id: 'MUG|LIAM',
      quantity: 1,
      customization: { 'Color Options': 'Navy', personalizationText: 'Liam' },
    };
    const { stored } = renderCart([emma, liam, sign]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Name Mug, “Emma”, Color: Gold', 'Name Mug, “Liam”, Color: Navy', 'Family Sign']);
    expect(
      within(dialog).getByRole('button', { name: 'Increase Quantity of Name Mug, “Liam”, Color: Navy' }),
    ).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Decrease Quantity of Name Mug, “Emma”, Color: Gold' }),
    );
    expect(JSON.parse(stored())).toEqual([liam, sign]);
    // the one left is named by its product alone; Undo says which one it puts back
    expect(within(dialog).getByRole('button', { name: 'Remove Name Mug From Cart' })).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Undo: Put Name Mug, “Emma”, Color: Gold Back in Your Cart' }),
    );
    expect(JSON.parse(stored())).toEqual([liam, sign, emma]);
  });

  it('closes when the backdrop is clicked', async () => {
    renderCart([mug]);
    await userEvent.click(cartButton());
    await userEvent.click(screen.getByTestId('cart-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    renderCart([{ ...mug, name: hostile, customization: { Color: hostile, personalizationText: hostile } }]);
    await userEvent.click(cartButton());
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: hostile })).toBeTruthy();
    expect(dialog.textContent).toContain(`“${hostile}”`);
  });

  it('opens when another remote asks', () => {
    const { product } = renderCart();
    act(() => product.send('cart:open', {}));
    expect(screen.getByRole('dialog').textContent).toContain('Your cart is empty');
  });
});
