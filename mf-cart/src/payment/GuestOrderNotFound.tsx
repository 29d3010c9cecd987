import { ButtonLink, ErrorState } from '@giftshop/shared';
import { Actions } from '../checkout/checkoutLayout';

/**
 * A guest's pay page whose private link finds no order (its token damaged, cut short or another's): a guest has
 * no account, so not "in your account" nor My Orders; what helps instead. The page names the order above it. The
 * shop has no order look-up page: Contact us finds the order by its number.
 */
export function GuestOrderNotFound() {
  return (
    <>
      <ErrorState
        title="We can't find this order"
        message="The link you followed is incomplete, or the order cannot be found with it. Open the link to your order again, or contact us with the order number above and we'll help."
      />
      <Actions css={{ justifyContent: 'center' }}>
        <ButtonLink to="/contact">Contact Us</ButtonLink>
        <ButtonLink to="/products" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </Actions>
    </>
  );
}
