import { useEffect, useRef, useState } from 'react';
import { PageContainer, useShopNavigation, type ShopBus } from '@giftshop/shared';
import { useSignInAgainWhenSessionEnds } from '@giftshop/shared/session';
import { useCartQuote } from '../cart/useCartQuote';
import { useShippingOptions } from '../cart/useShippingOptions';
import { useCartState } from '../state/useCartState';
import { useSessionState } from '../state/useSessionState';
import { loadDraft, loadShippingMethod, saveShippingMethod } from './checkoutDraft';
import { CheckoutGrid, PageTitle } from './checkoutLayout';
import { checkoutStepFrom, checkoutStepPath } from './checkoutSteps';
import { validateGuestEmail } from './giftOptions';
import { EmptyCheckout } from './EmptyCheckout';
import { OrderSummary } from './OrderSummary';
import { ReviewStep } from './ReviewStep';
import { ShippingStep, ShippingStepWaiting } from './ShippingStep';
import { useSavedAddresses } from './useSavedAddresses';

/**
 * /checkout and /checkout/shipping: review the cart and say who orders (signed
 * in, or a guest's e-mail address), then shipping, gift options, payment and
 * the proof. Each step has its own address, so Back goes to the step before;
 * what is typed is kept as the shopper's draft (checkoutDraft: in every tab of
 * theirs; a guest's in this tab).
 */
export function CheckoutPage({
  bus,
  step: stepParam,
  onOrderPlaced,
}: {
  bus: ShopBus;
  /** The route's `step` parameter (/checkout/:step). */
  step?: string;
  onOrderPlaced: () => void;
}) {
  const liveCart = useCartState(bus);
  const session = useSessionState(bus);
  const { navigate } = useShopNavigation();
  const signedIn = session?.status === 'signed-in';
  // whose draft the form is: the signed-in shopper's, or this tab's guest's (undefined while the session is checked)
  const draftOwner = signedIn && session.user ? session.user.id : session?.status === 'loading' ? undefined : null;
  const draftEmail = loadDraft(null).email;
  const liveGuestEmail = session?.status === 'signed-out' && !validateGuestEmail(draftEmail) ? draftEmail : undefined;
  // the shipping step is for a signed-in shopper or a guest with an e-mail address; anyone else reviews first
  const liveStep = checkoutStepFrom(stepParam) === 'shipping' && (signedIn || liveGuestEmail) ? 'shipping' : 'review';
  // a signed-in shopper whose session ends on the shipping step (it expired, or was signed out in another tab), or
  // ended before the page loaded (the session owner says so), signs in again and comes back to it, what they typed
  // kept in their draft (no card data: that is the pay page's)
  useSignInAgainWhenSessionEnds(checkoutStepFrom(stepParam) === 'shipping' ? session : undefined, useShopNavigation());
  // Once the order is placed the cart and the draft are cleared at once, and the confirmation page comes a moment
  // later (the navigation is a transition): until then the page stays as it was, the shipping step and the cart
  // ordered, and takes no tap (a second Place Order would be a second order). Not "Your cart is empty" or the
  // shorter review step, which, with the page scrolled down to Place Order, showed a screen of footer links under
  // the finger. A ref, not state: the cleared cart re-renders at once, and must already see it.
  const placed = useRef(false);
  const shown = useRef({ cart: liveCart, step: liveStep, guestEmail: liveGuestEmail });
  if (!placed.current) shown.current = { cart: liveCart, step: liveStep, guestEmail: liveGuestEmail };
  const { cart, step, guestEmail } = shown.current;
  // the shipping method (the server prices it): its own state here, as the summary's quote depends on it; the
  // one kept for whoever orders, once the session says who (the server's first until then)
  const [chosenMethod, setChosenMethod] = useState(() => ({
    owner: draftOwner,
    code: loadShippingMethod(draftOwner),
  }));
  if (chosenMethod.owner !== draftOwner) setChosenMethod({ owner: draftOwner, code: loadShippingMethod(draftOwner) });
  const shippingMethod = chosenMethod.owner === draftOwner ? chosenMethod.code : loadShippingMethod(draftOwner);
  const quoteDetails = shippingMethod ? { shipping_method: shippingMethod } : {};
  // every amount shown is the server's quote; Place Order asks for a fresh one first
  const quote = useCartQuote(cart.items, quoteDetails);
  // the shipping step's methods are asked for as checkout opens, so they are in when the shopper gets there
  useShippingOptions(cart.items);
  // the address book goes above the shipping form: the step waits for it, for 3 s at most (then the form shows,
  // and the book comes when it comes)
  const addressBook = useSavedAddresses(session?.user?.id);
  const [bookIsSlow, setBookIsSlow] = useState(false);
  useEffect(() => {
    if (!addressBook.isLoading) return;
    const timer = setTimeout(() => setBookIsSlow(true), 3000);
    return () => clearTimeout(timer);
  }, [addressBook.isLoading]);
  // the review step takes focus to its heading only when the shopper came back to it from another step
  const cameBack = useRef(false);
  if (step === 'shipping') cameBack.current = true;

  return (
    <PageContainer>
      <PageTitle>Checkout</PageTitle>
      {cart.items.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <CheckoutGrid>
          <div inert={placed.current}>
            {step === 'shipping' && addressBook.isLoading && !bookIsSlow ? (
              <ShippingStepWaiting />
            ) : step === 'shipping' ? (
              <ShippingStep
                key={draftOwner ?? 'guest'}
                bus={bus}
                draftOwner={draftOwner ?? null}
                cart={cart}
                quote={quote.data}
                guestEmail={signedIn ? undefined : guestEmail}
                shippingMethod={shippingMethod}
                onShippingMethod={(code) => {
                  setChosenMethod({ owner: draftOwner, code });
                  saveShippingMethod(draftOwner ?? null, code);
                }}
                onBack={() => navigate(checkoutStepPath.review)}
                onPlaced={() => {
                  placed.current = true;
                  onOrderPlaced();
                }}
              />
            ) : (
              <ReviewStep
                bus={bus}
                session={session}
                focusHeading={cameBack.current}
                onContinue={() => navigate(checkoutStepPath.shipping)}
              />
            )}
          </div>
          <aside>
            <OrderSummary
              items={cart.items}
              quote={quote.data}
              failed={quote.isError}
              onRetry={() => void quote.refetch()}
            />
          </aside>
        </CheckoutGrid>
      )}
    </PageContainer>
  );
}
