import type { JsonAnswer } from './jsonAnswers';

/** A holiday category's next occasion and the last day to order for it (occasion_order_by), or null. */
export interface OccasionOrderBy {
  name: string;
  occasionDay: string;
  orderBy: string;
}

/** `occasion_order_by`'s answer; null for a category without an occasion, or an answer missing a day. */
export function toOccasionOrderBy(answer: JsonAnswer<'occasion_order_by'>): OccasionOrderBy | null {
  if (!answer || !answer.name || !answer.occasion_day || !answer.order_by) return null;
  return { name: answer.name, occasionDay: answer.occasion_day, orderBy: answer.order_by };
}
