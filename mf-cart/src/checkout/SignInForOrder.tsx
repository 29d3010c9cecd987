import { ButtonLink, ErrorState } from '@giftshop/shared';
import { Actions } from './checkoutLayout';

/** An order's page opened signed out: orders are kept in the shopper's account, so sign in and come back here. */
export function SignInForOrder({ title, message, returnTo }: { title: string; message: string; returnTo: string }) {
  return (
    <>
      <ErrorState title={title} message={message} />
      <Actions css={{ justifyContent: 'center' }}>
        <ButtonLink to={`/auth?redirect=${encodeURIComponent(returnTo)}`}>Sign In</ButtonLink>
      </Actions>
    </>
  );
}
