/**
 * A run of digits grouped by threes with commas, as `Intl.NumberFormat('en-US')` groups a whole number:
 * "1234567" → "1,234,567". Written by hand because a page's first Intl number format builds ICU's set-up
 * (about 100 ms on a phone, before the page responds: issue 31). The one home of the grouping, used by
 * prices (`formatPrice`) and counts (the product page's "1,204 reviews").
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
