import { useEffect, useState } from 'react';
import { space, useShopNavigation } from '@giftshop/shared';
import { landFromEmailChange } from '../api/emailChange';
import { FormAlert } from '../ui/FormAlert';

type Landing = Awaited<ReturnType<typeof landFromEmailChange>>;

/**
 * What opening the link that confirms a new address did, said at the top of
 * My Profile (which shows the address the account now has). The link's
 * spent one-time code is taken out of the address bar.
 */
export function EmailChangeLanding({ email }: { email: string }) {
  const { pathname, search, navigate } = useShopNavigation();
  const [landing, setLanding] = useState<Landing | null>(null);
  useEffect(() => {
    let current = true;
    landFromEmailChange().then(
      (outcome) => current && setLanding(outcome),
      (error: unknown) => {
        console.error('[account] could not read the link:', error);
        if (current) setLanding('expired');
      },
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (!landing) return;
    const params = new URLSearchParams(search);
    if (!params.has('code')) return;
    params.delete('code');
    navigate(`${pathname}?${params.toString()}`, { replace: true });
  }, [landing, pathname, search, navigate]);

  if (!landing) return null;
  return <div css={{ marginBottom: space.md }}>{landingMessage(landing, email)}</div>;
}

function landingMessage(landing: Landing, email: string) {
  if (landing === 'changed') return <FormAlert tone="success">Your e-mail address is now {email}.</FormAlert>;
  if (landing === 'busy')
    return <FormAlert>Too many attempts just now. Wait a minute, then open the link in your e-mail again.</FormAlert>;
  return (
    <FormAlert>
      This link has expired or was used already. Your e-mail address is {email}; to change it, ask for a new link below.
    </FormAlert>
  );
}
