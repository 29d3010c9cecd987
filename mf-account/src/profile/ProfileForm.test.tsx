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

describe('ProfileForm', () => {
  it('a failed save is said once, above the form ("Profile not saved"), not also in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={createShopQueryClient()}>
        <ProfileForm
          profile={{ id: 'u1', email: 'a@example.com', firstName: 'Ada', lastName: 'L', displayName: 'Ada' }}
        />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Your details' });
    await user.type(within(form).getByLabelText('Display name'), ' <b>x</b>');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe('Profile not saved');
    expect(alert.textContent?.length).toBeGreaterThan('Profile not saved'.length);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });
});
