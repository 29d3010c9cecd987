import { multilineTextLength, reviewLimits, textLength } from '@giftshop/shared/domain';
import { tooManyCharacters } from '../personalization/textProblem';

export interface ReviewFields {
  stars: number | null;
  title: string;
  body: string;
}

export type ReviewProblems = Partial<Record<keyof ReviewFields, string>>;

/** What is wrong with each field, in the words the form shows (the database checks the same limits). */
export function reviewProblems(fields: ReviewFields): ReviewProblems {
  const problems: ReviewProblems = {};
  if (fields.stars === null) problems.stars = 'Choose from 1 to 5 stars.';
  // the title as the database counts it (clean_text, then code points): shared's textLength, the one copy of its
  // list of invisible characters (a flag's tag characters count, as they do there)
  const title = textLength(fields.title);
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
