import styled from '@emotion/styled';
import { useEffect } from 'react';
import { color, fontSize, getShopConfig, PageContainer, Skeleton, space, useShopNavigation } from '@giftshop/shared';
import { useSession } from '../session/useSession';
import { CardIntro, CardTitle, CenteredCard } from '../ui/CenteredCard';
import { AuthTabs } from './AuthTabs';
import { redirectTarget } from './redirectTarget';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type AuthTabId = 'signin' | 'signup';

const Reassurance = styled.ul({
  listStyle: 'none',
  margin: `${space.lg} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space.xs} ${space.md}`,
  color: color.inkMuted,
  fontSize: fontSize.sm,
  'li::before': { content: '"✓ "', color: color.success, fontWeight: 700 },
});

/**
 * /auth: Sign In and Sign Up tabs in a centred card. A signed-in shopper
 * (already, or just now) is sent (replace) to `?redirect=` when it is a path
 * on this site, else to `/`. `?tab=signup` opens the Sign Up tab.
 */
export function AuthPage() {
  const session = useSession();
  const { search, navigate, pathname } = useShopNavigation();
  const params = new URLSearchParams(search);
  const tab: AuthTabId = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const { brandName, returnsDays } = getShopConfig();

  useEffect(() => {
    if (session.status === 'signed-in') navigate(redirectTarget(search), { replace: true });
  }, [session.status, search, navigate]);

  const selectTab = (id: AuthTabId) => {
    const next = new URLSearchParams(search);
    if (id === 'signup') next.set('tab', 'signup');
    else next.delete('tab');
    const query = next.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <PageContainer>
      <CenteredCard aria-labelledby="auth-title">
        <CardTitle id="auth-title">{tab === 'signup' ? `Join ${brandName}` : 'Welcome back'}</CardTitle>
        <CardIntro>
          {tab === 'signup'
            ? 'Create an account to check out faster and follow your orders.'
            : 'Sign in to see your orders and check out faster.'}
        </CardIntro>
        {session.status === 'loading' ? (
          <div aria-busy="true" aria-label="Checking whether you are signed in">
            <Skeleton height={44} round />
            <div css={{ height: space.lg }} />
            <Skeleton height={46} />
            <div css={{ height: space.md }} />
            <Skeleton height={46} />
          </div>
        ) : session.status === 'signed-in' ? (
          <p role="status" css={{ textAlign: 'center', color: color.inkMuted }}>
            You are signed in. Taking you back…
          </p>
        ) : (
          <AuthTabs<AuthTabId>
            label="Sign in or create an account"
            selected={tab}
            onSelect={selectTab}
            tabs={[
              { id: 'signin', label: 'Sign In', panel: <SignInForm /> },
              { id: 'signup', label: 'Sign Up', panel: <SignUpForm /> },
            ]}
          />
        )}
        <Reassurance aria-label="Why shop with us">
          <li>Free personalization</li>
          <li>{returnsDays}-day returns</li>
        </Reassurance>
      </CenteredCard>
    </PageContainer>
  );
}
