import Stripe from 'stripe';
import { requiredEnv, env } from '../env.ts';
import { ProviderUnavailable, type PaymentProvider, type ProviderPayment } from './provider.ts';
import { verifyStripeSignedWebhook } from './verifyWebhook.ts';

/**
 * Stripe (production), with Stripe's own library. Secrets: STRIPE_SECRET_KEY,
 * PAYMENT_WEBHOOK_SECRET (the endpoint's `whsec_…`); public: STRIPE_PUBLISHABLE_KEY.
 * STRIPE_API_URL points the library at another address (tests' local stand-in).
 */
export function stripeProvider(): PaymentProvider {
  const api = env('STRIPE_API_URL') ? new URL(env('STRIPE_API_URL')!) : null;
  const stripe = new Stripe(requiredEnv('STRIPE_SECRET_KEY'), {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
  });
  const unavailable = (error: unknown): never => {
    const e = error as { type?: string; statusCode?: number; message?: string };
    if (e.type === 'StripeConnectionError' || e.type === 'StripeAPIError' || (e.statusCode ?? 0) >= 500)
      throw new ProviderUnavailable(e.message ?? 'Stripe is not answering.');
    throw error;
  };
  return {
    name: 'stripe',
    async createPayment({ amountCents, currency, orderNumber, idempotencyKey }): Promise<ProviderPayment> {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: amountCents,
            currency,
            metadata: { order_number: orderNumber },
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        )
        .catch(unavailable);
      return {
        reference: intent.id,
        clientSecret: intent.client_secret ?? '',
        amountCents: intent.amount,
        currency: intent.currency,
        status: intent.status as ProviderPayment['status'],
      };
    },
    readWebhook: (rawBody, signature) =>
      verifyStripeSignedWebhook(rawBody, signature, requiredEnv('PAYMENT_WEBHOOK_SECRET')),
    async refund(reference, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey }).catch(unavailable);
      return refund.id;
    },
    browser: () => ({ provider: 'stripe', publicKey: requiredEnv('STRIPE_PUBLISHABLE_KEY') }),
  };
}
