import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectBus, createShopQueryClient, NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import { nameMarkupProblem } from '@giftshop/shared/domain';
import type { AuthOutcome, SignUpDetails } from '../api/auth';
import { SignUpForm } from './SignUpForm';

/**
 * A first name with markup at sign-up: it is the display name the header greets by, which the database keeps
 * without markup (handle_new_user leaves it empty, and the profile asks for one later). The form says so first, in
 * the profile form's words (shared's nameMarkupProblem), beside the field, and sends nothing. `send` stands for the
 * auth service (its real answers: api/account.backend.test.ts).
 */
const shell = connectBus('shell', __BUS_CONTRACT_VERSION__);
const toasts: string[] = [];
shell.handle('toast:show', (toast) => toasts.push(toast.title));
const sent: SignUpDetails[] = [];
const send = async (details: SignUpDetails): Promise<AuthOutcome> => {
  sent.push(details);
  return { ok: true, session: null };
};
beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
});

function renderSignUp() {
  const navigation: ShopNavigation = { pathname: '/auth', search: '', navigate: () => undefined };
  render(
    <QueryClientProvider client={createShopQueryClient()}>
      <NavigationProvider value={navigation}>
        <SignUpForm send={send} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function signUp(user: ReturnType<typeof userEvent.setup>, firstName: string) {
  const form = screen.getByRole('form', { name: 'Create an account' });
  // typed as a paste: user-event reads "{" and "[" as keys
  await user.click(within(form).getByLabelText('First name'));
  await user.paste(firstName);
  await user.type(within(form).getByLabelText('Last name'), 'Lovelace');
  await user.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
  await user.type(within(form).getByLabelText('Password'), 'another-secret-9');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  return form;
}

describe('a first name with markup at sign-up', () => {
  it.each(['<b>Ada</b>', 'Ada >', '<script>alert(1)</script>', `${'<'.repeat(99)}A`])(
    '%s: said beside the first name, in the profile form’s words, which is focused; nothing is sent',
    async (firstName) => {
      const user = renderSignUp();
      const form = await signUp(user, firstName);
      const field = within(form).getByLabelText('First name');
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      const words = nameMarkupProblem(firstName, 'first name')!;
      expect(words).toBe('Enter your first name without < or >.');
      expect(within(form).getByText(words)).toBeTruthy();
      expect(document.activeElement).toBe(field);
      expect(sent).toEqual([]);
      expect(toasts).toEqual([]);
    },
  );

  it('once the markup is gone, the form is sent with that name as the display name', async () => {
    const user = renderSignUp();
    const form = await signUp(user, '<Ada>');
    const field = within(form).getByLabelText('First name');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    await user.clear(field);
    await user.type(field, 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(await screen.findByText('Check your inbox.')).toBeTruthy();
    expect(screen.queryByText('Enter your first name without < or >.')).toBeNull();
  });
});

describe('a first name as the database keeps it (cleaned of unseen characters, counted by characters)', () => {
  it('one of unseen characters only is no name: said beside it, and nothing is sent', async () => {
    const user = renderSignUp();
    const form = await signUp(user, '\u200B\u202E\u2067\u2069\u200E\uFEFF');
    const field = within(form).getByLabelText('First name');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Enter your first name.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  const hundred = `${'🎁'.repeat(50)}${'🇫🇷'.repeat(25)}\u200B\u202E`; // 202 UTF-16 units, 100 characters

  it('100 emoji and flags (two characters each) with unseen characters fit, and are sent', async () => {
    const user = renderSignUp();
    await signUp(user, hundred);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.firstName).toBe(hundred);
    expect(screen.queryByText('Your first name can be at most 100 characters.')).toBeNull();
  });

  it('one more character is said beside the name, in characters, and nothing is sent', async () => {
    const user = renderSignUp();
    const form = await signUp(user, `${hundred}x`);
    const field = within(form).getByLabelText('First name');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Your first name can be at most 100 characters.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
