/**
 * A short, stable key of a text (FNV-1a, 32 bits, base 36): the same text
 * always gives the same key, different texts almost never collide.
 */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    hash ^= code;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The cart line id: variant SKU + design code (+ the size, when the variant
 * comes in sizes), plus a key of the personalization (text and its colour)
 * when there is one — so the same item in another size or with different
 * text is a separate line, and the same size and text add up.
 */
export function cartLineId(parts: {
  variantSku: string;
  designCode: string;
  text?: string;
  textColor?: string;
  size?: string;
}): string {
  const sized = parts.size ? `@${parts.size}` : '';
  const base = `${parts.variantSku}:${parts.designCode}${sized}`;
  const text = (parts.text ?? '').trim();
  if (!text) return base;
  return `${base}:${textKey(`${text}\u0000${parts.textColor ?? ''}`)}`;
}
