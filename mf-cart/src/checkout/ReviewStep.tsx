import { useEffect, useRef, useState } from 'react';
import { Button, color, fontSize, space, useShopNavigation, type ShopBus } from '@giftshop/shared';
import { type SessionState } from '@giftshop/shared/domain';
import { SESSION_ENDED_WORDS, sessionEnded, signInAgainHref } from '@giftshop/shared/session';
import { loadDraft, saveDraft } from './checkoutDraft';
import { Actions, StepCard } from './checkoutLayout';
import { checkoutStepPath } from './checkoutSteps';
import { FormField } from './FormField';
import { KeepsPlace } from '../ui/KeepsPlace';
import { validateGuestEmail } from './giftOptions';

/** Where a signed-out shopper goes to sign in, and comes back from (saying why, when their session ended). */
export const SIGN_IN_FOR_CHECKOUT = '/auth?redirect=/checkout';

/** The primary button's labels: while the session is checked, then signed in, then signed out. */
const CONTINUE_LABELS = ['Checking your sign-in…', 'Continue', 'Sign In to Continue'] as const;

/**
 * The checkout's first step (/checkout): look the order over, change it in
 * the cart, and continue — signed in, or as a guest with an e-mail address.
 */
export function ReviewStep({
  bus,
  session,
  focusHeading,
  onContinue,
}: {
  bus: ShopBus;
  session: SessionState | undefined;
  /** The shopper came here from another step: take them (and their screen reader) to its heading. */
  focusHeading?: boolean;
  onContinue: () => void;
}) {
  const { navigate } = useShopNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    // a frame later: the shell focuses the page's h1 on every change of address
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusHeading]);
  const [email, setEmail] = useState(() => loadDraft(null).email);
  const [emailError, setEmailError] = useState<string>();
  const checking = session?.status === 'loading';
  const signedIn = session?.status === 'signed-in';
  const ended = sessionEnded(session);
  const continueLabel = CONTINUE_LABELS[checking ? 0 : signedIn ? 1 : 2];
  const continueAsGuest = () => {
    const error = validateGuestEmail(email);
    setEmailError(error);
    if (error) {
      document.getElementById('guest-email')?.focus();
      return;
    }
    saveDraft(null, { ...loadDraft(null), email: email.trim() });
    onContinue();
  };
  return (
    <StepCard aria-labelledby="review-step-title">
      <h2 id="review-step-title" ref={heading} tabIndex={-1} css={{ outline: 'none' }}>
        Review your order
      </h2>
      <p>
        Check your gifts, their personalization and quantities. Everything can still be changed in your cart.
        {signedIn
          ? ` You're signed in as ${session.user?.email ?? 'your account'}.`
          : ended
            ? ` ${SESSION_ENDED_WORDS}`
            : ' Sign in, or check out as a guest with your e-mail address.'}
      </p>
      <Actions>
        <Button
          size="lg"
          disabled={checking}
          aria-busy={checking}
          onClick={() =>
            signedIn ? onContinue() : navigate(ended ? signInAgainHref(checkoutStepPath.review) : SIGN_IN_FOR_CHECKOUT)
          }
        >
          {/* as wide as its longest label: Edit Cart beside it stays where it is as the session is checked (it moved
              under a tap on its way there) */}
          <KeepsPlace like={CONTINUE_LABELS.filter((label) => label !== continueLabel)}>{continueLabel}</KeepsPlace>
        </Button>
        <Button variant="ghost" onClick={() => bus.send('cart:open', {})}>
          Edit Cart
        </Button>
      </Actions>
      {session?.status === 'signed-out' && (
        <form
          aria-labelledby="guest-title"
          noValidate
          css={{ display: 'flex', flexDirection: 'column', gap: space.sm, borderTop: `1px solid ${color.line}` }}
          onSubmit={(event) => {
            event.preventDefault();
            continueAsGuest();
          }}
        >
          <h3 id="guest-title" css={{ margin: `${space.md} 0 0`, fontSize: fontSize.lg }}>
            Or check out as a guest
          </h3>
          <p css={{ margin: 0, color: color.inkMuted }}>
            We send your order and a private link to it to this address. You can create an account afterwards.
          </p>
          <FormField
            id="guest-email"
            type="email"
            label="E-mail address"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              // a shown message goes as soon as the address is right (not on leaving: the layout must not
              // move under the pointer on its way to Continue as Guest)
              if (emailError) setEmailError(validateGuestEmail(event.target.value));
            }}
            onBlur={() => email && setEmailError(validateGuestEmail(email))}
          />
          <Actions>
            <Button type="submit" variant="secondary">
              Continue as Guest
            </Button>
          </Actions>
        </form>
      )}
    </StepCard>
  );
}
