import { env, requiredEnv } from '../env.ts';
import { ProviderUnavailable, type PaymentProvider, type ProviderPayment } from './provider.ts';
import { verifyStripeSignedWebhook } from './verifyWebhook.ts';

/**
 * The test provider (offline, the default of `npm start`): a small card
 * service the embedded backend runs at TEST_PAYMENTS_URL
 * (backend/src/functions/testCardService.ts). It takes Stripe's test card
 * numbers in its own card field and signs its webhooks the way Stripe does.
 * Secrets: TEST_PAYMENTS_SECRET_KEY, PAYMENT_WEBHOOK_SECRET.
 */
export function testProvider(): PaymentProvider {
  const base = () => requiredEnv('TEST_PAYMENTS_URL');
  async function call<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base()}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${requiredEnv('TEST_PAYMENTS_SECRET_KEY')}`,
          'Content-Type': 'application/json',
          ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(error instanceof Error ? error.message : 'The test card service is not answering.');
    }
    const answer = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (response.status >= 500) throw new ProviderUnavailable(answer.error?.message ?? `status ${response.status}`);
    if (!response.ok) throw new Error(answer.error?.message ?? `The test card service refused (${response.status}).`);
    return answer;
  }
  return {
    name: 'test',
    async createPayment({ amountCents, currency, orderNumber, idempotencyKey }): Promise<ProviderPayment> {
      const intent = await call<{
        id: string;
        client_secret: string;
        amount: number;
        currency: string;
        status: string;
      }>(
        '/payment_intents',
        { amount: amountCents, currency, metadata: { order_number: orderNumber } },
        idempotencyKey,
      );
      return {
        reference: intent.id,
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
        currency: intent.currency,
        status: intent.status as ProviderPayment['status'],
      };
    },
    readWebhook: (rawBody, signature) =>
      verifyStripeSignedWebhook(rawBody, signature, requiredEnv('PAYMENT_WEBHOOK_SECRET')),
    async refund(reference, idempotencyKey) {
      return (await call<{ id: string }>('/refunds', { payment_intent: reference }, idempotencyKey)).id;
    },
    browser: () => ({ provider: 'test', publicKey: env('TEST_PAYMENTS_PUBLIC_URL') ?? base() }),
  };
}
