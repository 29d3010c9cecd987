/** Round an amount of money to whole cents (avoids 0.1 + 0.2 drift in totals). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
