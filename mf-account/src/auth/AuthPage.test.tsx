import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  connectBus,
  createShopQueryClient,
  getShopConfig,
  NavigationProvider,
  type ShopNavigation,
} from '@giftshop/shared';
import { AuthPage } from './AuthPage';

const owner = connectBus('test-owner', __BUS_CONTRACT_VERSION__);

function renderAuth(search: string) {
  const navigate = vi.fn();
  const client = createShopQueryClient();
  const page = (at: string) => (
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname: '/auth', search: at, navigate } satisfies ShopNavigation}>
        <AuthPage />
      </NavigationProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(page(search));
  // the shell's router moving to another address of /auth (a tab, "Forgot password?")
  const moveTo = (at: string) => rerender(page(at));
  return { navigate, moveTo };
}

const tabTitle = (title: string) => `${title} — ${getShopConfig().brandName}`;

describe('AuthPage', () => {
  it('shows the tabs to a signed-out shopper, switching with the arrow keys', async () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    const { navigate } = renderAuth('?redirect=%2Fprofile');
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    expect(signIn.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(signIn.id);
    // the form's code comes once the page responds (here, at once)
    expect((await screen.findByLabelText('E-mail')).getAttribute('type')).toBe('email');
    signIn.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(navigate).toHaveBeenCalledWith('/auth?redirect=%2Fprofile&tab=signup', { replace: true });
  });

  it("titles the tab with the view's heading words, as the address changes (the server's <title> says the same)", async () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    document.title = 'Sign in — from the server';
    const { moveTo } = renderAuth('?redirect=%2Forders');
    expect(document.title).toBe(tabTitle('Sign in'));
    moveTo('?redirect=%2Forders&tab=signup');
    expect(document.title).toBe(tabTitle('Create an account'));
    moveTo('?redirect=%2Forders&view=forgot');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(document.title).toBe(tabTitle('Reset your password'));
    moveTo('?redirect=%2Forders');
    expect(document.title).toBe(tabTitle('Sign in'));
  });

  it('opens Sign Up from ?tab=signup', async () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    renderAuth('?tab=signup');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('First name')).toBeTruthy();
    expect(screen.getByText('At least 6 characters.')).toBeTruthy();
  });

  it.each([
    ['', 'Sign in'],
    ['?tab=signup', 'Create an account'],
  ])(
    'while the session check runs (%s) the tabs are there and the form stands in with its own rows, which stay when it comes',
    async (search, formName) => {
      owner.publish('session:state', { status: 'loading', user: null });
      renderAuth(search);
      const tabs = screen.getByRole('tablist', { name: 'Sign in or create an account' });
      const ghost = screen.getByTestId('form-ghost');
      expect(ghost.getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('form')).toBeNull();
      // the stand-in's rows, in order: each field's label and hint, the links, the button
      const rows = (root: Element) =>
        [...root.querySelectorAll('label, [data-ghost-label], p, a, span, button[type="submit"], button[disabled]')]
          .map((e) => e.textContent?.trim())
          .filter(Boolean);
      const standIn = rows(ghost);
      act(() => owner.publish('session:state', { status: 'signed-out', user: null }));
      // the same tablist (not mounted again: focus and the tab stay), and the real form (its code loaded once the
      // page responds; the same stand-in until then) has the same rows
      const form = await screen.findByRole('form', { name: formName });
      expect(screen.getByRole('tablist', { name: 'Sign in or create an account' })).toBe(tabs);
      expect(screen.queryByTestId('form-ghost')).toBeNull();
      expect(rows(form)).toEqual(standIn);
    },
  );

  it.each([
    ['?redirect=%2Fprofile', '/profile'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=https%3A%2F%2Fevil.example%2F', '/'],
    ['?redirect=javascript%3Aalert(1)', '/'],
    ['', '/'],
  ])('sends a signed-in shopper on %s to %s, replacing /auth in the history', (search, target) => {
    owner.publish('session:state', { status: 'loading', user: null });
    const { navigate } = renderAuth(search);
    expect(navigate).not.toHaveBeenCalled();
    act(() =>
      owner.publish('session:state', {
        status: 'signed-in',
        user: { id: 'u', email: 'a@example.com', displayName: 'A' },
      }),
    );
    expect(navigate).toHaveBeenCalledWith(target, { replace: true });
  });

  it('offers "Forgot password?", keeping where the shopper was going', async () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    renderAuth('?redirect=%2Fcheckout');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/auth?redirect=%2Fcheckout&view=forgot',
    );
  });

  it('carries the e-mail typed to sign in to "Forgot password?", and back', async () => {
    // QA sweep H-f: a shopper whose password was refused, pressing "Forgot password?", had to type the address again
    owner.publish('session:state', { status: 'signed-out', user: null });
    const { moveTo } = renderAuth('?redirect=%2Fcheckout');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    moveTo('?redirect=%2Fcheckout&view=forgot');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    const forgotEmail = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(forgotEmail.value).toBe('ada@example.com');
    await user.clear(forgotEmail);
    await user.type(forgotEmail, 'ada.l@example.com');
    moveTo('?redirect=%2Fcheckout');
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('ada.l@example.com');
    // the password is never carried
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['nothing', '', 'Enter your e-mail address.'],
    ['only spaces', '   ', 'Enter your e-mail address.'],
    ['no @', 'no-at-sign', 'Enter a valid e-mail address, like name@example.com.'],
    ['markup', '<script>@x', 'Enter a valid e-mail address, like name@example.com.'],
    ['an address too long', `${'a'.repeat(250)}@example.com`, 'Enter a valid e-mail address, like name@example.com.'],
  ])('the reset form refuses %s before sending anything', async (_, typed, message) => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    renderAuth('?view=forgot');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Send Me a Reset Link' });
    if (typed) await user.type(screen.getByLabelText('E-mail'), typed);
    await user.click(button);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/Check your inbox/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('a reset link that cannot be used says so and offers a new one, and never sends the shopper away', async () => {
    // no backend is configured here, so the link cannot be read: the calm "expired" answer
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    owner.publish('session:state', {
      status: 'signed-in',
      user: { id: 'u', email: 'a@example.com', displayName: 'A' },
    });
    const { navigate } = renderAuth('?link=recovery');
    expect(await screen.findByRole('heading', { name: 'This reset link can no longer be used' })).toBeTruthy();
    // the tab says it too, where the server's <title> named the view the link was for (set once the heading's
    // render is committed: asked for at once, it raced it under load)
    await waitFor(() => expect(document.title).toBe(tabTitle('This reset link can no longer be used')));
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
