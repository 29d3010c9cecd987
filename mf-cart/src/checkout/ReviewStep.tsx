import { Button, useShopNavigation, type SessionState, type ShopBus } from '@giftshop/shared';
import { Actions, StepCard } from './checkoutLayout';

/** Where a signed-out shopper goes to sign in, and comes back from. */
export const SIGN_IN_FOR_CHECKOUT = '/auth?redirect=/checkout';

/**
 * The checkout's first step: look the order over, change it in the cart, and
 * continue — which needs the shopper to be signed in.
 */
export function ReviewStep({
  bus,
  session,
  onContinue,
}: {
  bus: ShopBus;
  session: SessionState | undefined;
  onContinue: () => void;
}) {
  const { navigate } = useShopNavigation();
  const checking = session?.status === 'loading';
  const signedIn = session?.status === 'signed-in';
  return (
    <StepCard aria-labelledby="review-step-title">
      <h2 id="review-step-title">Review your order</h2>
      <p>
        Check your gifts, their personalization and quantities. Everything can still be changed in your cart.
        {signedIn
          ? ` You're signed in as ${session.user?.email ?? 'your account'}.`
          : ' You sign in or create an account next, so we can send you updates about your order.'}
      </p>
      <Actions>
        <Button
          size="lg"
          disabled={checking}
          aria-busy={checking}
          onClick={() => (signedIn ? onContinue() : navigate(SIGN_IN_FOR_CHECKOUT))}
        >
          {checking ? 'Checking your sign-in…' : signedIn ? 'Continue' : 'Sign in to continue'}
        </Button>
        <Button variant="ghost" onClick={() => bus.send('cart:open', {})}>
          Edit cart
        </Button>
      </Actions>
    </StepCard>
  );
}
