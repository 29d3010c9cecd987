import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { connectBus, createShopQueryClient, NavigationProvider } from '@giftshop/shared';
import { AuthPage } from './AuthPage';
import { EmailLinkForm } from './EmailLinkForm';

/**
 * Where focus goes when /auth replaces what the shopper pressed: the view's links ('Forgot password?', 'Back to
 * sign in') keep the path, so the shell's focus on navigation does not move it, and the reset form gives way to
 * 'Check your inbox'. Measured before: focus on <body> after each.
 */
const owner = connectBus('test-owner', __BUS_CONTRACT_VERSION__);

function AuthAt({ initial }: { initial: string }) {
  const [search, setSearch] = useState(initial);
  const navigate = (to: string) => setSearch(new URL(to, 'http://shop.test').search);
  return (
    <NavigationProvider value={{ pathname: '/auth', search, navigate }}>
      <AuthPage />
    </NavigationProvider>
  );
}

describe('/auth keeps focus with the shopper', () => {
  it("'Forgot password?' focuses 'Reset your password', and 'Back to sign in' focuses 'Welcome back'", async () => {
    owner.publish('session:state', { status: 'signed-out', user: null });
    render(
      <QueryClientProvider client={createShopQueryClient()}>
        <AuthAt initial="" />
      </QueryClientProvider>,
    );
    // nothing is focused on arrival (that is the shell's, on a new path)
    expect(document.activeElement).toBe(document.body);
    const user = userEvent.setup();
    // the sign-in form's code comes once the page responds (here, at once)
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reset your password' })),
    );
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Welcome back' })));
  });

  it("after sending, focus is on 'Check your inbox'; 'Send It Again' puts it back in the e-mail field", async () => {
    render(
      <QueryClientProvider client={createShopQueryClient()}>
        <EmailLinkForm
          label="Reset your password"
          submitLabel="Send Me a Reset Link"
          pendingLabel="Sending..."
          send={async () => ({ error: null })}
          sentMessage={(email) => `Check your inbox. If ${email} has an account with us, we have sent it a link.`}
        />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), '<b>a</b>@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Me a Reset Link' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toContain('If <b>a</b>@example.com has an account');
    await waitFor(() => expect(document.activeElement?.contains(said)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Send It Again' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });
});
