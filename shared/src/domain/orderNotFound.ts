/**
 * What an order page says for an order the shopper has none of (a mistyped or old link, another account's
 * order): checkout's confirmation and pay pages and My Orders' order page say it alike. The number is the
 * address's, quoted, its first 60 characters (cut between characters, never inside one).
 */
export function orderNotFoundWords(orderNumber: string): string {
  return `We couldn't find an order numbered “${[...orderNumber].slice(0, 60).join('')}” in your account.`;
}
