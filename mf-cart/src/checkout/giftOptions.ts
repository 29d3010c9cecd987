import { multilineTextLength, nameMarkupProblem, textLength } from '@giftshop/shared/domain';

/**
 * A gift message's length limit: place_order refuses a longer one
 * (20250609013000_multiline_text.sql); backend/test/guestCheckoutCases.ts proves
 * the database holds exactly this number.
 */
export const giftMessageMax = 250;

/** The message for a gift message, or undefined when it can be printed. */
export function validateGiftMessage(message: string): string | undefined {
  // counted as the server counts it: line breaks kept (each one), at most one blank line
  const length = multilineTextLength(message);
  if (length > giftMessageMax)
    return `The gift message can be at most ${giftMessageMax} characters (it has ${length}).`;
  return undefined;
}

/** What a guest checks out with: an e-mail address we can send the order to. */
export function validateGuestEmail(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your e-mail address, so we can send you your order.';
  if (value.length > 254 || !/^[^@\s<>()",;:]+@[^@\s<>()",;:]+\.[^@\s<>()",;:]+$/.test(value))
    return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

/**
 * A purchase order number: optional, at most 40 characters as the server counts them (textLength), without markup
 * in the server's words (nameMarkupProblem; 20250609044000_invoice_names_without_markup.sql refuses it).
 */
export const poNumberMax = 40;
export function validatePoNumber(po: string): string | undefined {
  if (textLength(po) > poNumberMax) return `The purchase order number can be at most ${poNumberMax} characters.`;
  return nameMarkupProblem(po, 'purchase order number');
}
