/**
 * The card payment provider interface (issue 29). A provider is one file that
 * implements `PaymentProvider`; `chooseProvider.ts` picks one by the
 * PAYMENT_PROVIDER secret. Both providers here follow Stripe's Payment Intents
 * flow, the provider's own recommended integration:
 *
 * 1. the server creates a payment for the order's total (`createPayment`,
 *    idempotent on a key derived from the order: asking again returns the
 *    same payment, so an order is never charged twice);
 * 2. the browser confirms it with the provider's own card field, using the
 *    payment's client secret (card numbers never reach the shop);
 * 3. the provider posts a signed webhook; `readWebhook` checks the signature
 *    with the provider's library and reads the event.
 *
 * Secrets (the secret key, the webhook secret) stay in the Edge Functions'
 * environment; `browser` holds only what a browser may see.
 */

/** The payment as the provider has it. */
export interface ProviderPayment {
  /** The provider's id of the payment (Stripe: the PaymentIntent id). */
  reference: string;
  /** For the browser's card field only: confirms this one payment, nothing else. */
  clientSecret: string;
  amountCents: number;
  currency: string;
  /** 'succeeded' when already paid (then the browser asks for no card). */
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
}

/** A verified webhook event, in the shop's words. */
export interface PaymentEvent {
  eventId: string;
  /** 'succeeded' and 'failed' change an order; anything else is logged and changes nothing. */
  type: 'succeeded' | 'failed' | 'other';
  providerType: string;
  reference: string | null;
  orderNumber: string | null;
  amountCents: number | null;
  currency: string | null;
  /** Why a payment failed, as the provider words it for the shopper. */
  failure: string | null;
}

/** What the browser needs to show the provider's card field (public values only). */
export interface BrowserPaymentSetup {
  provider: string;
  /** Stripe's publishable key; the test provider's public API address. */
  publicKey: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Creates the payment for an order, or returns the one already made for the same idempotency key. */
  createPayment(request: {
    amountCents: number;
    currency: string;
    orderNumber: string;
    idempotencyKey: string;
  }): Promise<ProviderPayment>;
  /** Checks a webhook's signature (throws `WebhookRefused`) and reads its event. */
  readWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent>;
  /** Refunds a paid payment in full; answers the refund's reference. */
  refund(reference: string, idempotencyKey: string): Promise<string>;
  browser(): BrowserPaymentSetup;
}

/** The provider could not be reached or failed on its side: the order stays awaiting payment. */
export class ProviderUnavailable extends Error {}

/** A webhook whose signature or timestamp does not hold. */
export class WebhookRefused extends Error {}

/** The idempotency key sent to the provider for an order's payment: derived from the order, so a retry never charges twice. */
export function paymentKey(orderNumber: string): string {
  return `keepsake-lane-order-${orderNumber}`;
}

/** Webhooks older than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
