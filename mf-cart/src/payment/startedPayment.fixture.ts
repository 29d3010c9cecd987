import type { CardPaymentStart } from '../api/cardPayment';

/** A card payment as startCardPayment answers it for the test provider, for the pay page's and card field's tests. */
export const startedPayment: CardPaymentStart = {
  order_number: 'KL-100005',
  amount_cents: 2394,
  currency: 'usd',
  expires_at: '2026-11-28T09:26:00Z',
  payment_reference: 'pi_test_1',
  client_secret: 'pi_test_1_secret',
  status: 'requires_payment_method',
  provider: 'test',
  publicKey: 'http://127.0.0.1:1/test-payments/v1',
};
