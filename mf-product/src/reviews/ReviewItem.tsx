import { Suspense, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { VisuallyHidden, color, fontSize, space, useHydrated } from '@giftshop/shared';
import { type Review } from '@giftshop/shared/domain';
import { voteHelpful } from '../api/reviewsApi';
import { ReportReview } from './reportReviewLater';
import { reviewDate, reviewDay, starGlyphs } from './reviewText';

/**
 * The list the reviews sit in. One class styles every review inside it, so
 * each review's markup is its words and a few plain elements (the server
 * sends a page of them with every product page).
 */
export const ReviewList = styled.div({
  '& > article': { padding: `${space.md} 0`, borderTop: `1px solid ${color.line}` },
  '& .stars': { color: color.star, letterSpacing: 1, marginRight: space.sm },
  // a shopper's title may be one long word: it wraps, never widens the page
  '& h3': { display: 'inline', margin: 0, fontSize: fontSize.md, overflowWrap: 'anywhere' },
  '& .meta': { margin: `${space.xs} 0`, fontSize: fontSize.sm, color: color.inkMuted },
  '& .meta strong': { color: color.success, fontWeight: 600 },
  '& .body': { margin: `${space.sm} 0`, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  // the row keeps its height before the vote and report buttons are drawn (no shift when they come); plain inline
  // flow, not flex: flex rules come with vendor prefixes in every page's CSS
  '& .actions': { minHeight: 30, fontSize: fontSize.sm },
  '& .actions > *': { marginRight: space.md },
  '& .actions button': {
    border: `1px solid ${color.line}`,
    borderRadius: 6,
    background: color.surface,
    color: color.ink,
    padding: `2px ${space.sm}`,
    fontSize: fontSize.sm,
    fontFamily: 'inherit',
    cursor: 'pointer',
    '&:disabled': { cursor: 'default', color: color.inkMuted },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
  },
  // the question Report asks, in place of the button: one unit, moved whole to the next line when it does not fit
  '& .actions .confirm': { display: 'inline-block', lineHeight: 2.2 },
  '& .actions .confirm > *': { marginRight: space.sm },
  '& .actions [role="status"]:focus': { outline: 'none' },
});

/**
 * One review (inside a {@link ReviewList}): stars, title, text, date,
 * "First L.", the Verified buyer mark, and "Was this helpful?" / "Report" (asked first: ReportReview) (on another shopper's review: on one's own,
 * "Your review" and its helpful count).
 * Every text is React text, never markup; the shopper's title and text each
 * take the direction of their own first letter (dir="auto": a review in
 * Arabic or Hebrew reads right to left, its punctuation where it belongs). Votes and reports need the page's
 * script and a signed-in shopper (the database counts one of each per
 * shopper): their buttons are drawn once the page has hydrated, and a
 * visitor is told to sign in.
 */
export function ReviewItem({
  review,
  signedIn,
  own = false,
}: {
  review: Review;
  signedIn: boolean;
  /** The signed-in shopper's own review: no vote and no Report (the database refuses both from its writer). */
  own?: boolean;
}) {
  const hydrated = useHydrated();
  const [helpful, setHelpful] = useState(review.helpful);
  const [note, setNote] = useState<string | null>(null);
  const [voted, setVoted] = useState(false);
  const status = useRef<HTMLSpanElement>(null);
  const vote = async () => {
    if (!signedIn) return setNote('Sign in to vote.');
    try {
      setHelpful(await voteHelpful(review.id));
      setVoted(true);
      setNote('Thanks for your vote.');
    } catch (error) {
      setNote(error instanceof Error ? error.message : 'Your vote could not be counted.');
    }
  };
  // the report's outcome takes focus from the buttons it replaced (ReportReview)
  const [noteFocus, setNoteFocus] = useState(0);
  useEffect(() => {
    if (noteFocus) status.current?.focus();
  }, [noteFocus]);
  const reportNote = (said: string | null, focus: boolean) => {
    setNote(said);
    if (focus) setNoteFocus((n) => n + 1);
  };
  const after = `${review.editedAt ? ' · edited' : ''}${review.boughtAsGift ? ' · Bought as a gift' : ''}`;
  return (
    <article aria-labelledby={`review-${review.id}`}>
      <span className="stars" aria-hidden="true">
        {starGlyphs(review.stars)}
      </span>
      <h3 id={`review-${review.id}`}>
        <VisuallyHidden>{`${review.stars} out of 5 stars: `}</VisuallyHidden>
        <span dir="auto">{review.title}</span>
      </h3>
      <p className="meta">
        {`${review.author} · `}
        <strong>✓ Verified buyer</strong>
        {' · '}
        <time dateTime={reviewDay(review.createdAt)}>{reviewDate(review.createdAt)}</time>
        {after}
      </p>
      <p className="body" dir="auto">
        {review.body}
      </p>
      <div className="actions">
        {hydrated && own && <span>{`Your review · ${helpful} found it helpful`}</span>}
        {hydrated && !own && (
          <>
            <span id={`review-${review.id}-helpful`}>Was this helpful?</span>
            {/* named by what it shows ("Yes (3)"), so a shopper using speech can say it; the question describes it */}
            <button
              type="button"
              onClick={vote}
              disabled={voted}
              aria-describedby={`review-${review.id}-helpful`}
            >{`Yes (${helpful})`}</button>
            {/* its code comes once the page responds: until then, the button as it will be, not yet working */}
            <Suspense
              fallback={
                <button type="button" disabled>
                  Report
                </button>
              }
            >
              <ReportReview reviewId={review.id} signedIn={signedIn} onNote={reportNote} />
            </Suspense>
            <span role="status" ref={status} tabIndex={-1}>
              {note}
            </span>
          </>
        )}
      </div>
    </article>
  );
}
