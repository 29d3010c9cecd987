// @vitest-environment node
/**
 * The shop's notice to itself of a refund it owes (backend/src/outbox/shopNotices.ts): the order, the amount, the
 * provider's reference and the command that refunds it; a link into Stripe only for a reference Stripe wrote; a
 * payload that cannot become the e-mail is refused for good. The database's side (when the notice is queued, once
 * per order, to whom) is in cardPaymentCases.ts.
 */
import { describe, expect, it } from 'vitest';
import { outboxMessage, UnsendableEmail, type OutboxRow } from '../src/outbox/outboxEmails';

const SITE = 'https://shop.example';
const due = {
  order_number: 'KL-100077',
  total: '45.90',
  payment_provider: 'stripe',
  payment_reference: 'pi_3QabcDEF123',
  cancelled_at: '2026-12-14T15:10:00Z',
};
const row = (payload: unknown): OutboxRow => ({
  id: 7,
  kind: 'refund_due',
  recipient: 'refunds@keepsakelane.example',
  payload: payload as OutboxRow['payload'],
  message_id: 'c0ffee00-1111-4222-8333-444455556677',
  attempts: 1,
  claim_id: null,
  claimed_until: null,
  created_at: '2026-12-14T15:10:00Z',
  next_attempt_at: '2026-12-14T15:10:00Z',
  sent_at: null,
  gave_up_at: null,
  last_error: null,
});

describe('the refund-due notice', () => {
  it('names the order, the amount, the payment and the command that refunds it; links to the payment in Stripe', () => {
    const mail = outboxMessage(row(due), { siteUrl: SITE });
    expect(mail.to).toBe('refunds@keepsakelane.example');
    expect(mail.subject).toBe('Refund due: order KL-100077, $45.90');
    for (const line of [
      'Order KL-100077 is cancelled, and its card payment of $45.90 was taken.',
      'Payment reference: pi_3QabcDEF123',
      'Provider: stripe',
      'npm run payments -- refund KL-100077',
      'https://dashboard.stripe.com/payments/pi_3QabcDEF123',
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain('href="https://dashboard.stripe.com/payments/pi_3QabcDEF123"');
  });

  it('the test provider’s payment has no dashboard: the button opens the shop', () => {
    const mail = outboxMessage(row({ ...due, payment_provider: 'test', payment_reference: 'test_pi_9' }), {
      siteUrl: SITE,
    });
    expect(mail.text).toContain('Payment reference: test_pi_9');
    expect(mail.html).not.toContain('dashboard.stripe.com');
    expect(mail.html).toContain(`href="${SITE}/"`);
  });

  it('a reference that is not a provider’s goes into no link and no markup', () => {
    for (const hostile of ['pi_1"><script>alert(1)</script>', '../../admin', 'pi_1?x=https://evil.example']) {
      const mail = outboxMessage(row({ ...due, payment_reference: hostile }), { siteUrl: SITE });
      expect(mail.text).toContain('Payment reference: none on record');
      expect(String(mail.html)).not.toContain('<script>');
      expect(String(mail.html)).not.toContain('evil.example');
      expect(String(mail.html)).not.toContain('dashboard.stripe.com');
    }
  });

  it('refuses, for good, a payload that cannot become the notice', () => {
    for (const bad of [{}, [], null, { ...due, order_number: '<b>KL-1</b>' }, { ...due, total: 'lots' }]) {
      expect(() => outboxMessage(row(bad), { siteUrl: SITE })).toThrow(UnsendableEmail);
    }
  });
});
