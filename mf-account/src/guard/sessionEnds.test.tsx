import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBus, createShopQueryClient, NavigationProvider } from '@giftshop/shared';
import { keptTypingKey, SESSION_ENDED_WORDS } from '@giftshop/shared/session';
import { type SessionState } from '@giftshop/shared/domain';
import { AuthPage } from '../auth/AuthPage';
import { redirectTarget } from '../auth/redirectTarget';
import { EmailChangeForm, pendingEmailKey } from '../profile/EmailChangeForm';
import { ProfileForm } from '../profile/ProfileForm';
import { RequireSignIn } from './RequireSignIn';

/**
 * A session that ends on /profile (it expired, or was signed out in another tab), on the page's real bus (the
 * test plays the session owner's part): the guard sends the shopper to sign in again, the sign-in page says why,
 * and once they are signed in again they are back on /profile with the names they had typed.
 */
const owner = connectBus('test-owner', __BUS_CONTRACT_VERSION__);
const ada: SessionState = { status: 'signed-in', user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' } };
const signedOut: SessionState = { status: 'signed-out', user: null };
const profile = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', displayName: 'Ada' };

/**
 * /profile's forms (the new e-mail address, the names) behind the guard, at `pathname` (the browser's address too,
 * as the guard reads it).
 */
function renderProfile(pathname = '/profile') {
  history.replaceState(null, '', pathname);
  const navigate = vi.fn();
  const client = createShopQueryClient();
  client.setQueryData(pendingEmailKey('u1'), null);
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={{ pathname, search: '', navigate }}>
        <RequireSignIn>
          {() => (
            <>
              <EmailChangeForm userId="u1" email="ada@example.com" send={() => new Promise(() => undefined)} />
              <ProfileForm profile={profile} />
            </>
          )}
        </RequireSignIn>
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return { navigate };
}

function renderAuth(search: string) {
  const navigate = vi.fn();
  render(
    <QueryClientProvider client={createShopQueryClient()}>
      <NavigationProvider value={{ pathname: '/auth', search, navigate }}>
        <AuthPage />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return { navigate };
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a session that ends on /profile', () => {
  it('sends the shopper to sign in again, says why, and brings them back with what they typed', async () => {
    act(() => owner.publish('session:state', ada));
    const { navigate } = renderProfile();
    const user = userEvent.setup();
    const displayName = screen.getByLabelText('Display name');
    await user.clear(displayName);
    await user.type(displayName, 'Countess Ada');

    act(() => owner.publish('session:state', signedOut));
    expect(navigate).toHaveBeenCalledTimes(1);
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toBe('/auth?redirect=%2Fprofile&reason=session-ended');
    expect(options).toEqual({ replace: true });
    // never a password: the names alone are kept, for this shopper
    expect(JSON.parse(sessionStorage.getItem(keptTypingKey('profile-names'))!)).toEqual({
      form: 'profile-names',
      user: 'u1',
      values: { firstName: 'Ada', lastName: 'L', displayName: 'Countess Ada' },
    });
    screen.getByLabelText('Checking your sign-in');

    // the sign-in page says why, in the intro's place; signed in again, it goes back to /profile
    cleanup();
    const search = to.slice('/auth'.length);
    const auth = renderAuth(search);
    expect(screen.getByRole('status').textContent).toBe(SESSION_ENDED_WORDS);
    act(() => owner.publish('session:state', ada));
    expect(auth.navigate).toHaveBeenCalledWith('/profile', { replace: true });

    cleanup();
    renderProfile();
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Countess Ada');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', false);
    // kept once: the next visit starts from the saved profile
    expect(sessionStorage.getItem(keptTypingKey('profile-names'))).toBeNull();
  });

  it('keeps each form of the page: the names and the new e-mail address being typed', async () => {
    act(() => owner.publish('session:state', ada));
    renderProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'ovelace');
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'countess@example.org');
    act(() => owner.publish('session:state', signedOut));
    cleanup();
    act(() => owner.publish('session:state', ada));
    renderProfile();
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lovelace');
    expect((screen.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe('countess@example.org');
  });

  it('keeps nothing for another shopper, and a sign-in page opened plainly says nothing of a session', () => {
    sessionStorage.setItem(
      keptTypingKey('profile-names'),
      JSON.stringify({ form: 'profile-names', user: 'someone-else', values: { ...profile, displayName: 'Not Ada' } }),
    );
    act(() => owner.publish('session:state', ada));
    renderProfile();
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada');
    expect(sessionStorage.getItem(keptTypingKey('profile-names'))).toBeNull();

    cleanup();
    act(() => owner.publish('session:state', signedOut));
    renderAuth('?redirect=%2Fprofile');
    expect(screen.queryByText(SESSION_ENDED_WORDS)).toBeNull();
  });

  it('is not a session ending when the shopper signed out (the browser already left for the home page)', () => {
    act(() => owner.publish('session:state', ada));
    const { navigate } = renderProfile();
    history.replaceState(null, '', '/');
    act(() => owner.publish('session:state', signedOut));
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(keptTypingKey('profile-names'))).toBeNull();
  });

  it.each([
    ['not JSON', '{"form":'],
    ['not an object', '"profile-names"'],
    ['no user', JSON.stringify({ form: 'profile-names', values: profile })],
    ['names that are not texts', JSON.stringify({ form: 'profile-names', user: 'u1', values: { firstName: 1 } })],
    ['a prototype', '{"form":"profile-names","user":"u1","values":{"__proto__":{"firstName":"x"}}}'],
    ['without values', JSON.stringify({ form: 'profile-names', user: 'u1', values: null })],
  ])('a kept value that is %s is ignored with a console error, and the form shows the profile', (_, raw) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(keptTypingKey('profile-names'), raw);
    act(() => owner.publish('session:state', ada));
    renderProfile();
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada');
    expect(errors).toHaveBeenCalled();
    expect(sessionStorage.getItem(keptTypingKey('profile-names'))).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'never returns the shopper to %s after signing in again',
    (attempt) => {
      const search = `?redirect=${encodeURIComponent(attempt)}&reason=session-ended`;
      expect(redirectTarget(search)).toBe('/');
      act(() => owner.publish('session:state', ada));
      const { navigate } = renderAuth(search);
      expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    },
  );
});
