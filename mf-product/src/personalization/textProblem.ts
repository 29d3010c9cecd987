import { groupThousands, textLength } from '@giftshop/shared/domain';
import type { Personalization } from './personalizationOptions';

/** A count of characters as the page says it: "1 character", "1,103 characters". */
export const characters = (n: number) => `${groupThousands(String(n))} ${n === 1 ? 'character' : 'characters'}`;

/**
 * A text over its limit, as the shop says it for every field: "Use at most 100 characters for your title. Remove 3
 * characters." The database's copy, for a review written around the form, is private.too_many_characters
 * (20250609039000_review_limit_words.sql); backend/test/reviewLimitWordsCases.ts holds the two to the same words.
 */
export const tooManyCharacters = (maxLength: number, forWhat: string, over: number) =>
  `Use at most ${characters(maxLength)} for ${forWhat}. Remove ${characters(over)}.`;

/** Why the shopper's text cannot be ordered with the selected design, in their words. */
export type TextProblem = { kind: 'too-long'; over: number; message: string } | { kind: 'missing'; message: string };

/**
 * The selected design's rules for the shopper's text: at most its own
 * `maxLength` characters (counted as the server counts them: `textLength`, so an emoji is one),
 * and not blank when the design is printed with it (`required`). Null when
 * the text may be ordered. The design is named only when the page shows it. The text is never cut here: switching to a design
 * with a smaller limit keeps what was typed, and says what to change.
 */
export function textProblem(
  personalization: Personalization | null,
  text: string,
  /** The selected design's name, when the page shows it (never a design the shopper cannot see). */
  designName: string | null,
  /** Whose text it is: the shopper's own ("your name"), or one row of a group order ("this name", another person's). */
  whose: 'yours' | 'a row' = 'yours',
): TextProblem | null {
  if (!personalization) return null;
  const { label, maxLength } = personalization;
  const design = designName?.trim();
  const what = label.toLowerCase();
  const your = whose === 'yours' ? 'your' : 'this';
  const length = textLength(text);
  if (length > maxLength) {
    const over = length - maxLength;
    return {
      kind: 'too-long',
      over,
      message: design
        ? `${design} takes at most ${characters(maxLength)} (${what}). Remove ${characters(over)}, or choose another design.`
        : tooManyCharacters(maxLength, `${your} ${what}`, over),
    };
  }
  if (personalization.required && !text.trim()) {
    return {
      kind: 'missing',
      message: design
        ? `${design} is printed with ${your} ${what}: please enter it.`
        : whose === 'yours'
          ? `This item is printed with your ${what}: please enter it.`
          : `This item is printed with a ${what} on each row: please enter it.`,
    };
  }
  return null;
}
