import { useState } from 'react';
import { getShopConfig, PageContainer, type ShopBus } from '@giftshop/shared';
import { quoteOrder } from '../cart/shipping';
import { useCartState } from '../state/useCartState';
import { useSessionState } from '../state/useSessionState';
import { CheckoutGrid, PageTitle } from './checkoutLayout';
import { EmptyCheckout } from './EmptyCheckout';
import { OrderSummary } from './OrderSummary';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';

/** /checkout: review the cart, sign in, then shipping and payment. */
export function CheckoutPage({ bus, onOrderPlaced }: { bus: ShopBus; onOrderPlaced: () => void }) {
  const cart = useCartState(bus);
  const session = useSessionState(bus);
  const [step, setStep] = useState<'review' | 'details'>('review');
  const quote = quoteOrder(cart.total, getShopConfig());
  const signedIn = session?.status === 'signed-in';

  return (
    <PageContainer>
      <PageTitle>Checkout</PageTitle>
      {cart.items.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <CheckoutGrid>
          <div>
            {step === 'details' && signedIn ? (
              <ShippingStep
                bus={bus}
                cart={cart}
                quote={quote}
                onBack={() => setStep('review')}
                onPlaced={onOrderPlaced}
              />
            ) : (
              <ReviewStep bus={bus} session={session} onContinue={() => setStep('details')} />
            )}
          </div>
          <aside>
            <OrderSummary items={cart.items} quote={quote} />
          </aside>
        </CheckoutGrid>
      )}
    </PageContainer>
  );
}
