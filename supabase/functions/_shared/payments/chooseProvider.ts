import { env } from '../env.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripeProvider.ts';
import { testProvider } from './testProvider.ts';

/** The providers by name; a further provider is one file and one line here. */
const providers: Record<string, () => PaymentProvider> = { test: testProvider, stripe: stripeProvider };

/** The provider the PAYMENT_PROVIDER secret names (default: the offline test provider). */
export function chooseProvider(): PaymentProvider {
  const name = env('PAYMENT_PROVIDER') || 'test';
  const make = providers[name];
  if (!make) throw new Error(`Unknown PAYMENT_PROVIDER "${name}": use ${Object.keys(providers).join(' or ')}.`);
  return make();
}
