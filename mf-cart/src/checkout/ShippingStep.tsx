import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from '@emotion/styled';
import { Button, color, media, showToast, useShopNavigation, type ShopBus } from '@giftshop/shared';
import { formatPrice, type CartState } from '@giftshop/shared/domain';
import { OrderError } from '../api/orderError';
import { fetchOrderProof } from '../api/orderProof';
import type { PlacedOrder } from '../api/orders';
import { saveAddress } from '../api/savedAddresses';
import type { CartQuote } from '../api/quote';
import { cartQueryClient, fetchFreshQuote } from '../cart/useCartQuote';
import { AddressForm } from './AddressForm';
import { clearDraft, type DraftOwner } from './checkoutDraft';
import { Actions, StepCard } from './checkoutLayout';
import { GiftOptions } from './GiftOptions';
import { PaymentChoice } from './PaymentChoice';
import { ShippingMethodChoice } from './ShippingMethodChoice';
import { PriceChangeNotice } from './PriceChangeNotice';
import { finishOrderAttempt, keepOrderAttempt } from './orderAttempt';
import { placeOrderAttempt } from './placeOrderAttempt';
import { rememberPlacedOrder } from './placedOrders';
import { ProofReview } from './ProofReview';
import { SavedAddressPicker } from './SavedAddressPicker';
import { addressNotSavedToast, saveAddressAfterOrder } from './saveAddressAfterOrder';
import type { ShippingAddress } from './shippingAddress';
import { useCheckoutForm } from './useCheckoutForm';
import { useSecondsLeft } from './useSecondsLeft';
import { useAskAgainWhenBack } from '../state/useAskAgainWhenBack';

const StepForm = StepCard.withComponent('form');

/**
 * Place Order and Back. On a phone they stack, each the row's width, so Back sits squarely under Place Order
 * (wrapped beside it, the ghost button's padding set its word in from the edge above it).
 */
const OrderActions = styled(Actions)({ [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } });

/**
 * The step replaced the one the shopper was on: take them (and their screen reader) to its start, a frame
 * later (the shell focuses the page's h1 on every change of address, this step's own included). Unless they
 * went elsewhere meanwhile (the header's search, the cart), as they may while the address book is read.
 */
function useFocusOnArrival(heading: RefObject<HTMLHeadingElement | null>) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('main')) heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [heading]);
}

/**
 * The shipping step while a signed-in shopper's address book is read: its heading and a status line, nothing
 * to tap (the saved addresses would come above the form and push it down under a tap).
 */
export function ShippingStepWaiting() {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <StepCard aria-busy="true" aria-labelledby="shipping-step-title">
      <h2 id="shipping-step-title" ref={heading} tabIndex={-1} css={{ outline: 'none' }}>
        Shipping address
      </h2>
      <p role="status">Looking up your saved addresses…</p>
    </StepCard>
  );
}

/**
 * The checkout's second step: where the gifts go and how they are paid for,
 * then Place Order. The total shown is the server's quote; Place Order asks
 * for a fresh one first, and places the order only when it is still the
 * total shown (the server checks it again): a change is shown instead.
 */
export function ShippingStep({
  bus,
  cart,
  quote,
  guestEmail,
  draftOwner,
  shippingMethod = null,
  onShippingMethod = () => undefined,
  onBack,
  onPlaced,
  save = saveAddress,
}: {
  bus: ShopBus;
  cart: CartState;
  /** A guest's e-mail address (from the review step); undefined when signed in. */
  guestEmail?: string;
  /** Whose draft the form is (the signed-in shopper's id, null for a guest): its key, so another's is a new form. */
  draftOwner: DraftOwner;
  /** The chosen shipping method's code (null: the server's first), sent with the quote and the order. */
  shippingMethod?: string | null;
  onShippingMethod?: (code: string) => void;
  /** The server's quote of the cart (undefined while asked for or when it failed: no order then). */
  quote: CartQuote | undefined;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
  /** Saves an address to the shopper's book ("Save this address"; the data module's, a test may pass its own). */
  save?: (address: ShippingAddress) => Promise<unknown>;
}) {
  const form = useCheckoutForm({ guest: guestEmail !== undefined, owner: draftOwner });
  const methodDetails = shippingMethod ? { shipping_method: shippingMethod } : {};
  // the proof: every text as the server will print it, checked by the shopper before Place Order
  const proof = useQuery({
    queryKey: ['checkout', 'proof', cart.items],
    queryFn: () => fetchOrderProof(cart.items),
  });
  // a read: asked again by itself once the backend can answer (Place Order, a write, never is)
  useAskAgainWhenBack(proof);
  const [proofChecked, setProofChecked] = useState(false);
  const [proofError, setProofError] = useState<string>();
  const needsProof = (proof.data?.lines.length ?? 0) > 0;
  // a changed proof (a text edited in the cart meanwhile) is checked again
  const fingerprint = proof.data?.fingerprint;
  useEffect(() => setProofChecked(false), [fingerprint]);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const { navigate } = useShopNavigation();
  const [totalChanged, setTotalChanged] = useState<string | null>(null);
  // "Save this address" (the picker says whether it was asked for): saved once the order is placed, never before
  const saveWanted = useRef(false);
  const onSaveWanted = useCallback((wanted: boolean) => void (saveWanted.current = wanted), []);
  const queryClient = useQueryClient();
  // too many tries in a short time (the shop's rate limit): until when it takes an order again, counted down on
  // the button; a press meanwhile sends nothing and points at the message
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitLeft = useSecondsLeft(retryAt);
  const orderAlert = useRef<HTMLParagraphElement>(null);
  const order = useMutation({
    retry: 0,
    mutationFn: async (values: Exclude<ReturnType<typeof form.submit>, { invalid: string }>) => {
      const shown = quote?.total;
      setTotalChanged(null);
      // never placed on an old quote: a fresh one, which the summary then shows
      const fresh = await fetchFreshQuote(cart.items, methodDetails);
      if (fresh.unavailable.size > 0) return null; // the notice names the lines to remove
      if (shown === undefined || Math.abs(fresh.total - shown) >= 0.005) {
        setTotalChanged(
          `Your total is now ${formatPrice(fresh.total)}${shown === undefined ? '' : `, not ${formatPrice(shown)}`}. Please check it and place your order again.`,
        );
        return null; // shown to the shopper; they place the order again to accept it
      }
      const input = {
        items: cart.items,
        shipping: values.address,
        payment: values.payment,
        quotedTotal: fresh.total,
        details: {
          ...values.details,
          ...methodDetails,
          ...(proof.data?.fingerprint ? { proof_fingerprint: proof.data.fingerprint } : {}),
        },
      };
      return placeOrderAttempt(input);
    },
    // a refusal may mean the quote moved on (the server says the new total): show today's
    onError: (error) => {
      if (error instanceof OrderError && error.waitSeconds !== null) setRetryAt(Date.now() + error.waitSeconds * 1000);
      void cartQueryClient().invalidateQueries({ queryKey: ['cart', 'quote'] });
    },
    onSuccess: (result, values) => {
      if (!result) return;
      const { placed, request } = result;
      if (saveWanted.current && guestEmail === undefined) {
        saveAddressAfterOrder({
          orderNumber: placed.orderNumber,
          address: values.address,
          save,
          onSaved: () => void queryClient.invalidateQueries({ queryKey: ['checkout', 'saved-addresses'] }),
          onFailed: (reason) => showToast(bus, addressNotSavedToast(reason)),
        });
      }
      if (values.payment.method === 'card') {
        // placed awaiting payment: the cart and the order key stay until it is paid (mf-cart/src/payment, issue 29),
        // the key for this order alone (Back, then another choice, is another order: orderAttemptKey)
        keepOrderAttempt(request, placed.orderNumber);
        rememberPlacedOrder(placed);
        navigate(`/checkout/pay/${encodeURIComponent(placed.orderNumber)}`);
        return;
      }
      finishOrderAttempt();
      clearDraft(draftOwner);
      rememberPlacedOrder(placed);
      onPlaced(placed);
      navigate(`/checkout/confirmation/${encodeURIComponent(placed.orderNumber)}`);
    },
  });
  const blocked = cart.items.some((line) => quote?.unavailable.has(line.id));
  const noticed = quote && (quote.changed.size > 0 || quote.unavailable.size > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (waitLeft > 0) return orderAlert.current?.focus();
    const result = form.submit();
    const proofMissing = needsProof && !proofChecked;
    setProofError(proofMissing ? 'Check the spelling of each text above, then tick the box.' : undefined);
    if ('invalid' in result) document.getElementById(result.invalid)?.focus();
    else if (proofMissing) document.getElementById('proof-checked')?.focus();
    else order.mutate(result);
  };

  return (
    <StepForm aria-labelledby="shipping-step-title" noValidate onSubmit={submit}>
      <h2 id="shipping-step-title" ref={heading} tabIndex={-1} css={{ outline: 'none' }}>
        Shipping address
      </h2>
      {guestEmail !== undefined && (
        <p>
          Ordering as a guest: we send your order to <strong>{guestEmail}</strong>.
        </p>
      )}
      {guestEmail === undefined && (
        <SavedAddressPicker
          address={form.address}
          countries={form.countries}
          onPick={form.fillAddress}
          onSaveWanted={onSaveWanted}
        />
      )}
      <AddressForm
        address={form.address}
        countries={form.countries}
        errors={form.errors}
        onChange={form.setField}
        onLeave={form.leave}
      />
      <ShippingMethodChoice items={cart.items} value={shippingMethod} onChange={onShippingMethod} />
      <GiftOptions
        gift={form.gift}
        error={form.giftMessageError}
        onChange={form.setGift}
        onLeave={() => form.leave('giftMessage')}
      />
      <PaymentChoice
        method={form.method}
        organisation={form.organisation}
        organisationError={form.organisationError}
        poNumber={form.poNumber}
        poNumberError={form.poNumberError}
        onMethod={form.setMethod}
        onOrganisation={form.setOrganisation}
        onOrganisationLeave={() => form.leave('organisation')}
        onPoNumber={form.setPoNumber}
        onPoNumberLeave={() => form.leave('poNumber')}
      />
      {proof.data && (
        <ProofReview
          proof={proof.data}
          checked={proofChecked}
          error={proofError}
          onChecked={(checked) => {
            setProofChecked(checked);
            if (checked) setProofError(undefined);
          }}
        />
      )}
      {noticed && <PriceChangeNotice items={cart.items} check={quote} />}
      {totalChanged && (
        <p role="alert" css={{ color: color.danger, fontWeight: 600 }}>
          {totalChanged}
        </p>
      )}
      {order.error && (
        <p role="alert" ref={orderAlert} tabIndex={-1} css={{ color: color.danger, fontWeight: 600 }}>
          {order.error.message}
          {order.error instanceof OrderError && order.error.waitSeconds !== null && waitLeft === 0
            ? ' You can place your order now.'
            : ''}
        </p>
      )}
      <OrderActions>
        <Button
          type="submit"
          size="lg"
          disabled={order.isPending || blocked || !quote || proof.isPending}
          aria-busy={order.isPending}
        >
          {order.isPending
            ? 'Placing your order…'
            : waitLeft > 0
              ? `Try Again in ${waitLeft} ${waitLeft === 1 ? 'Second' : 'Seconds'}`
              : quote
                ? `Place Order · ${formatPrice(quote.total)}`
                : 'Place Order'}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
        {blocked && (
          <Button type="button" variant="secondary" onClick={() => bus.send('cart:open', {})}>
            Edit Cart
          </Button>
        )}
      </OrderActions>
    </StepForm>
  );
}
