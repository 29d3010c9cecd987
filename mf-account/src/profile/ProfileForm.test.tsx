import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { connectBus, createShopQueryClient } from '@giftshop/shared';
import { ProfileForm } from './ProfileForm';

/**
 * Your details, when saving fails (no backend here: the data module's error, as it words every failure; the
 * saving itself is api/account.backend.test.ts's): said once, above the form, under its title.
 */
const shell = connectBus('shell', __BUS_CONTRACT_VERSION__);
const toasts: string[] = [];
shell.handle('toast:show', (toast) => toasts.push(toast.title));

/** Ada's saved names in the form, with a user to type and the form's element. */
function renderForm() {
  render(
    <QueryClientProvider client={createShopQueryClient()}>
      <ProfileForm
        profile={{ id: 'u1', email: 'a@example.com', firstName: 'Ada', lastName: 'L', displayName: 'Ada' }}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), form: screen.getByRole('form', { name: 'Your details' }) };
}

describe('ProfileForm', () => {
  it('a failed save is said once, above the form ("Profile not saved"), not also in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, form } = renderForm();
    await user.type(within(form).getByLabelText('Display name'), ' Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe('Profile not saved');
    expect(alert.textContent?.length).toBeGreaterThan('Profile not saved'.length);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toasts).toEqual([]);
    // the focus goes to what was said, not to the page (the button was disabled while saving): on a phone the
    // message is brought into view, clear of the sticky header (QA sweep H-f)
    expect(document.activeElement).toBe(alert);
  });

  it('says markup in the display name beside it, in the database’s words, before anything is sent', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, form } = renderForm();
    const field = within(form).getByLabelText('Display name');
    await user.type(field, ' <b>x</b>');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByText('Enter your display name without < or >.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // nothing was sent: no data module's failure, no "Profile not saved"
    expect(errors).not.toHaveBeenCalled();
    expect(within(form).queryByText('Profile not saved')).toBeNull();
  });

  it('a display name of unseen characters only is no name, said before anything is sent (the database keeps none)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, form } = renderForm();
    const field = within(form).getByLabelText('Display name');
    await user.clear(field);
    // a paste: a zero-width space, a right-to-left override, an isolate and a byte order mark
    await user.click(field);
    await user.paste('\u200B\u202E\u2066\u2069\uFEFF');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByText('Enter your display name.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(errors).not.toHaveBeenCalled();
    expect(within(form).queryByText('Profile not saved')).toBeNull();
  });

  it('counts the display name as the database does: 100 emoji and flags with unseen characters fit, 101 do not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, form } = renderForm();
    const field = within(form).getByLabelText('Display name');
    const tooLong = 'Your display name can be at most 100 characters.';
    await user.clear(field);
    await user.click(field);
    // 202 UTF-16 units: 50 gifts, 25 flags (two characters each), a zero-width space and an override
    await user.paste(`${'🎁'.repeat(50)}${'🇫🇷'.repeat(25)}\u200B\u202E`);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    // sent (no backend here: the data module's failure says so), with nothing said beside the name
    expect(await within(form).findByText('Profile not saved')).toBeTruthy();
    expect(within(form).queryByText(tooLong)).toBeNull();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    await user.type(field, 'x');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText(tooLong)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
