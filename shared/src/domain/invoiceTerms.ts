/**
 * An order paid by invoice (schools, teams and organisations), in the one set of words checkout's payment step,
 * the confirmation page, the order page and the confirmation e-mail share: the terms, who it is invoiced to and
 * the purchase order number the shopper gave.
 */
export const INVOICE_PAYABLE_WITHIN = 'payable within 30 days';

/** Checkout's payment step, before the order is placed. */
export const invoiceOffer = `We send an invoice with the order, ${INVOICE_PAYABLE_WITHIN}.`;

/** How an order placed to be paid by invoice is paid ("Invoice: we send it with the order, payable within 30 days."). */
export const invoicePaymentWords = `Invoice: we send it with the order, ${INVOICE_PAYABLE_WITHIN}.`;

/** "Invoiced to: Springfield Tigers" ('' without an organisation). */
export const invoicedToWords = (organisation: string | null | undefined): string =>
  organisation?.trim() ? `Invoiced to: ${organisation.trim()}` : '';

/** "PO number: PO-7731" ('' without one). */
export const poNumberWords = (poNumber: string | null | undefined): string =>
  poNumber?.trim() ? `PO number: ${poNumber.trim()}` : '';

/** The invoice's lines after the order is placed: its terms, who it is made out to, the PO number (those given). */
export function invoiceLines(order: { organisation?: string | null; poNumber?: string | null }): string[] {
  return [invoicePaymentWords, invoicedToWords(order.organisation), poNumberWords(order.poNumber)].filter(Boolean);
}
