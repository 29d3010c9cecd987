// @vitest-environment node
/**
 * The payment provider interface and its two adapters (issue 29), each
 * against its wall: the Stripe adapter (the real `stripe` library) against a
 * local stand-in for the two Stripe endpoints it uses, the test provider
 * against its card service; webhooks signed with Stripe's own helper.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseProvider } from '../../supabase/functions/_shared/payments/chooseProvider';
import { paymentKey, ProviderUnavailable, WebhookRefused } from '../../supabase/functions/_shared/payments/provider';
import { stripeProvider } from '../../supabase/functions/_shared/payments/stripeProvider';
import { testProvider } from '../../supabase/functions/_shared/payments/testProvider';
import { TestCardService } from '../src/functions/testCardService';

const SECRET = 'whsec_provider_unit';
const saved = { ...process.env };

interface Seen {
  path: string;
  body: URLSearchParams;
  key: string | undefined;
  auth: string | undefined;
}

async function listen(handler: (req: IncomingMessage, body: string) => { status: number; json: unknown }) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = handler(req, body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let stand: { server: Server; url: string };
const seen: Seen[] = [];
let failNext = 0;

beforeAll(async () => {
  // Stripe's API, the few endpoints the adapter uses, as Stripe answers them
  stand = await listen((req, raw) => {
    const body = new URLSearchParams(raw);
    seen.push({
      path: req.url ?? '',
      body,
      key: req.headers['idempotency-key'] as string | undefined,
      auth: req.headers.authorization,
    });
    if (failNext > 0) {
      failNext -= 1;
      return { status: 500, json: { error: { type: 'api_error', message: 'Stripe is having trouble' } } };
    }
    if (req.url === '/v1/payment_intents')
      return {
        status: 200,
        json: {
          id: 'pi_stand_1',
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency'),
          client_secret: 'pi_stand_1_secret_x',
          status: 'requires_payment_method',
          metadata: { order_number: body.get('metadata[order_number]') },
        },
      };
    if (req.url === '/v1/refunds') return { status: 200, json: { id: 're_stand_1', object: 'refund' } };
    return { status: 404, json: { error: { type: 'invalid_request_error', message: 'unknown' } } };
  });
});

afterEach(() => {
  process.env = { ...saved };
  seen.length = 0;
  failNext = 0;
});

afterAll(async () => {
  await new Promise((resolve) => stand.server.close(resolve));
});

const useStripe = (api = stand.url) =>
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_unit',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_unit',
    STRIPE_API_URL: api,
    PAYMENT_WEBHOOK_SECRET: SECRET,
  });

const signed = (intent: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}) => {
  const payload = JSON.stringify({
    id: 'evt_unit_1',
    type: 'payment_intent.succeeded',
    data: { object: { object: 'payment_intent', id: 'pi_1', amount: 2695, currency: 'usd', ...intent } },
  });
  return {
    payload,
    header: Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET, ...opts }),
  };
};

describe('the interface', () => {
  it('chooses the provider by PAYMENT_PROVIDER, the test provider by default', () => {
    delete process.env.PAYMENT_PROVIDER;
    expect(chooseProvider().name).toBe('test');
    useStripe();
    expect(chooseProvider().name).toBe('stripe');
    process.env.PAYMENT_PROVIDER = 'cash';
    expect(() => chooseProvider()).toThrow('Unknown PAYMENT_PROVIDER "cash": use test or stripe.');
  });

  it('derives the idempotency key from the order alone', () => {
    expect(paymentKey('KL-100001')).toBe(paymentKey('KL-100001'));
    expect(paymentKey('KL-100001')).not.toBe(paymentKey('KL-100002'));
  });
});

describe('the Stripe adapter (stripe library, local stand-in for its API)', () => {
  it('creates the PaymentIntent for exactly the amount, with the order key and the secret key', async () => {
    useStripe();
    const payment = await stripeProvider().createPayment({
      amountCents: 2695,
      currency: 'usd',
      orderNumber: 'KL-100001',
      idempotencyKey: paymentKey('KL-100001'),
    });
    expect(payment).toMatchObject({ reference: 'pi_stand_1', amountCents: 2695, currency: 'usd' });
    expect(seen[0]!.path).toBe('/v1/payment_intents');
    expect(seen[0]!.body.get('amount')).toBe('2695');
    expect(seen[0]!.body.get('metadata[order_number]')).toBe('KL-100001');
    expect(seen[0]!.key).toBe('keepsake-lane-order-KL-100001');
    expect(seen[0]!.auth).toBe('Bearer sk_test_unit');
    expect(stripeProvider().browser()).toEqual({ provider: 'stripe', publicKey: 'pk_test_unit' });
  });

  it('says the provider is unavailable when Stripe is down or unreachable', async () => {
    useStripe();
    failNext = 2; // the library retries once
    const request = { amountCents: 2695, currency: 'usd', orderNumber: 'KL-1', idempotencyKey: 'k' };
    await expect(stripeProvider().createPayment(request)).rejects.toBeInstanceOf(ProviderUnavailable);
    useStripe('http://127.0.0.1:9');
    await expect(stripeProvider().createPayment(request)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('refunds with the order key', async () => {
    useStripe();
    expect(await stripeProvider().refund('pi_stand_1', 'refund-key')).toBe('re_stand_1');
    expect(seen[0]!.body.get('payment_intent')).toBe('pi_stand_1');
    expect(seen[0]!.key).toBe('refund-key');
  });

  it('reads a webhook only when Stripe’s signature holds and is fresh', async () => {
    useStripe();
    const good = signed({ metadata: { order_number: 'KL-7' } });
    expect(await stripeProvider().readWebhook(good.payload, good.header)).toEqual({
      eventId: 'evt_unit_1',
      type: 'succeeded',
      providerType: 'payment_intent.succeeded',
      reference: 'pi_1',
      orderNumber: 'KL-7',
      amountCents: 2695,
      currency: 'usd',
      failure: null,
    });
    const wrong = signed({}, { secret: 'whsec_other' });
    await expect(stripeProvider().readWebhook(wrong.payload, wrong.header)).rejects.toBeInstanceOf(WebhookRefused);
    const stale = signed({}, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await expect(stripeProvider().readWebhook(stale.payload, stale.header)).rejects.toBeInstanceOf(WebhookRefused);
    await expect(stripeProvider().readWebhook(good.payload, null)).rejects.toBeInstanceOf(WebhookRefused);
  });
});

describe('the test provider (its card service)', () => {
  it('returns the same payment for the same key, refuses another amount under it, and is down when unreachable', async () => {
    const service = new TestCardService({
      secretKey: 'sk_test_service',
      webhookSecret: SECRET,
      webhookUrl: () => 'http://127.0.0.1:9/none',
      log: () => undefined,
    });
    const host = await listen(() => ({ status: 500, json: {} }));
    host.server.removeAllListeners('request');
    host.server.on('request', (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void service
          .handle(req.method ?? 'GET', (req.url ?? '').replace('/v1', ''), req.headers, Buffer.concat(chunks))
          .then((answer) => res.writeHead(answer.status, answer.headers).end(answer.body));
      });
    });
    Object.assign(process.env, {
      TEST_PAYMENTS_URL: `${host.url}/v1`,
      TEST_PAYMENTS_SECRET_KEY: 'sk_test_service',
      PAYMENT_WEBHOOK_SECRET: SECRET,
    });
    try {
      const request = { amountCents: 2695, currency: 'usd', orderNumber: 'KL-1', idempotencyKey: paymentKey('KL-1') };
      const first = await testProvider().createPayment(request);
      expect(first).toMatchObject({ amountCents: 2695, currency: 'usd', status: 'requires_payment_method' });
      expect((await testProvider().createPayment(request)).reference).toBe(first.reference);
      await expect(testProvider().createPayment({ ...request, amountCents: 100 })).rejects.toThrow(
        'Keys for idempotent requests can only be used with the same parameters.',
      );
      process.env.TEST_PAYMENTS_SECRET_KEY = 'sk_test_wrong';
      await expect(testProvider().createPayment(request)).rejects.toThrow('Invalid secret key.');
      process.env.TEST_PAYMENTS_URL = 'http://127.0.0.1:9/v1';
      await expect(testProvider().createPayment(request)).rejects.toBeInstanceOf(ProviderUnavailable);
      const good = signed({});
      expect((await testProvider().readWebhook(good.payload, good.header)).type).toBe('succeeded');
    } finally {
      await new Promise((resolve) => host.server.close(resolve));
    }
  });
});
