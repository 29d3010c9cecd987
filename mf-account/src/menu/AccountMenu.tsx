import { useEffect } from 'react';
import { Skeleton, type RemoteModules, useShopNavigation } from '@giftshop/shared';
import { ensureSessionOwner } from '../session/startSession';
import { useSession } from '../session/useSession';
import { signInHref } from '../auth/redirectTarget';
import { AccountMenuButton, RoundLink } from './AccountMenuButton';
import { PersonIcon } from './icons';

/**
 * The header's account fragment: a placeholder while the session loads, the
 * account menu when signed in, and a sign-in icon (carrying the way back) when not.
 */
export const AccountMenu: RemoteModules['account/AccountMenu'] = () => {
  useEffect(() => ensureSessionOwner(), []);
  const session = useSession();
  const { pathname, search } = useShopNavigation();

  if (session.status === 'loading') {
    return (
      <span data-remote="account" css={{ display: 'grid', placeItems: 'center', width: 44, height: 44 }}>
        <Skeleton width={32} height={32} round />
      </span>
    );
  }
  if (session.status === 'signed-in' && session.user) {
    return (
      <div data-remote="account">
        <AccountMenuButton user={session.user} />
      </div>
    );
  }
  return (
    <div data-remote="account">
      <RoundLink to={signInHref(pathname, search)} aria-label="Sign In or Create an Account">
        <PersonIcon />
      </RoundLink>
    </div>
  );
};
