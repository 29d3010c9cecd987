/**
 * The test card field's checks of what the shopper typed, before anything is
 * sent, in the words of Stripe's own card element: a card that has expired,
 * or an empty or partial expiry date or security code, is refused here.
 * `today` is passed in so the rule does not depend on the clock.
 */
export function cardDetailsProblem(number: string, expiry: string, cvc: string, today: Date): string | null {
  if (number.replace(/\D/g, '').length < 12) return 'Enter the card number.';
  const date = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!date) return "Your card's expiration date is incomplete.";
  const month = Number(date[1]);
  const year = 2000 + Number(date[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const thisYear = today.getFullYear();
  if (year < thisYear) return "Your card's expiration year is in the past.";
  if (year === thisYear && month < today.getMonth() + 1) return "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(cvc.trim())) return "Your card's security code is incomplete.";
  return null;
}
