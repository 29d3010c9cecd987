import { shopLimits } from '@giftshop/shared';

/**
 * How a shopper can pay. This list is the extension point for a card
 * provider: no card processor is reachable from this shop offline, so it
 * offers two methods that need none.
 *
 * To add cards (e.g. a provider's hosted card field):
 * 1. add an entry with `id: 'card'`, and a `needs: 'card-token'`;
 * 2. render the provider's field for it in `PaymentChoice` (its own file,
 *    loaded on demand so other shoppers never pay for the provider's script);
 * 3. before `placeOrder`, ask the provider for a one-time token and send it
 *    as `payment.token`; the server's `place_order` charges it inside the
 *    same transaction that creates the order, and refuses the order when the
 *    charge fails. Card numbers never touch this shop's code or database.
 */
export type PaymentMethodId = 'pay_on_delivery' | 'invoice';

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  description: string;
  /** What else the method asks for. */
  needs?: 'organisation';
}

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: 'pay_on_delivery',
    label: 'Pay on delivery',
    description: 'Pay the courier by card or cash when your gifts arrive.',
  },
  {
    id: 'invoice',
    label: 'Invoice (schools, teams and organisations)',
    description: 'We send an invoice with the order, payable within 30 days.',
    needs: 'organisation',
  },
];

/** What the invoice method asks for: the organisation's name. */
export function validateOrganisation(method: PaymentMethodId, organisation: string): string | undefined {
  if (method !== 'invoice') return undefined;
  const name = organisation.trim();
  if (!name) return 'Enter the name of the school, team or organisation to invoice.';
  const max = shopLimits.address.organisation;
  if (name.length > max) return `The organisation name can be at most ${max} characters.`;
  return undefined;
}
