/**
 * A quantity from what the shopper typed: a whole number from 1 to `max`.
 * Anything non-numeric (empty, "abc", "1e3x") becomes 1; fractions round down.
 */
export function parseQuantity(input: string | number, max: number): number {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return 1;
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, max);
}

/** One step of the minus/plus buttons: never below 1, never above `max`. */
export function stepQuantity(current: number, step: 1 | -1, max: number): number {
  return Math.min(Math.max(current + step, 1), max);
}
