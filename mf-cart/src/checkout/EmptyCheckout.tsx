import { ButtonLink } from '@giftshop/shared';
import { StepCard } from './checkoutLayout';

/** Checkout with nothing in the cart. */
export function EmptyCheckout() {
  return (
    <StepCard aria-labelledby="empty-checkout-title" css={{ alignItems: 'center', textAlign: 'center' }}>
      <h2 id="empty-checkout-title">Your cart is empty</h2>
      <p>Add some personalized gifts to get started!</p>
      <ButtonLink to="/products">Start Shopping</ButtonLink>
    </StepCard>
  );
}
