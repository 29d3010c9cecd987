import { useEffect, useState } from 'react';
import { space, useShopNavigation } from '@giftshop/shared';
import { landFromEmailChange } from '../api/emailChange';
import { FormAlert } from '../ui/FormAlert';

type Landing = Awaited<ReturnType<typeof landFromEmailChange>>;

/**
 * What opening a link of an e-mail change did, said at the top of My Profile
 * (which shows the address the account now has): the first of its two links
 * (to the current and to the new address) asks for the other one; the second
 * changes the address. The link's spent one-time code and the service's
 * message are taken out of the address bar.
 */
export function EmailChangeLanding({
  email,
  land = landFromEmailChange,
}: {
  /** The address the account has now. */
  email: string;
  /** Reads the link's outcome (the account's data module; tests give the service's answers). */
  land?: () => Promise<Landing>;
}) {
  const { pathname, search, navigate } = useShopNavigation();
  const [landing, setLanding] = useState<Landing | null>(null);
  useEffect(() => {
    let current = true;
    land().then(
      (outcome) => current && setLanding(outcome),
      (error: unknown) => {
        console.error('[account] could not read the link:', error);
        if (current) setLanding('expired');
      },
    );
    return () => {
      current = false;
    };
  }, [land]);
  useEffect(() => {
    if (!landing) return;
    const params = new URLSearchParams(search);
    if (!params.has('code') && !params.has('message') && !location.hash) return;
    params.delete('code');
    params.delete('message');
    navigate(`${pathname}?${params.toString()}`, { replace: true });
  }, [landing, pathname, search, navigate]);

  if (!landing) return null;
  return <div css={{ marginBottom: space.md }}>{landingMessage(landing, email)}</div>;
}

function landingMessage(landing: Landing, email: string) {
  if (landing === 'changed') return <FormAlert tone="success">Your e-mail address is now {email}.</FormAlert>;
  if (landing === 'one_confirmed')
    return (
      <FormAlert tone="success">
        Confirmed here. Now open the link we sent to the other address: your e-mail address changes once both links are
        opened.
      </FormAlert>
    );
  if (landing === 'busy')
    return <FormAlert>Too many attempts just now. Wait a minute, then open the link in your e-mail again.</FormAlert>;
  return (
    <FormAlert>
      This link has expired or was used already. Your e-mail address is {email}; to change it, ask for a new link below.
    </FormAlert>
  );
}
