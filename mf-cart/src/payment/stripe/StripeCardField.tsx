import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, color, space } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import type { CardFieldProps } from '../cardField';

interface StripeCardElement {
  mount(node: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card'): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}

let stripeScript: Promise<(key: string) => StripeJs> | null = null;

/** Stripe.js from Stripe (as Stripe requires), added to the page only when this field is shown. */
function loadStripe(): Promise<(key: string) => StripeJs> {
  stripeScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () => resolve((window as unknown as { Stripe: (key: string) => StripeJs }).Stripe);
    script.onerror = () => {
      stripeScript = null;
      reject(new Error("We couldn't load the card field. Please try again."));
    };
    document.head.appendChild(script);
  });
  return stripeScript;
}

/**
 * Stripe's card element (production): the card is typed into Stripe's own
 * frame and confirmed with Stripe.js, which runs the 3-D Secure step itself.
 */
export default function StripeCardField({ payment, onSucceeded }: CardFieldProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; card: StripeCardElement } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    loadStripe()
      .then((Stripe) => {
        const js = Stripe(payment.publicKey);
        card = js.elements().create('card');
        if (holder.current) card.mount(holder.current);
        setStripe({ js, card });
      })
      .catch((error: Error) => setProblem(error.message));
    return () => card?.destroy();
  }, [payment.publicKey]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setBusy(true);
    setProblem(null);
    const result = await stripe.js.confirmCardPayment(payment.client_secret, { payment_method: { card: stripe.card } });
    setBusy(false);
    if (result.paymentIntent?.status === 'succeeded') return onSucceeded();
    setProblem(
      `${result.error?.message ?? 'The payment did not go through.'} Your order and your cart are kept: try again or use another card.`,
    );
  };

  return (
    <form onSubmit={(e) => void pay(e)} css={{ display: 'flex', flexDirection: 'column', gap: space.md }}>
      <div ref={holder} css={{ padding: space.md, border: `1.5px solid ${color.line}`, borderRadius: 8 }} />
      {problem && (
        <p role="alert" css={{ margin: 0, color: color.danger, fontWeight: 600 }}>
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!stripe || busy} aria-busy={busy}>
        {busy ? 'Paying…' : `Pay ${formatPrice(payment.amount_cents / 100)}`}
      </Button>
    </form>
  );
}
