/**
 * A number from a row, or null. The schema's numerics arrive as JSON numbers;
 * anything else (null, a missing field, text, NaN, Infinity) is "no number",
 * never NaN and never a made-up 0: the caller decides what absence means.
 */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Text from a row, or null when it is not text. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
