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
});
