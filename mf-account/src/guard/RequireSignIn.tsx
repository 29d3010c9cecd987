import { useEffect, type ReactNode } from 'react';
import { PageContainer, Skeleton, space, useShopNavigation, type ShopUser } from '@giftshop/shared';
import { signInHref } from '../auth/redirectTarget';
import { useSession } from '../session/useSession';

/** Pages that need sign-in: a signed-out visitor goes (replace) to /auth and comes back here afterwards. */
export function RequireSignIn({ children }: { children: (user: ShopUser) => ReactNode }) {
  const session = useSession();
  const { pathname, search, navigate } = useShopNavigation();
  useEffect(() => {
    if (session.status === 'signed-out') navigate(signInHref(pathname, search), { replace: true });
  }, [session.status, pathname, search, navigate]);

  if (session.status === 'signed-in' && session.user) return <>{children(session.user)}</>;
  return (
    <PageContainer aria-busy="true" aria-label="Checking your sign-in">
      <Skeleton width="40%" height={36} />
      <div css={{ height: space.lg }} />
      <Skeleton height={160} />
    </PageContainer>
  );
}
