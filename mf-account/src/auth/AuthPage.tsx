import styled from '@emotion/styled';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  color,
  fontSize,
  getShopConfig,
  PageContainer,
  showToast,
  Skeleton,
  space,
  usePageTitle,
  useShopNavigation,
} from '@giftshop/shared';
import { SESSION_ENDED_WORDS, sessionEndedIn } from '@giftshop/shared/session';
import type { LinkKind } from '../api/auth';
import { bus } from '../bus';
import { useSession } from '../session/useSession';
import { CardIntro, CardTitle, CenteredCard } from '../ui/CenteredCard';
import { authViewHref, QuietLink } from './authLinks';
import { FormGhost } from '../ui/FormGhost';
import { SignInGhost, SignUpGhost } from './AuthFormGhosts';
import { AuthTabs } from './AuthTabs';
import { authViewTitle, readAuthView } from './authView';
import { ForgotPasswordForm, LinkProblem, NewPasswordForm, SignInForm, SignUpForm } from './authFormsLater';
import { redirectTarget } from './redirectTarget';
import { useLinkLanding } from './useLinkLanding';

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

const Footnote = styled.p({ margin: `${space.lg} 0 0`, textAlign: 'center' });

const Waiting = ({ label }: { label: string }) => (
  <div aria-busy="true" aria-label={label}>
    <Skeleton height={44} round />
    <div css={{ height: space.lg }} />
    <Skeleton height={46} />
    <div css={{ height: space.md }} />
    <Skeleton height={46} />
  </div>
);

/** A form whose code is still on its way (it loads once the page responds): its stand-in meanwhile. */
const Later = ({ children, standIn }: { children: ReactNode; standIn: ReactNode }) => (
  <Suspense fallback={standIn}>{children}</Suspense>
);
const formComing = <Waiting label="Loading the form" />;
/** A tab's form: its stand-in while the session check runs and while its code comes (the same rows), then the form. */
const tabForm = (checking: boolean, standIn: ReactNode, form: ReactNode) =>
  checking ? (
    <FormGhost label="Checking whether you are signed in">{standIn}</FormGhost>
  ) : (
    <Later standIn={<FormGhost label="Loading the form">{standIn}</FormGhost>}>{form}</Later>
  );
/** A link's page while the code that says what became of it is on its way: as while the link was opened. */
const linkComing = (
  <>
    <CardTitle id="auth-title">Opening your link…</CardTitle>
    <Waiting label="Opening your link" />
  </>
);

/**
 * /auth: Sign In and Sign Up tabs in a centred card. A signed-in shopper
 * (already, or just now) is sent (replace) to `?redirect=` when it is a path
 * on this site, else to `/`. `?tab=signup` opens the Sign Up tab,
 * `?view=forgot` the "Forgot password?" form. E-mail links lead back here
 * with `?link=signup|recovery`: a recovery link asks for the new password, and
 * a link that cannot be used says why and offers a new one.
 */
export function AuthPage() {
  const session = useSession();
  const { search, navigate, pathname } = useShopNavigation();
  const view = readAuthView(search);
  const tab: AuthTabId = view === 'signup' ? 'signup' : 'signin';
  const link: LinkKind | null = typeof view === 'object' ? view.link : null;
  const forgot = view === 'forgot';
  // 'Forgot password?' and 'Back to sign in' replace the card's content, the link pressed with it (the address
  // keeps its path, so the shell's focus on navigation does not move): focus goes to the new title.
  const shownForgot = useRef(forgot);
  useEffect(() => {
    if (shownForgot.current === forgot) return;
    shownForgot.current = forgot;
    const title = document.getElementById('auth-title');
    title?.setAttribute('tabindex', '-1');
    title?.focus();
  }, [forgot]);
  // the e-mail typed in Sign In or "Forgot password?", carried from one view to the other (never the password)
  const [typedEmail, setTypedEmail] = useState('');
  const landing = useLinkLanding(link !== null);
  const returnPath = redirectTarget(search);
  // sent here by a page whose session ended (`signInAgainHref`): the card says why, and where it takes them back
  const sessionEnded = sessionEndedIn(search);
  const { brandName, returnsDays } = getShopConfig();
  // after a recovery link the shopper is signed in, and stays here to choose the new password
  const choosingPassword = link === 'recovery' && landing?.ok === true && session.status === 'signed-in';
  // a link that could not be used: the page says why (`LinkProblem`, which titles the tab with it)
  const linkProblem =
    session.status !== 'loading' &&
    landing !== null &&
    ((link === 'recovery' && !choosingPassword) ||
      (link === 'signup' && !landing.ok && session.status !== 'signed-in'));
  // the tab reads as the view's heading, as the server's <title> does (the same rule, read from the address)
  usePageTitle(linkProblem ? null : authViewTitle(view));

  useEffect(() => {
    if (session.status === 'signed-in' && link !== 'recovery') navigate(returnPath, { replace: true });
  }, [session.status, link, returnPath, navigate]);

  const selectTab = (id: AuthTabId) => {
    const next = new URLSearchParams(search);
    if (id === 'signup') next.set('tab', 'signup');
    else next.delete('tab');
    const query = next.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
  };

  const passwordSaved = () => {
    showToast(bus, {
      title: 'Password changed',
      description: 'You are signed in with your new password.',
      variant: 'success',
    });
    navigate(returnPath, { replace: true });
  };

  const backToSignIn = (
    <Footnote>
      <QuietLink to={authViewHref(search, null)}>Back to sign in</QuietLink>
    </Footnote>
  );

  const heading = tab === 'signup' ? `Join ${brandName}` : 'Welcome back';
  // also while the session check runs (the server's page): the view the address names, as the tab's title
  const forgotHeading = authViewTitle('forgot');
  const signInOrUp = (checking: boolean) => (
    <>
      <CardTitle id="auth-title">{heading}</CardTitle>
      {/* a session that ended on a page says so, in the intro's place (from the first paint: it is the address's) */}
      {sessionEnded && tab === 'signin' ? (
        <CardIntro role="status" css={{ color: color.ink, fontWeight: 600 }}>
          {SESSION_ENDED_WORDS}
        </CardIntro>
      ) : (
        <CardIntro>
          {tab === 'signup'
            ? 'Create an account to check out faster and follow your orders.'
            : 'Sign in to see your orders and check out faster.'}
        </CardIntro>
      )}
      {/* The header's account control leads here without JavaScript too: the forms' stand-ins would wait on a */}
      {/* session check that never runs, so the page says why (scripts on, a <noscript> is never shown). */}
      <noscript>
        <CardIntro role="note" css={{ color: color.ink, fontWeight: 600 }}>
          Signing in and creating an account need JavaScript, which is off in this browser. You can still browse, search
          and read every product.
        </CardIntro>
      </noscript>
      <AuthTabs<AuthTabId>
        label="Sign in or create an account"
        selected={tab}
        onSelect={selectTab}
        tabs={[
          {
            id: 'signin',
            label: 'Sign In',
            panel: tabForm(checking, <SignInGhost />, <SignInForm email={typedEmail} onEmail={setTypedEmail} />),
          },
          {
            id: 'signup',
            label: 'Sign Up',
            panel: tabForm(checking, <SignUpGhost />, <SignUpForm />),
          },
        ]}
      />
    </>
  );

  const content = () => {
    // while the session check runs on a plain visit, the tabs are there and usable and the forms' stand-ins
    // have their rows: nothing below moves when the forms come (the same tree as the signed-out view, so the
    // tabs stay mounted)
    if (session.status === 'loading' && !link && !forgot) return signInOrUp(true);
    if (session.status === 'loading' || (link && !landing)) {
      return (
        <>
          <CardTitle id="auth-title">{link ? 'Opening your link…' : forgot ? forgotHeading : heading}</CardTitle>
          <Waiting label={link ? 'Opening your link' : 'Checking whether you are signed in'} />
        </>
      );
    }
    if (choosingPassword) {
      return (
        <>
          <CardTitle id="auth-title">Choose a new password</CardTitle>
          <CardIntro>You are signed in. Choose the password you will use from now on.</CardIntro>
          <Later standIn={formComing}>
            <NewPasswordForm onSaved={passwordSaved} />
          </Later>
        </>
      );
    }
    if (link === 'recovery' && landing) {
      // the link could not be used (whether or not someone is signed in here): say why, offer a new one
      return (
        <>
          <Later standIn={linkComing}>
            <LinkProblem kind="recovery" reason={landing.ok ? 'expired' : landing.reason} returnPath={returnPath} />
          </Later>
          {backToSignIn}
        </>
      );
    }
    if (session.status === 'signed-in') {
      return (
        <>
          <CardTitle id="auth-title">{heading}</CardTitle>
          <p role="status" css={{ textAlign: 'center', color: color.inkMuted }}>
            You are signed in. Taking you back…
          </p>
        </>
      );
    }
    if (link === 'signup' && landing && !landing.ok) {
      return (
        <>
          <Later standIn={linkComing}>
            <LinkProblem kind="signup" reason={landing.reason} returnPath={returnPath} />
          </Later>
          {backToSignIn}
        </>
      );
    }
    if (forgot) {
      return (
        <>
          <CardTitle id="auth-title">{forgotHeading}</CardTitle>
          <CardIntro>
            Enter the e-mail address of your account and we will send you a link to choose a new one.
          </CardIntro>
          <Later standIn={formComing}>
            <ForgotPasswordForm returnPath={returnPath} initialEmail={typedEmail} onEmail={setTypedEmail} />
          </Later>
          {backToSignIn}
        </>
      );
    }
    return signInOrUp(false);
  };

  return (
    <PageContainer>
      <CenteredCard aria-labelledby="auth-title">
        {content()}
        <Reassurance aria-label="Why shop with us">
          <li>Free personalization</li>
          <li>{returnsDays}-day returns</li>
        </Reassurance>
      </CenteredCard>
    </PageContainer>
  );
}
