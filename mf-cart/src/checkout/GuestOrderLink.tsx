import { ButtonLink, color, fontSize, space } from '@giftshop/shared';
import { Actions } from './checkoutLayout';
import { guestOrderPath } from './placedOrders';

/**
 * A guest's order, after placing it: the private link to it (also in the
 * confirmation e-mail, once that is sent: a card order's waits for its payment), and the offer of an account,
 * which claims the order once the e-mail address is confirmed.
 */
export function GuestOrderLink({ token, emailed = true }: { token: string; emailed?: boolean }) {
  const path = guestOrderPath(token);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm, alignItems: 'stretch', width: '100%' }}>
      <p>
        {emailed
          ? 'Keep this private link to your order. It is also in your confirmation e-mail; anyone with it can see the order.'
          : 'Keep this private link to your order: anyone with it can see the order.'}
      </p>
      <label htmlFor="guest-order-link" css={{ fontWeight: 600, fontSize: fontSize.sm, color: color.ink }}>
        Your order’s private link
      </label>
      <input
        id="guest-order-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        css={{ font: 'inherit', fontSize: fontSize.sm, padding: space.sm, width: '100%', minWidth: 0 }}
      />
      <Actions css={{ justifyContent: 'center' }}>
        <ButtonLink to={path}>View Order</ButtonLink>
        <ButtonLink to="/auth?redirect=/orders&tab=signup" variant="secondary">
          Create an Account
        </ButtonLink>
      </Actions>
      <p>Create an account (or sign in) with the same e-mail address, and the order appears in My Orders.</p>
    </div>
  );
}
