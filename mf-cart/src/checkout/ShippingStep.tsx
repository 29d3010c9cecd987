import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  color,
  formatPrice,
  getShopConfig,
  useShopNavigation,
  type CartState,
  type ShopBus,
} from '@giftshop/shared';
import { checkCartPrices, placeOrder, type PlacedOrder, type PriceCheck } from '../api/orders';
import { quoteOrder, type OrderQuote } from '../cart/shipping';
import { AddressForm } from './AddressForm';
import { Actions, StepCard } from './checkoutLayout';
import { PaymentChoice } from './PaymentChoice';
import { PriceChangeNotice } from './PriceChangeNotice';
import { finishOrderAttempt, orderAttemptKey } from './orderAttempt';
import { rememberPlacedOrder } from './placedOrders';
import { useCheckoutForm } from './useCheckoutForm';

const StepForm = StepCard.withComponent('form');

/** Today's total when prices have changed since the lines were added. */
function repricedQuote(cart: CartState, check: PriceCheck): OrderQuote {
  const subtotal = cart.items.reduce((sum, l) => sum + (check.changed.get(l.id) ?? l.price) * l.quantity, 0);
  return quoteOrder(subtotal, getShopConfig());
}

/**
 * The checkout's second step: where the gifts go and how they are paid for,
 * then Place Order. Prices are checked against today's catalogue first, and
 * any change is shown before the order is placed.
 */
export function ShippingStep({
  bus,
  cart,
  quote,
  onBack,
  onPlaced,
}: {
  bus: ShopBus;
  cart: CartState;
  quote: OrderQuote;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const form = useCheckoutForm();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaced the one the shopper was on: take them (and their screen reader) to its start.
  useEffect(() => heading.current?.focus(), []);
  const { navigate } = useShopNavigation();
  const [check, setCheck] = useState<PriceCheck | null>(null);
  const order = useMutation({
    retry: 0,
    mutationFn: async (values: Exclude<ReturnType<typeof form.submit>, { invalid: string }>) => {
      const today = await checkCartPrices(cart.items).catch(() => null);
      const news =
        today && (today.unavailable.size > 0 || [...today.changed].some(([id, p]) => check?.changed.get(id) !== p));
      if (today && news) {
        setCheck(today);
        return null; // shown to the shopper; they place the order again to accept it
      }
      return placeOrder({
        items: cart.items,
        shipping: values.address,
        payment: values.payment,
        idempotencyKey: orderAttemptKey(),
      });
    },
    onSuccess: (placed) => {
      if (!placed) return;
      finishOrderAttempt();
      rememberPlacedOrder(placed);
      onPlaced(placed);
      navigate(`/checkout/confirmation/${encodeURIComponent(placed.orderNumber)}`);
    },
  });
  const blocked = cart.items.some((line) => check?.unavailable.has(line.id));
  const total = check && check.changed.size > 0 ? repricedQuote(cart, check).total : quote.total;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = form.submit();
    if ('invalid' in result) document.getElementById(result.invalid)?.focus();
    else order.mutate(result);
  };

  return (
    <StepForm aria-labelledby="shipping-step-title" noValidate onSubmit={submit}>
      <h2 id="shipping-step-title" ref={heading} tabIndex={-1} css={{ outline: 'none' }}>
        Shipping address
      </h2>
      <AddressForm address={form.address} errors={form.errors} onChange={form.setField} onLeave={form.leave} />
      <PaymentChoice
        method={form.method}
        organisation={form.organisation}
        organisationError={form.organisationError}
        onMethod={form.setMethod}
        onOrganisation={form.setOrganisation}
        onOrganisationLeave={() => form.leave('organisation')}
      />
      {check && <PriceChangeNotice items={cart.items} check={check} />}
      {order.error && (
        <p role="alert" css={{ color: color.danger, fontWeight: 600 }}>
          {order.error.message}
        </p>
      )}
      <Actions>
        <Button type="submit" size="lg" disabled={order.isPending || blocked} aria-busy={order.isPending}>
          {order.isPending ? 'Placing your order…' : `Place Order · ${formatPrice(total)}`}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
        {blocked && (
          <Button type="button" variant="secondary" onClick={() => bus.send('cart:open', {})}>
            Edit cart
          </Button>
        )}
      </Actions>
    </StepForm>
  );
}
