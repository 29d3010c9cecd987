/**
 * Text cut to at most `max` UTF-16 units — the measure the browser's
 * `maxLength` and the cart contract use — without splitting an emoji in half.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
