import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBus, NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import { type SessionState } from '@giftshop/shared/domain';
import { AccountMenu } from './AccountMenu';

/** The header fragment on the page's real bus; the test plays the session owner's part. */
const owner = connectBus('test-owner', __BUS_CONTRACT_VERSION__);
const signedIn: SessionState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
};

function renderMenu(at = { pathname: '/category/mugs', search: '?sort=price-low' }) {
  const navigate = vi.fn();
  const navigation: ShopNavigation = { ...at, navigate };
  render(
    <NavigationProvider value={navigation}>
      <AccountMenu />
    </NavigationProvider>,
  );
  return { navigate };
}

let signOuts: number;
let stopHandling: () => void;
beforeEach(() => {
  signOuts = 0;
  stopHandling = owner.handle('session:sign-out', () => (signOuts += 1));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopHandling();
  vi.restoreAllMocks();
});

describe('AccountMenu', () => {
  it('while the session loads, is the sketch of the account control: a link to sign in, its tap kept for the real one', () => {
    // rendered as React renders before any session is known (its effects start the session's owner)
    document.body.innerHTML = renderToString(
      <NavigationProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>
        <AccountMenu />
      </NavigationProvider>,
    );
    const sketch = screen.getByRole('link', { name: 'Account' });
    expect(sketch.getAttribute('href')).toBe('/auth');
    expect(sketch.dataset.keepTap).toBe('account');
    expect(sketch.hasAttribute('data-keep-tap-placeholder')).toBe(true);
  });

  it('is the real control a tap on the sketch is done on, signed out and signed in', () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    renderMenu();
    const signIn = screen.getByRole('link', { name: 'Sign In or Create an Account' });
    expect(signIn.dataset.keepTap).toBe('account');
    expect(signIn.hasAttribute('data-keep-tap-placeholder')).toBe(false);
    act(() => owner.publish('session:state', signedIn));
    const menu = screen.getByRole('button', { name: 'Account Menu for Ada' });
    expect(menu.dataset.keepTap).toBe('account');
    expect(menu.hasAttribute('data-keep-tap-placeholder')).toBe(false);
  });

  it('links a signed-out shopper to /auth with the way back', () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign In or Create an Account' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fcategory%2Fmugs%3Fsort%3Dprice-low',
    );
  });

  it('follows the session on the bus and offers the menu by keyboard', async () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    const user = userEvent.setup();
    const { navigate } = renderMenu();
    act(() => owner.publish('session:state', signedIn));
    const button = screen.getByRole('button', { name: 'Account Menu for Ada' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Profile' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Orders' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('menuitem', { name: 'My Addresses' }).getAttribute('href')).toBe('/addresses');
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOuts).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the shopper clicks elsewhere', async () => {
    owner.publish('session:state', signedIn);
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account Menu for Ada' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
