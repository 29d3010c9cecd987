import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBus, createShopQueryClient, NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import type { AuthOutcome } from '../api/auth';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * A failed sign-in or sign-up, with the service's answers as auth-js gives them (api/account.backend.test.ts and
 * confirmation.backend.test.ts have the real service's): in the shop's words in the form, where it is corrected
 * (above the form, or beside its field), and in spec section 8's destructive toast with the service's own message,
 * once each (the shell keeps the toast off the focused field: toastPlacement.test); focus on the field to type
 * again, not left on the page (the button that sent the form was disabled meanwhile).
 */
const shell = connectBus('shell', __BUS_CONTRACT_VERSION__);
const toasts: string[] = [];
shell.handle('toast:show', (toast) =>
  toasts.push(toast.variant === 'destructive' ? `${toast.title}: ${toast.description}` : toast.title),
);
beforeEach(() => {
  toasts.length = 0;
});

const refused = (error: object) => async (): Promise<AuthOutcome> => ({ ok: false, error });
const wrongPassword = {
  name: 'AuthApiError',
  status: 400,
  code: 'invalid_credentials',
  message: 'Invalid login credentials',
};

function renderForm(form: ReactNode) {
  const navigation: ShopNavigation = { pathname: '/auth', search: '', navigate: () => undefined };
  render(
    <QueryClientProvider client={createShopQueryClient()}>
      <NavigationProvider value={navigation}>{form}</NavigationProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  const form = screen.getByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
  return form;
}

describe('a failed sign-in', () => {
  it("a wrong password: what to do, once, above the form; the service's words in the toast; the password selected", async () => {
    const user = renderForm(<SignInForm send={refused(wrongPassword)} />);
    // hostile text in the password is only a wrong password, shown nowhere
    const form = await signIn(user, '<img src=x onerror=alert(1)>');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('That e-mail and password do not match an account. Check them and try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, password.value.length]);
    expect(toasts).toEqual(['Sign in failed: Invalid login credentials']);
  });

  it.each([
    [
      'an unconfirmed e-mail',
      { name: 'AuthApiError', status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' },
      'Please confirm your e-mail address first: follow the link we sent you.',
    ],
    [
      'a service that cannot be reached',
      { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
      "We couldn't reach the shop's server. Check your connection and try again.",
    ],
    [
      'a message we do not know, with markup',
      { name: 'AuthApiError', status: 400, code: 'new_thing', message: '<b>Odd</b> thing' },
      '<b>Odd</b> thing',
    ],
  ])('%s: said once in the form, and once in the toast, as text', async (_, error, words) => {
    const user = renderForm(<SignInForm send={refused(error)} />);
    const form = await signIn(user, 'helix-1953');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(words);
    expect(alert.querySelector('b')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Password')));
    const serviceWords = error.name === 'AuthRetryableFetchError' ? words : error.message;
    expect(toasts).toEqual([`Sign in failed: ${serviceWords}`]);
  });

  it('a request that throws before reaching the service: the same words, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderForm(<SignInForm send={() => Promise.reject(new Error('no backend configured'))} />);
    const form = await signIn(user, 'helix-1953');
    const unreachable = "We couldn't reach the shop's server. Check your connection and try again.";
    expect((await within(form).findByRole('alert')).textContent).toBe(unreachable);
    expect(toasts).toEqual([`Sign in failed: ${unreachable}`]);
  });

  it('still welcomes the shopper with a toast when it works', async () => {
    const user = renderForm(<SignInForm send={async () => ({ ok: true, session: null })} />);
    await signIn(user, 'helix-1953');
    await waitFor(() => expect(toasts).toEqual(['Welcome back!']));
  });
});

describe('a failed sign-up', () => {
  async function signUp(user: ReturnType<typeof userEvent.setup>, password = 'another-secret-9') {
    const form = screen.getByRole('form', { name: 'Create an account' });
    await user.type(within(form).getByLabelText('First name'), 'Cy');
    await user.type(within(form).getByLabelText('Last name'), 'D');
    await user.type(within(form).getByLabelText('E-mail'), 'cy@example.com');
    await user.type(within(form).getByLabelText('Password'), password);
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    return form;
  }

  it.each([
    [
      'an e-mail already registered',
      { name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' },
      'E-mail',
      'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
    ],
    [
      'a common password',
      {
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
        reasons: ['pwned'],
      },
      'Password',
      'Choose a stronger password: this one is too common or too easy to guess.',
    ],
  ])(
    "%s: said beside its field, which is focused, and in the service's words in the toast",
    async (_, error, label, words) => {
      const user = renderForm(<SignUpForm send={refused(error)} />);
      const form = await signUp(user);
      const field = within(form).getByLabelText(label);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(within(form).getByText(words)).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(toasts).toEqual([`Sign up failed: ${error.message}`]);
    },
  );

  it('too many attempts: what to do, once, above the form, and "Sign up failed" in the toast', async () => {
    const user = renderForm(
      <SignUpForm
        send={refused({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Rate limit' })}
      />,
    );
    const form = await signUp(user);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Password')));
    expect(toasts).toEqual(['Sign up failed: Rate limit']);
  });
});
