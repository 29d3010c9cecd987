/**
 * The test provider's browser calls (its stand-in for Stripe.js): the card
 * goes to the provider's own address with the payment's client secret, never
 * to the shop's API or database.
 */
export interface ProviderIntent {
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  last_payment_error?: { message: string } | null;
  error?: { message: string };
}

async function post(url: string, body: unknown): Promise<ProviderIntent> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return {
      status: 'requires_payment_method',
      error: { message: "We couldn't reach the card service. Please try again." },
    };
  }
  const answer = (await response.json().catch(() => ({}))) as ProviderIntent;
  return response.ok
    ? answer
    : { status: 'requires_payment_method', error: answer.error ?? { message: 'The card service refused.' } };
}

export const confirmCard = (base: string, reference: string, clientSecret: string, cardNumber: string) =>
  post(`${base}/payment_intents/${encodeURIComponent(reference)}/confirm`, {
    client_secret: clientSecret,
    card_number: cardNumber,
  });

export const authenticate = (base: string, reference: string, clientSecret: string, outcome: 'complete' | 'fail') =>
  post(`${base}/payment_intents/${encodeURIComponent(reference)}/authenticate`, {
    client_secret: clientSecret,
    outcome,
  });
