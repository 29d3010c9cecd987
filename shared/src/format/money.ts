import { builtOnFirstUse } from '../builtOnFirstUse';
import { groupThousands } from './thousands';

/** Intl's own dollars, for what `dollars` leaves to it (numbers JavaScript writes with an exponent). */
const intlDollars = builtOnFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * Dollars written exactly as `Intl.NumberFormat('en-US', USD)` writes them (its rounding: the number's
 * shortest decimal, half away from zero, so 1.005 → "$1.01"; "-$0.00" for a negative that rounds to zero)
 * without building an `Intl` formatter: a page's first one costs about 100 ms (ICU's set-up; several times
 * that on a throttled phone), and the home page writes its prices before it responds (issue 31).
 * `money.test.ts` checks it against Intl itself.
 */
function dollars(value: number): string {
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!decimal) return intlDollars().format(value);
  const fraction = decimal[2] ?? '';
  const roundUp = fraction.length > 2 && fraction[2]! >= '5';
  const cents = (BigInt(decimal[1]! + fraction.padEnd(2, '0').slice(0, 2)) + (roundUp ? 1n : 0n))
    .toString()
    .padStart(3, '0');
  const whole = groupThousands(cents.slice(0, -2));
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}$${whole}.${cents.slice(-2)}`;
}

/** `$` with 2 decimals: 12 → "$12.00", 1234.5 → "$1,234.50". Non-finite input shows "$0.00". */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return dollars(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** The rounded discount percent between an original and a sale price (0 when there is no saving). */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || !(originalPrice > price) || !(price >= 0)) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/**
 * The card badge rule (spec section 5): a discount badge only when
 * discount_percentage is above 0 and original_price is above price.
 * Returns the rounded percent to show, or null for no badge.
 */
export function discountBadge(product: {
  price: number;
  original_price: number | null | undefined;
  discount_percentage: number | null | undefined;
}): number | null {
  const pct = Number(product.discount_percentage ?? 0);
  const original = Number(product.original_price ?? 0);
  if (!(pct > 0) || !(original > product.price)) return null;
  return Math.round(pct);
}
