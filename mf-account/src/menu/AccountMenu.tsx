import { useEffect } from 'react';
import { type RemoteModules, useShopNavigation } from '@giftshop/shared';
import { ensureSessionOwner } from '../session/startSession';
import { useSession } from '../session/useSession';
import { signInHref } from '../auth/redirectTarget';
import { AccountMenuButton, RoundLink } from './AccountMenuButton';
import { PersonIcon } from './icons';

/**
 * The header's account fragment: the icon the shell sketched while the session loads, the account menu when
 * signed in, and a sign-in icon (carrying the way back) when not. A tap on the sketch (the shell's, before this
 * code came, or this one) is kept and done on the control the session brings (`data-keep-tap`,
 * shell/public/page-start.js): the menu opens, or the sign-in page.
 */
export const AccountMenu: RemoteModules['account/AccountMenu'] = () => {
  useEffect(() => ensureSessionOwner(), []);
  const session = useSession();
  const { pathname, search } = useShopNavigation();

  if (session.status === 'loading') {
    return (
      <div data-remote="account">
        <RoundLink to="/auth" aria-label="Account" data-keep-tap="account" data-keep-tap-placeholder="">
          <PersonIcon />
        </RoundLink>
      </div>
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
      <RoundLink to={signInHref(pathname, search)} aria-label="Sign In or Create an Account" data-keep-tap="account">
        <PersonIcon />
      </RoundLink>
    </div>
  );
};
