import { multilineTextLength, reviewLimits } from '@giftshop/shared/domain';
import { tooManyCharacters } from '../personalization/textProblem';

export interface ReviewFields {
  stars: number | null;
  title: string;
  body: string;
}

export type ReviewProblems = Partial<Record<keyof ReviewFields, string>>;

/** Text as the database counts it: invisible characters gone, runs of spaces one space, trimmed (as `clean_text`). */
export function cleanedLength(text: string): number {
  // every kind of space one space, then invisible characters (zero-width and direction marks, soft hyphens,
  // control characters) removed
  return [
    ...text
      .replace(/\s+/g, ' ')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/ +/g, ' ')
      .trim(),
  ].length;
}

/** What is wrong with each field, in the words the form shows (the database checks the same limits). */
export function reviewProblems(fields: ReviewFields): ReviewProblems {
  const problems: ReviewProblems = {};
  if (fields.stars === null) problems.stars = 'Choose from 1 to 5 stars.';
  const title = cleanedLength(fields.title);
  if (title === 0) problems.title = 'Give your review a title.';
  // over a limit: how many to remove, in the words the personalization field uses
  else if (title > reviewLimits.titleMax)
    problems.title = tooManyCharacters(reviewLimits.titleMax, 'your title', title - reviewLimits.titleMax);
  // the body keeps its line breaks (clean_multiline_text): each kept one counts, as the database counts it
  const body = multilineTextLength(fields.body);
  if (body < reviewLimits.bodyMin) problems.body = `Write at least ${reviewLimits.bodyMin} characters.`;
  else if (body > reviewLimits.bodyMax)
    problems.body = tooManyCharacters(reviewLimits.bodyMax, 'your review', body - reviewLimits.bodyMax);
  return problems;
}
