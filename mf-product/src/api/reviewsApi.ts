import { getSupabase } from '@giftshop/shared';
import {
  cleanMultilineText,
  cleanText,
  toOrderLine,
  toRatingDistribution,
  toReview,
  jsonAnswer,
  type OrderLine,
  type RatingDistribution,
  type Review,
} from '@giftshop/shared/domain';
import { ProductRequestError } from './productRequestError';

/**
 * The Reviews tab's and the write-a-review form's reads and writes (issue 30).
 * The database decides who may write (write_review checks the caller bought
 * the line), keeps the figures, and counts one vote and one report per
 * shopper; this module only asks.
 */

export type ReviewSort = 'helpful' | 'newest' | 'highest' | 'lowest';
/** The first page, in the page's HTML, is short (the tab's figures carry the rest); "Show more" adds ten at a time. */
export const REVIEW_FIRST_PAGE_SIZE = 5;
export const REVIEW_PAGE_SIZE = 10;

/** Where page `page` (0 the first) starts and how many it holds. */
export function reviewPageRange(page: number): { from: number; size: number } {
  return page === 0
    ? { from: 0, size: REVIEW_FIRST_PAGE_SIZE }
    : { from: REVIEW_FIRST_PAGE_SIZE + (page - 1) * REVIEW_PAGE_SIZE, size: REVIEW_PAGE_SIZE };
}

const REVIEW_COLUMNS =
  'id, product_id, author_name, stars, title, body, bought_as_gift, helpful_count, created_at, edited_at';

/** The product's figures: average, count and a count per star (zeros when it has no reviews). */
export async function fetchRatingDistribution(productId: number): Promise<RatingDistribution> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('product_ratings')
    .select('*')
    .eq('product_id', productId)
    .maybeSingle()
    .retry(false);
  if (error) throw new ProductRequestError('Failed to fetch the ratings', error);
  return toRatingDistribution(data);
}

/** One page of published reviews in the chosen order, optionally of one star count only (see reviewPageRange). */
export async function fetchReviewPage(
  productId: number,
  sort: ReviewSort,
  stars: number | null,
  page: number,
): Promise<{ reviews: Review[]; more: boolean }> {
  const supabase = await getSupabase();
  let query = supabase.from('reviews').select(REVIEW_COLUMNS).eq('product_id', productId).eq('status', 'published');
  if (stars !== null) query = query.eq('stars', stars);
  if (sort === 'helpful') query = query.order('helpful_count', { ascending: false });
  if (sort === 'highest') query = query.order('stars', { ascending: false });
  if (sort === 'lowest') query = query.order('stars', { ascending: true });
  const { from, size } = reviewPageRange(page);
  // one more than a page says whether there is a next one
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + size)
    .retry(false);
  if (error) throw new ProductRequestError('Failed to fetch the reviews', error);
  const rows = (data ?? []).map(toReview);
  return { reviews: rows.slice(0, size), more: rows.length > size };
}

/** A line the signed-in shopper bought, with their review of it when written. */
export interface ReviewLine {
  orderItemId: number;
  productId: number;
  productSku: string;
  productName: string;
  variantName: string | null;
  orderNumber: string;
  orderedAt: string;
  review: { id: number; stars: number; title: string; body: string; boughtAsGift: boolean } | null;
  /** Why the database would refuse a review of this line (not paid, not delivered, cancelled), or null: it may be reviewed. */
  cannotReview: string | null;
}

/** The shopper's lines of a product (or one line by id), each saying whether it may be reviewed; none for a visitor or a line not theirs. */
export async function fetchReviewLines(query: { productId?: number; orderItemId?: number }): Promise<ReviewLine[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('review_lines', { product: query.productId, order_item: query.orderItemId })
    .retry(false);
  if (error) throw new ProductRequestError('Failed to fetch your orders of this product', error);
  return (data ?? []).map((row) => ({
    orderItemId: row.order_item_id,
    productId: row.product_id,
    productSku: row.product_sku,
    productName: row.product_name,
    variantName: row.variant_name,
    orderNumber: row.order_number,
    orderedAt: row.ordered_at,
    review:
      // a line not yet reviewed has no review (the generated types cannot say a left join's columns may be null)
      (row.review_id as number | null) === null
        ? null
        : { id: row.review_id, stars: row.stars, title: row.title, body: row.body, boughtAsGift: row.bought_as_gift },
    cannotReview: row.cannot_review as string | null,
  }));
}

/** The line the write-a-review page is about, with the options it was ordered with, as every page names them. */
export interface LineToReview extends ReviewLine {
  /** "Style: 11 oz Classic", "Printing: Single-Sided"… (shared customizationLines, through toOrderLine). */
  options: OrderLine['options'];
}

// The columns toOrderLine reads, as the order page reads them (one literal, so supabase-js types the row).
const ORDER_LINE_COLUMNS =
  'product_name, variant_name, variant_sku, personalization_text, options, quantity, unit_price, line_total, size';

/**
 * One line to review, by its id: the database's answer (review_lines) and the line's options, read side by side
 * (row level security shows only the shopper's own lines). Null for a visitor or a line not theirs.
 */
export async function fetchLineToReview(orderItemId: number): Promise<LineToReview | null> {
  const supabase = await getSupabase();
  const [lines, item] = await Promise.all([
    fetchReviewLines({ orderItemId }),
    supabase.from('order_items').select(ORDER_LINE_COLUMNS).eq('id', orderItemId).maybeSingle().retry(false),
  ]);
  const line = lines[0];
  if (!line) return null;
  // the form is there without them: a failed read names the gift without its options
  if (item.error) console.warn(`[product] the options of order line ${orderItemId} could not be read`, item.error);
  return { ...line, options: item.data ? toOrderLine(item.data).options : [] };
}

export interface ReviewDraft {
  stars: number;
  title: string;
  body: string;
  boughtAsGift: boolean;
}

/** The database's refusal of one field ("title: …"), or of the whole review. */
export class ReviewRefused extends Error {
  constructor(
    message: string,
    readonly field: 'stars' | 'title' | 'body' | null,
  ) {
    super(message);
  }
}

/** Writes (or, for a line already reviewed, edits) the shopper's review of one of their order lines. */
export async function writeReview(orderItemId: number, draft: ReviewDraft): Promise<Review> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('write_review', {
    order_item: orderItemId,
    stars: draft.stars,
    // the text as the server will keep it (clean_text, clean_multiline_text): a NUL, which the database refuses
    // as text, never makes the review fail
    title: cleanText(draft.title),
    body: cleanMultilineText(draft.body),
    bought_as_gift: draft.boughtAsGift,
  });
  if (error) {
    const field = /^(stars|title|body): (.*)$/s.exec(error.message ?? '');
    if (field) throw new ReviewRefused(field[2]!, field[1] as 'stars' | 'title' | 'body');
    if (error.code === '42501') throw new ReviewRefused(error.message, null);
    throw new ProductRequestError('Your review could not be sent', error);
  }
  return toReview(jsonAnswer<'write_review'>(data));
}

/** "Was this helpful?": the review's helpful count after the vote (a repeat vote counts nothing). */
export async function voteHelpful(reviewId: number): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('vote_review_helpful', { review: reviewId });
  if (error) throw new ReviewRefused(error.message, null);
  return data;
}

/** "Report": whether the review is now hidden for the shop to look at. */
export async function reportReview(reviewId: number): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('report_review', { review: reviewId });
  if (error) throw new ReviewRefused(error.message, null);
  return data;
}
