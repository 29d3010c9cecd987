import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createShopQueryClient } from '@giftshop/shared';
import type { EmailChangeOutcome } from '../api/emailChange';
import { EmailChangeForm, pendingEmailKey } from './EmailChangeForm';
import { TAKEN, TOO_MANY } from './emailChangeErrors';

/**
 * The Change E-mail form with the service's answers as auth-js gives them
 * (api/emailChange.backend.test.ts has the real service's): what the shopper
 * reads and where focus goes for each.
 */
function renderForm(send: (email: string) => Promise<EmailChangeOutcome>, pending: string | null = null) {
  const client: QueryClient = createShopQueryClient();
  client.setQueryData(pendingEmailKey('u1'), pending);
  render(
    <QueryClientProvider client={client}>
      <EmailChangeForm userId="u1" email="ada@example.com" send={send} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
  const field = screen.getByLabelText('New e-mail address');
  await waitFor(() => expect(document.activeElement).toBe(field));
  if (text) await user.paste(text); // pasted, as a long address often is (typing 400 letters is slow)
  await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
  return field;
}

describe('EmailChangeForm', () => {
  it('shows the address, and after sending says where the link went and that nothing changed yet', async () => {
    const send = vi.fn(async (email: string): Promise<EmailChangeOutcome> => ({ status: 'sent', newEmail: email }));
    const user = renderForm(send);
    expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com');
    const field = await openAndType(user, ' ada.new@example.org ');
    expect(field.getAttribute('type')).toBe('email');
    expect(send).toHaveBeenCalledWith('ada.new@example.org');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'We sent a link to ada.new@example.org and one to ada@example.com. Your address changes when you open both; until then, keep using ada@example.com.',
    );
    expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com');
    expect(screen.queryByRole('form', { name: 'Change e-mail' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change E-mail' })));
  });

  it('says a change is waiting for its link when the page opens with one pending', () => {
    renderForm(vi.fn(), 'ada.pending@example.org');
    expect(screen.getByRole('status').textContent).toContain(
      'We sent a link to ada.pending@example.org and one to ada@example.com.',
    );
  });

  it.each([
    ['', 'Enter your new e-mail address.'],
    ['not-an-email', 'Enter a valid e-mail address, like name@example.com.'],
    [`${'x'.repeat(400)}@example.com`, 'An e-mail address has at most 254 characters.'],
    ['ADA@example.com', 'That is already your e-mail address. Enter the new one.'],
  ])('refuses %j beside the field, focused, without asking the service', async (text, message) => {
    const send = vi.fn();
    const user = renderForm(send);
    const field = await openAndType(user, text);
    const error = await screen.findByText(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(send).not.toHaveBeenCalled();
    expect((field as HTMLInputElement).value).toBe(text);
  });

  it.each<[string, EmailChangeOutcome, string, 'field' | 'alert']>([
    ['taken', { status: 'failed', error: { code: 'email_exists', status: 422 } }, TAKEN, 'field'],
    ['the same', { status: 'unchanged' }, 'That is already your e-mail address. Enter the new one.', 'field'],
    ['too many', { status: 'failed', error: { code: 'over_email_send_rate_limit', status: 429 } }, TOO_MANY, 'alert'],
  ])('says what the service refused (%s), keeping what was typed', async (_, outcome, message, where) => {
    const user = renderForm(async () => outcome);
    const field = await openAndType(user, 'other@example.com');
    if (where === 'alert') expect((await screen.findByRole('alert')).textContent).toBe(message);
    else {
      await screen.findByText(message);
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect((field as HTMLInputElement).value).toBe('other@example.com');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Cancel closes the form and gives focus back to Change E-mail', async () => {
    const user = renderForm(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByLabelText('New e-mail address')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change E-mail' })));
  });
});
