import { textLength } from '@giftshop/shared/domain';
import { shortened } from '../page/shortened';
import type { Personalization } from './personalizationOptions';

/**
 * What the page says when the shopper picks another design while text is
 * typed, so that text is never dropped or kept against the new design's rules
 * in silence (issue 33, item 4). The text itself is kept: a design with no
 * text does not print it (and it comes back with a design that takes text);
 * text over the new design's limit is named by `textProblem`, which says
 * what to change. Null when there is nothing to say.
 */
export function designChangeNote(
  text: string,
  from: Personalization | null,
  to: Personalization | null,
  designName: string,
): string | null {
  const typed = text.replace(/\s+/g, ' ').trim();
  if (!typed) return null;
  const quoted = `“${shortened(typed, 40)}”`;
  if (!to) return `${designName} is printed as drawn, with no text: ${quoted} will not be printed.`;
  // over the new limit: the text box says what to change
  if (textLength(text) > to.maxLength) return null;
  if (from && from.label === to.label) return null;
  return `${quoted} is kept as your ${to.label.toLowerCase()} for ${designName}.`;
}
