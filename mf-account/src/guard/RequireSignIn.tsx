import { useEffect, type ReactNode } from 'react';
import { PageContainer, Skeleton, space, useShopNavigation } from '@giftshop/shared';
import { useSignInAgainWhenSessionEnds } from '@giftshop/shared/session';
import { type ShopUser } from '@giftshop/shared/domain';
import { signInHref } from '../auth/redirectTarget';
import { useSession } from '../session/useSession';

/** Whether the browser is still at this guarded page (the router may not have rendered a newer navigation yet). */
const stillHere = (pathname: string, search: string) =>
  typeof location === 'undefined' || (location.pathname === pathname && location.search === search);

/**
 * Pages that need sign-in: a signed-out visitor goes (replace) to /auth and
 * comes back here afterwards. Only while the browser is still here: Sign Out
 * navigates to `/` first, and the signed-out state can arrive while the old
 * page is still on screen (the next page's remote loading); the guard must
 * not turn that navigation into `/auth?redirect=…` (issue 15, item 16). A session that ends on the page (it
 * expired, or was signed out in another tab), or that the session owner says ended before the page loaded (its
 * refresh refused), sends the shopper to sign in again, the sign-in page saying why
 * (`useSignInAgainWhenSessionEnds`); its forms keep what was typed (`useKeepTypingWhenSessionEnds`).
 */
export function RequireSignIn({ children }: { children: (user: ShopUser) => ReactNode }) {
  const session = useSession();
  const { pathname, search, navigate } = useShopNavigation();
  const ended = useSignInAgainWhenSessionEnds(session, useShopNavigation());
  useEffect(() => {
    if (session.status === 'signed-out' && !ended && stillHere(pathname, search))
      navigate(signInHref(pathname, search), { replace: true });
  }, [session.status, ended, pathname, search, navigate]);

  if (session.status === 'signed-in' && session.user) return <>{children(session.user)}</>;
  return (
    <PageContainer aria-busy="true" aria-label="Checking your sign-in">
      <Skeleton width="40%" height={36} />
      <div css={{ height: space.lg }} />
      <Skeleton height={160} />
    </PageContainer>
  );
}
