import Stripe from 'stripe';
import { paymentEvent, type StripeShapedEvent } from './stripeEvent.ts';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookRefused, type PaymentEvent } from './provider.ts';

const crypto = Stripe.createSubtleCryptoProvider();

/**
 * Checks a Stripe-style signature (`Stripe-Signature: t=…,v1=…`) with Stripe's
 * own library, refusing a bad signature and a timestamp older than 5 minutes,
 * then reads the event. Both providers sign their webhooks this way.
 */
export async function verifyStripeSignedWebhook(
  rawBody: string,
  signature: string | null,
  secret: string,
): Promise<PaymentEvent> {
  if (!signature) throw new WebhookRefused('No Stripe-Signature header.');
  try {
    const event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      crypto,
    );
    return paymentEvent(event as unknown as StripeShapedEvent);
  } catch (error) {
    throw new WebhookRefused(error instanceof Error ? error.message : 'The webhook signature does not hold.');
  }
}
