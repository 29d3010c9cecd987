import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styled from '@emotion/styled';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ButtonLink,
  ShopLink,
  color,
  fontSize,
  radius,
  space,
  useHydrated,
  useShopNavigation,
  VisuallyHidden,
} from '@giftshop/shared';
import { writeReviewPath, type ProductDetail } from '@giftshop/shared/domain';
import type { ReviewSort } from '../api/reviewsApi';
import { RatingBars } from './RatingBars';
import { ReviewItem, ReviewList } from './ReviewItem';
import { ratingDistributionQuery, reviewLinesQuery, reviewPagesQuery } from './reviewQueries';
import { reviewCount, starGlyphs } from './reviewText';
import { useShopper } from './useShopper';
import { clearOfHeader } from '../detail/detailLayout';
import { isPlainClick, reviewJustSent, reviewsHref, reviewsView, type ReviewsView } from './reviewsAddress';

// One class styles the tab (figures, notice, order form, "Load More"): the server sends it with every product page.
const Tab = styled.div({
  // scrolled to when the shopper comes back from sending a review: clear of the sticky header
  scrollMarginTop: clearOfHeader,
  '& .summary': {
    display: 'grid',
    gap: space.lg,
    gridTemplateColumns: 'minmax(10rem, 14rem) 1fr',
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  '& .average': { margin: 0, fontSize: fontSize.sm, color: color.inkMuted },
  '& .average strong': { display: 'block', fontSize: '2.25rem', lineHeight: 1.1, color: color.ink },
  '& .average span': { color: color.star },
  '& .notice': { fontSize: fontSize.sm, color: color.inkMuted, margin: `${space.md} 0` },
  '& .thanks': { margin: `0 0 ${space.md}`, color: color.success, fontWeight: 600 },
  // the order and the filter line flow inline and wrap (flex rules come with vendor prefixes in every page's CSS)
  '& form': { margin: `${space.lg} 0 ${space.sm}` },
  '& form [role="status"]': { display: 'inline-block', marginLeft: space.md },
  '& form button, & .more': {
    display: 'inline-block',
    minHeight: 36,
    padding: `6px ${space.md}`,
    border: `1.5px solid ${color.ink}`,
    borderRadius: radius.pill,
    background: 'transparent',
    color: color.ink,
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '& .more[aria-disabled="true"]': { opacity: 0.6 },
  '& form button:focus-visible, & .more:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'helpful', label: 'Most helpful' },
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
];

/** What the shopper can do: write (or edit) a review of a line they bought, sign in, or why they cannot. */
function WriteInvitation({ product }: { product: ProductDetail }) {
  const shopper = useShopper();
  const { pathname } = useShopNavigation();
  const lines = useQuery(reviewLinesQuery(product.id, shopper ?? null));
  if (shopper === undefined) return null;
  if (shopper === null) {
    return (
      <p>
        Bought this gift?{' '}
        <ShopLink to={`/auth?redirect=${encodeURIComponent(`${pathname}#reviews`)}`}>Sign in to review it</ShopLink>.
      </p>
    );
  }
  if (!lines.data) return null;
  // the database says which lines may be reviewed (a delivered, paid order) and why the others may not
  const reviewable = lines.data.filter((line) => line.cannotReview === null);
  const open = reviewable.find((line) => !line.review);
  const written = reviewable.find((line) => line.review);
  const waiting = lines.data.find((line) => line.cannotReview !== null);
  if (open) {
    return (
      <ButtonLink to={writeReviewPath(open.orderItemId)} variant="secondary">
        Write a Review
      </ButtonLink>
    );
  }
  if (written) return <ShopLink to={writeReviewPath(written.orderItemId)}>Edit your review</ShopLink>;
  if (waiting) return <p>{waiting.cannotReview}</p>;
  return <p>Only shoppers who bought this gift can review it. You can write one once you have ordered it.</p>;
}

/**
 * The Reviews tab: the average, the count and the 5-to-1 bars (which filter
 * the list), the reviews in the chosen order with "Load More", and how
 * reviews are verified. The server renders the view the address asks for
 * (reviewsAddress.ts) with a short first page; the bars, "Show all" and
 * "Load More" are links and the order a GET form, so each works before the
 * page hydrates (and with JavaScript off); after, they change the list in
 * place, and "Load More" reads the next pages through the data module.
 */
export function ReviewsTab({ product }: { product: ProductDetail }) {
  const { search } = useShopNavigation();
  const hydrated = useHydrated();
  const [asked] = useState(() => reviewsView(search));
  const [sort, setSort] = useState<ReviewSort>(asked.sort);
  const [stars, setStars] = useState<number | null>(asked.stars);
  // back from sending a review: thanked, and the tab in view (the page would open at its top, the review far below)
  const [sent] = useState(() => reviewJustSent(search));
  const tab = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent || !tab.current) return;
    // with the tab's label ("Reviews (5)") above it, when it is a tab's panel: the label is the panel's name
    const panel = tab.current.closest('[role="tabpanel"]');
    const label = document.getElementById(panel?.getAttribute('aria-labelledby') ?? '');
    (label ?? tab.current).scrollIntoView({ block: 'start' });
  }, [sent]);
  // the level between the page's h1 and each review's h3, for a screen reader's list of headings (QA sweep H-e); the
  // tab's label says it to the eye
  const heading = <VisuallyHidden as="h2">Reviews</VisuallyHidden>;
  const thanks = sent && (
    <p role="status" className="thanks">
      Thank you: your review is {sent}.
    </p>
  );
  const figures = useQuery(ratingDistributionQuery(product.id));
  const pages = useInfiniteQuery(reviewPagesQuery(product.id, sort, stars));
  const shopper = useShopper();
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  // the shopper's own review (review_lines names it): offered neither a vote nor Report, which its writer may not do
  const lines = useQuery(reviewLinesQuery(product.id, shopper ?? null));
  const own = new Set(lines.data?.flatMap((line) => (line.review ? [line.review.id] : [])));
  const href = (view: Partial<ReviewsView>) => reviewsHref({ sort, stars, more: 0, ...view });
  const inPlace = (event: MouseEvent<HTMLAnchorElement>, change: () => void) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    change();
  };
  const total = figures.data && (stars === null ? figures.data.count : figures.data.stars[stars as 1 | 2 | 3 | 4 | 5]);
  const order = SORTS.find((option) => option.value === sort)?.label.toLowerCase();
  const listShown =
    pages.data && total !== undefined ? `Showing ${reviews.length} of ${reviewCount(total)}, ${order} first.` : '';
  const notice = (
    <p className="notice">
      Every review comes from a shopper who bought the gift from us and received it: a review can only be written for an
      order that was paid for and delivered, each shopper reviews a gift once, however many they bought, and a review
      stops counting if its order is cancelled or refunded. We show every rating, high and low.
    </p>
  );
  if (figures.data && figures.data.count === 0) {
    return (
      <Tab ref={tab}>
        {heading}
        {thanks}
        <p>
          <strong>No reviews yet.</strong>
        </p>
        <WriteInvitation product={product} />
        {notice}
      </Tab>
    );
  }
  return (
    <Tab ref={tab}>
      {heading}
      {thanks}
      {figures.data && (
        <div className="summary">
          <p className="average">
            {/* the big figure and the stars are for the eye: the line under them says both (a screen reader heard */}
            {/* "3.2, 3.2 out of 5 · 33 reviews": QA sweep H-f) */}
            <strong aria-hidden="true">{figures.data.value.toFixed(1)}</strong>
            <span aria-hidden="true">{starGlyphs(figures.data.value)}</span>
            <br />
            {`${figures.data.value.toFixed(1)} out of 5 · ${reviewCount(figures.data.count)}`}
          </p>
          <RatingBars
            figures={figures.data}
            selected={stars}
            href={(next) => href({ stars: next })}
            onSelect={(next, event) => inPlace(event, () => setStars(next))}
          />
        </div>
      )}
      {notice}
      <WriteInvitation product={product} />
      <form method="get" action="#reviews">
        <label>
          Sort by{' '}
          <select name="sort" value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {stars !== null && <input type="hidden" name="stars" value={stars} />}
          {!hydrated && (
            <>
              {' '}
              <button type="submit">Sort</button>
            </>
          )}
        </label>
        {stars !== null && (
          <span role="status">
            {`Showing ${stars}-star reviews. `}
            <a href={href({ stars: null })} onClick={(event) => inPlace(event, () => setStars(null))}>
              Show all
            </a>
          </span>
        )}
      </form>
      {pages.isError && <p role="alert">The reviews could not be loaded just now.</p>}
      {/* what a new order, filter or Load More shows, said in a sentence; the list itself is not a live region (it */}
      {/* read every review's whole text to a screen reader: QA sweep H-e) */}
      <VisuallyHidden role="status">{listShown}</VisuallyHidden>
      <ReviewList aria-busy={pages.isFetching}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} signedIn={Boolean(shopper)} own={own.has(review.id)} />
        ))}
      </ReviewList>
      {pages.hasNextPage && (
        <a
          className="more"
          href={href({ more: pages.data?.pages.length ?? 1 })}
          aria-disabled={pages.isFetchingNextPage}
          onClick={(event) => inPlace(event, () => void (pages.isFetchingNextPage || pages.fetchNextPage()))}
        >
          {pages.isFetchingNextPage ? 'Loading…' : 'Load More Reviews'}
        </a>
      )}
    </Tab>
  );
}
