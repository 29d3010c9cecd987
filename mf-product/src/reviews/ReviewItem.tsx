import { useState } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, space, type Review } from '@giftshop/shared';
import { reportReview, voteHelpful } from '../api/reviewsApi';
import { reviewDate, starGlyphs } from './reviewText';

const Item = styled.article({ padding: `${space.md} 0`, borderTop: `1px solid ${color.line}` });
const Head = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
const Stars = styled.span({ color: color.star, letterSpacing: 1 });
const Title = styled.h3({ margin: 0, fontSize: fontSize.md });
const Meta = styled.p({ margin: `${space.xs} 0`, fontSize: fontSize.sm, color: color.inkMuted });
const Verified = styled.span({ color: color.success, fontWeight: 600 });
const Body = styled.p({ margin: `${space.sm} 0`, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  fontSize: fontSize.sm,
});
const Small = styled.button({
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
});

/**
 * One review: stars, title, text, date, "First L.", the Verified buyer
 * mark, and "Was this helpful?" / "Report". Every text is React text, never
 * markup. Votes and reports need a signed-in shopper (the database counts
 * one of each per shopper); a visitor is told so.
 */
export function ReviewItem({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const [helpful, setHelpful] = useState(review.helpful);
  const [note, setNote] = useState<string | null>(null);
  const [voted, setVoted] = useState(false);
  const [reported, setReported] = useState(false);
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
  const report = async () => {
    if (!signedIn) return setNote('Sign in to report a review.');
    try {
      await reportReview(review.id);
      setReported(true);
      setNote('Thanks, the shop will look at this review.');
    } catch (error) {
      setNote(error instanceof Error ? error.message : 'Your report could not be sent.');
    }
  };
  return (
    <Item aria-labelledby={`review-${review.id}`}>
      <Head>
        <Stars aria-hidden="true">{starGlyphs(review.stars)}</Stars>
        <Title id={`review-${review.id}`}>
          <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {`${review.stars} out of 5 stars: `}
          </span>
          {review.title}
        </Title>
      </Head>
      <Meta>
        {review.author} · <Verified>✓ Verified buyer</Verified> ·{' '}
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
        {review.editedAt ? ' · edited' : ''}
        {review.boughtAsGift ? ' · Bought as a gift' : ''}
      </Meta>
      <Body>{review.body}</Body>
      <Actions>
        <span>Was this helpful?</span>
        <Small type="button" onClick={vote} disabled={voted} aria-label={`Yes, this review helped (${helpful})`}>
          Yes ({helpful})
        </Small>
        <Small type="button" onClick={report} disabled={reported}>
          {reported ? 'Reported' : 'Report'}
        </Small>
        <span role="status">{note}</span>
      </Actions>
    </Item>
  );
}
