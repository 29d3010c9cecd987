import { cleanText, invoiceOffer, nameMarkupProblem, shopLimits, textLength } from '@giftshop/shared/domain';

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
    description: invoiceOffer,
    needs: 'organisation',
  },
];

/**
 * What the invoice method asks for: the organisation's name, as the database keeps it (cleaned, counted by
 * characters: textLength) and without markup, in the database's words (nameMarkupProblem;
 * 20250609044000_invoice_names_without_markup.sql refuses it).
 */
export function validateOrganisation(method: PaymentMethodId, organisation: string): string | undefined {
  if (method !== 'invoice') return undefined;
  if (!cleanText(organisation)) return 'Enter the name of the school, team or organization to invoice.';
  const max = shopLimits.address.organisation;
  if (textLength(organisation) > max) return `The organization name can be at most ${max} characters.`;
  return nameMarkupProblem(organisation, "organization's name");
}
