import type { PaymentEvent } from './provider.ts';

/** The part of a Stripe event the shop reads (both providers send Stripe-shaped events). */
export interface StripeShapedEvent {
  id: string;
  type: string;
  data: {
    object: {
      id?: string;
      object?: string;
      amount?: number;
      currency?: string;
      metadata?: Record<string, string> | null;
      last_payment_error?: { message?: string | null } | null;
    };
  };
}

const TYPES: Record<string, PaymentEvent['type']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

/** Reads a verified Stripe-shaped event into the shop's words. */
export function paymentEvent(event: StripeShapedEvent): PaymentEvent {
  const intent = event.data?.object ?? {};
  const isIntent = intent.object === 'payment_intent';
  return {
    eventId: String(event.id),
    type: (isIntent && TYPES[event.type]) || 'other',
    providerType: String(event.type),
    reference: isIntent && typeof intent.id === 'string' ? intent.id : null,
    orderNumber: typeof intent.metadata?.order_number === 'string' ? intent.metadata.order_number : null,
    amountCents: typeof intent.amount === 'number' ? intent.amount : null,
    currency: typeof intent.currency === 'string' ? intent.currency : null,
    failure: intent.last_payment_error?.message ?? null,
  };
}
