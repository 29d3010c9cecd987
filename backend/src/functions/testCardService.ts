import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { json, type ApiResponse } from '../http/types';

/**
 * The test provider's own service (offline stand-in for a card network, run
 * by the embedded backend under /test-payments/v1): Payment Intents as Stripe
 * keeps them, Stripe's test card numbers, and webhooks signed the way Stripe
 * signs them (with Stripe's own helper). The shop's code talks to it only
 * through supabase/functions/_shared/payments/testProvider.ts (server, secret
 * key) and the test card field in the browser (client secret only).
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

type Status = 'requires_payment_method' | 'requires_action' | 'succeeded';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Status;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  next_action: { type: 'test_authentication' } | null;
}

export interface TestCardServiceOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the signed webhooks go (the payment-webhook function). */
  webhookUrl: () => string;
  log: (entry: Record<string, unknown>) => void;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const fail = (status: number, code: string, message: string) => json(status, { error: { code, message } });

export class TestCardService {
  private readonly intents = new Map<string, Intent>();
  private readonly byKey = new Map<string, string>();
  private readonly refunds = new Map<string, string>();

  constructor(private readonly o: TestCardServiceOptions) {}

  /** `path` is below /test-payments/v1. */
  async handle(
    method: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ): Promise<ApiResponse> {
    if (method !== 'POST') return fail(405, 'method', 'Use POST.');
    let input: Record<string, unknown>;
    try {
      const parsed = JSON.parse(body.toString('utf8') || '{}') as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      input = parsed as Record<string, unknown>;
    } catch {
      return fail(400, 'parameter_invalid', 'The body must be a JSON object.');
    }
    const server = headers.authorization === `Bearer ${this.o.secretKey}`;
    if (path === '/payment_intents')
      return server ? this.create(input, headers['idempotency-key']) : this.unauthorized();
    if (path === '/refunds') return server ? this.refund(input, headers['idempotency-key']) : this.unauthorized();
    const m = /^\/payment_intents\/([\w]+)\/(confirm|authenticate)$/.exec(path);
    if (!m) return fail(404, 'resource_missing', 'Unknown test provider address.');
    const intent = this.intents.get(m[1]!);
    if (!intent || input.client_secret !== intent.client_secret)
      return fail(404, 'resource_missing', 'No such payment.');
    return m[2] === 'confirm' ? this.confirm(intent, input) : this.authenticate(intent, input);
  }

  private unauthorized(): ApiResponse {
    return fail(401, 'unauthorized', 'Invalid secret key.');
  }

  private create(input: Record<string, unknown>, key: unknown): ApiResponse {
    const amount = input.amount;
    const currency = input.currency;
    const metadata = (input.metadata ?? {}) as Record<string, string>;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 50)
      return fail(400, 'parameter_invalid_integer', 'Amount must be at least 50 cents.');
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency))
      return fail(400, 'parameter_invalid', 'Invalid currency.');
    if (typeof key === 'string' && this.byKey.has(key)) {
      const same = this.intents.get(this.byKey.get(key)!)!;
      if (same.amount !== amount || same.currency !== currency)
        return fail(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters.',
        );
      return json(200, same);
    }
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      last_payment_error: null,
      next_action: null,
    };
    this.intents.set(intentId, intent);
    if (typeof key === 'string') this.byKey.set(key, intentId);
    return json(200, intent);
  }

  private refund(input: Record<string, unknown>, key: unknown): ApiResponse {
    const intent = this.intents.get(String(input.payment_intent));
    if (!intent) return fail(404, 'resource_missing', 'No such payment.');
    if (intent.status !== 'succeeded') return fail(400, 'charge_not_refundable', 'This payment has not succeeded.');
    const k = typeof key === 'string' ? key : intent.id;
    if (!this.refunds.has(k)) this.refunds.set(k, id('re'));
    return json(200, { id: this.refunds.get(k), object: 'refund', payment_intent: intent.id, amount: intent.amount });
  }

  private async confirm(intent: Intent, input: Record<string, unknown>): Promise<ApiResponse> {
    if (intent.status === 'succeeded')
      return fail(
        400,
        'payment_intent_unexpected_state',
        'This payment has already succeeded: nothing more is charged.',
      );
    const number = String(input.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number))
      return fail(402, 'incorrect_number', 'Your card number is incorrect.');
    if (number === TEST_CARDS.succeeds) return this.settle(intent, 'succeeded');
    if (number === TEST_CARDS.authenticate) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'test_authentication' };
      return json(200, intent);
    }
    return this.settle(intent, 'declined');
  }

  private async authenticate(intent: Intent, input: Record<string, unknown>): Promise<ApiResponse> {
    if (intent.status !== 'requires_action')
      return fail(400, 'payment_intent_unexpected_state', 'This payment is not waiting for authentication.');
    return this.settle(intent, input.outcome === 'complete' ? 'succeeded' : 'authentication_failed');
  }

  private async settle(
    intent: Intent,
    outcome: 'succeeded' | 'declined' | 'authentication_failed',
  ): Promise<ApiResponse> {
    intent.next_action = null;
    if (outcome === 'succeeded') {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error =
        outcome === 'declined'
          ? { code: 'card_declined', message: 'Your card was declined.' }
          : { code: 'payment_intent_authentication_failure', message: 'Your card could not be authenticated.' };
    }
    await this.sendWebhook(
      outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intent,
    );
    return json(200, intent);
  }

  /** Delivers a signed event to the shop's webhook and waits for its answer (Stripe retries too; one retry here). */
  async sendWebhook(type: string, intent: Intent): Promise<void> {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent } },
    });
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.o.webhookSecret });
      const answer = await fetch(this.o.webhookUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
        body: payload,
      }).catch((error: unknown) => ({ status: 0, error }));
      this.o.log({ event: 'test_payments_webhook', type, intent: intent.id, status: answer.status, attempt });
      if (answer.status >= 200 && answer.status < 500) return;
    }
  }
}
