import { shopLimits } from '@giftshop/shared/domain';

/**
 * How a shopper can pay. Card (issue 29): the order is placed awaiting
 * payment, then paid on /checkout/pay/:orderNumber with the provider's own
 * card field, loaded only there (mf-cart/src/payment; docs/payments.md).
 * Card numbers never touch this shop's code or database.
 */
export type PaymentMethodId = 'card' | 'pay_on_delivery' | 'invoice';

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  description: string;
  /** What else the method asks for. */
  needs?: 'organisation';
}

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: 'card',
    label: 'Card',
    description: 'Pay now by credit or debit card, on the next page. Your card details go only to our card provider.',
  },
  {
    id: 'pay_on_delivery',
    label: 'Pay on delivery',
    description: 'Pay the courier by card or cash when your gifts arrive.',
  },
  {
    id: 'invoice',
    label: 'Invoice (schools, teams and organizations)',
    description: 'We send an invoice with the order, payable within 30 days.',
    needs: 'organisation',
  },
];

/** What the invoice method asks for: the organisation's name. */
export function validateOrganisation(method: PaymentMethodId, organisation: string): string | undefined {
  if (method !== 'invoice') return undefined;
  const name = organisation.trim();
  if (!name) return 'Enter the name of the school, team or organization to invoice.';
  const max = shopLimits.address.organisation;
  if (name.length > max) return `The organization name can be at most ${max} characters.`;
  return undefined;
}
