import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider, type ShopNavigation } from '@giftshop/shared';
import { EmailChangeLanding } from './EmailChangeLanding';

/**
 * Back on My Profile from a link of an e-mail change, with each outcome the
 * account's data module reads from the service (the service's redirects:
 * backend/test/auth-email-change.test.ts; both links in a browser:
 * e2e/account-email-change.spec.ts): what the shopper reads, and what is
 * taken out of the address bar.
 */
function renderLanding(outcome: Awaited<ReturnType<NonNullable<Parameters<typeof EmailChangeLanding>[0]['land']>>>) {
  const asked: string[] = [];
  const navigation: ShopNavigation = {
    pathname: '/profile',
    search: '?link=email_change&message=Confirmation+link+accepted',
    navigate: (to) => asked.push(to),
  };
  render(
    <NavigationProvider value={navigation}>
      <EmailChangeLanding email="ada@example.com" land={async () => outcome} />
    </NavigationProvider>,
  );
  return asked;
}

describe('EmailChangeLanding', () => {
  it('after the first of the two links: confirmed here, now the other one; the message leaves the address bar', async () => {
    const asked = renderLanding('one_confirmed');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Confirmed here. Now open the link we sent to the other address: your e-mail address changes once both links are opened.',
    );
    // In the effect after the landing renders: awaited, not read in the same turn (it raced on a busy machine).
    await waitFor(() => expect(asked).toEqual(['/profile?link=email_change']));
  });

  it('after the second: the new address', async () => {
    renderLanding('changed');
    expect((await screen.findByRole('status')).textContent).toBe('Your e-mail address is now ada@example.com.');
  });

  it('a used or expired link says so, and how to start again', async () => {
    renderLanding('expired');
    expect(await screen.findByText(/This link has expired or was used already/)).toBeTruthy();
  });
});
