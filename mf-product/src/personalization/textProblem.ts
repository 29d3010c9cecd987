import type { Personalization } from './personalizationOptions';

/** Why the shopper's text cannot be ordered with the selected design, in their words. */
export type TextProblem = { kind: 'too-long'; over: number; message: string } | { kind: 'missing'; message: string };

/**
 * The selected design's rules for the shopper's text: at most its own
 * `maxLength` characters (UTF-16 units, as the input and the cart count),
 * and not blank when the design is printed with it (`required`). Null when
 * the text may be ordered. The text is never cut here: switching to a design
 * with a smaller limit keeps what was typed, and says what to change.
 */
export function textProblem(
  personalization: Personalization | null,
  text: string,
  designName: string | null,
): TextProblem | null {
  if (!personalization) return null;
  const { label, maxLength } = personalization;
  const design = designName?.trim() || 'This design';
  if (text.length > maxLength) {
    const over = text.length - maxLength;
    return {
      kind: 'too-long',
      over,
      message: `${design} takes at most ${maxLength} ${maxLength === 1 ? 'character' : 'characters'} (${label.toLowerCase()}). Remove ${over} ${over === 1 ? 'character' : 'characters'}, or choose another design.`,
    };
  }
  if (personalization.required && !text.trim()) {
    return { kind: 'missing', message: `${design} is printed with your ${label.toLowerCase()}: please enter it.` };
  }
  return null;
}
