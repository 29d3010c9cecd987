import { useState } from 'react';
import { PageContainer, type ShopBus } from '@giftshop/shared';
import { useCartQuote } from '../cart/useCartQuote';
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
  // every amount shown is the server's quote; Place Order asks for a fresh one first
  const quote = useCartQuote(cart.items);
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
                quote={quote.data}
                onBack={() => setStep('review')}
                onPlaced={onOrderPlaced}
              />
            ) : (
              <ReviewStep bus={bus} session={session} onContinue={() => setStep('details')} />
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
