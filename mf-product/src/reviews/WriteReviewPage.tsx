import { useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ButtonLink,
  PageContainer,
  ShopLink,
  color,
  fontSize,
  radius,
  space,
  useShopNavigation,
} from '@giftshop/shared';
import { useKeepTypingWhenSessionEnds, useKeptTyping, useSignInAgainWhenSessionEnds } from '@giftshop/shared/session';
import { bus } from '../bus';
import { groupThousands, reviewLimits, writeReviewPath } from '@giftshop/shared/domain';
import { ReviewRefused, writeReview, type LineToReview } from '../api/reviewsApi';
import { productPath } from '../meta/pagePaths';
import { OptionChip, OptionChips } from '../options/optionChip';
import { reviewProblems, type ReviewProblems } from './reviewForm';
import { reviewLineQuery } from './reviewQueries';
import { reviewSentHref } from './reviewsAddress';
import { shopperOf, useSessionState } from './useShopper';

const Form = styled.form({ display: 'grid', gap: space.lg, maxWidth: '40rem' });
const Field = styled.div({ display: 'grid', gap: space.xs });
const Label = styled.label({ fontWeight: 600 });
const Hint = styled.span({ fontSize: fontSize.sm, color: color.inkMuted });
const Problem = styled.span({ fontSize: fontSize.sm, color: color.danger, fontWeight: 600 });
const inputStyle = {
  font: 'inherit',
  padding: space.sm,
  border: `1px solid ${color.inkMuted}`,
  borderRadius: radius.sm,
  '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: 2 },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
} as const;
const Input = styled.input(inputStyle);
const TextArea = styled.textarea({ ...inputStyle, minHeight: '9rem', resize: 'vertical' });
const Stars = styled.fieldset({ border: 0, padding: 0, margin: 0, display: 'grid', gap: space.xs });
/** An order number is one word: it never breaks at its hyphen ("KL-" / "100001" at 375 px). */
const OrderNumber = styled.span({ whiteSpace: 'nowrap' });
/** The options the gift was ordered with, under its name. */
const Chosen = styled.span({ display: 'block', fontSize: fontSize.sm, color: color.inkMuted });

/**
 * "Style: 11 oz Classic, Printing: Single-Sided, Color: Navy": the item's options as every page names them
 * (shared customizationLines); the variant's name for a line stored without them.
 */
const chosenOptions = (line: LineToReview) =>
  line.options
    .filter((option) => option.kind === 'option')
    .map((option) => `${option.label}: ${option.value}`)
    .join(', ') || line.variantName;

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** What the review form holds as typed: kept if the session ends meanwhile (useKeepTypingWhenSessionEnds). */
interface TypedReview {
  stars: number | null;
  title: string;
  body: string;
  gift: boolean;
}

/** A review kept when a session ended, as the form holds one; null when it is not one (tampered, another shape). */
function keptReview(values: unknown): TypedReview | null {
  const kept = (values ?? {}) as Record<string, unknown>;
  const { stars, title, body, gift } = kept;
  const starsFit = stars === null || (typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5);
  if (!starsFit || typeof title !== 'string' || typeof body !== 'string' || typeof gift !== 'boolean') return null;
  return { stars, title, body, gift };
}

/** `/write-review/:line`: the signed-in buyer's review of one order line (a second visit edits it). */
export function WriteReviewPage({ line }: { line: string }) {
  const orderItemId = /^\d{1,15}$/.test(line) ? Number(line) : null;
  const session = useSessionState();
  const shopper = shopperOf(session);
  // a session that ends here (it expired, or the server refused it), or ended before the page loaded (the whole
  // state says so): sign in again, told why, and come back, the review as typed kept (ReviewFormView)
  useSignInAgainWhenSessionEnds(session, useShopNavigation());
  const found = useQuery(reviewLineQuery(orderItemId ?? 0, orderItemId === null ? null : (shopper ?? null)));
  if (shopper === undefined || (shopper && orderItemId !== null && found.isPending)) {
    return (
      <PageContainer>
        <p role="status">Loading your order…</p>
      </PageContainer>
    );
  }
  if (shopper === null) {
    return (
      <PageContainer>
        <h1>Write a review</h1>
        <p>Reviews come from shoppers who bought the gift. Sign in to the account you ordered with to write yours.</p>
        <ButtonLink to={`/auth?redirect=${encodeURIComponent(writeReviewPath(orderItemId ?? 0))}`}>
          Sign In to Write Your Review
        </ButtonLink>
      </PageContainer>
    );
  }
  if (found.isError) {
    return (
      <PageContainer>
        <p role="alert">Your order could not be loaded just now. Please try again.</p>
      </PageContainer>
    );
  }
  if (!found.data) {
    return (
      <PageContainer>
        <h1>Write a review</h1>
        <p>
          You can only review a gift you bought, from the order it was on. This order line is not one of your orders.
        </p>
        <ShopLink to="/orders">See your orders</ShopLink>
      </PageContainer>
    );
  }
  if (found.data.cannotReview !== null) {
    // the database's reason (not paid, not delivered yet, cancelled, refunded): write_review refuses the same line
    return (
      <PageContainer>
        <h1>Write a review</h1>
        <p>
          {found.data.productName}, <OrderNumber>order {found.data.orderNumber}</OrderNumber>: {found.data.cannotReview}
        </p>
        <ShopLink to={`/orders/${found.data.orderNumber}`}>See the order</ShopLink>
      </PageContainer>
    );
  }
  return <ReviewFormView line={found.data} shopper={shopper} />;
}

function ReviewFormView({ line, shopper }: { line: LineToReview; shopper: string }) {
  const queries = useQueryClient();
  const navigation = useShopNavigation();
  const { navigate } = navigation;
  const keptAs = `review:${line.orderItemId}`;
  const kept = useKeptTyping(keptAs, shopper, keptReview);
  const [stars, setStars] = useState<number | null>(kept ? kept.stars : (line.review?.stars ?? null));
  const [title, setTitle] = useState(kept?.title ?? line.review?.title ?? '');
  const [body, setBody] = useState(kept?.body ?? line.review?.body ?? '');
  const [gift, setGift] = useState(kept?.gift ?? line.review?.boughtAsGift ?? false);
  useKeepTypingWhenSessionEnds(bus, keptAs, shopper, (): TypedReview => ({ stars, title, body, gift }), navigation);
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = {
    stars: useRef<HTMLInputElement>(null),
    title: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  const focusFirst = (found: ReviewProblems) => {
    const first = (['stars', 'title', 'body'] as const).find((key) => found[key]);
    if (first) fields[first].current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reviewProblems({ stars, title, body });
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length) return focusFirst(found);
    setSending(true);
    try {
      const review = await writeReview(line.orderItemId, { stars: stars!, title, body, boughtAsGift: gift });
      // the rating line, the bars and the list are read again: the new review shows at once
      await Promise.all([
        queries.invalidateQueries({ queryKey: ['product'] }),
        queries.invalidateQueries({ queryKey: ['review-figures', line.productId] }),
        queries.invalidateQueries({ queryKey: ['reviews', line.productId] }),
        queries.invalidateQueries({ queryKey: ['review-lines'] }),
        queries.invalidateQueries({ queryKey: ['review-line'] }),
      ]);
      navigate(reviewSentHref(productPath(line.productSku), review.id, line.review !== null));
    } catch (error) {
      if (error instanceof ReviewRefused && error.field) {
        const next = { [error.field]: error.message };
        setProblems(next);
        focusFirst(next);
      } else {
        setRefusal(error instanceof Error ? error.message : 'Your review could not be sent.');
      }
    } finally {
      setSending(false);
    }
  };
  const chosen = chosenOptions(line);
  const describedBy = (key: keyof ReviewProblems, hint: string) =>
    [hint, problems[key] ? `${key}-problem` : ''].filter(Boolean).join(' ');
  return (
    <PageContainer>
      <h1>{line.review ? 'Edit your review' : 'Write a review'}</h1>
      <p>
        {line.productName} · <OrderNumber>order {line.orderNumber}</OrderNumber>
        {chosen && <Chosen>{chosen}</Chosen>}
      </p>
      <Form noValidate onSubmit={submit} aria-label="Review form">
        <Stars aria-describedby={problems.stars ? 'stars-problem' : undefined}>
          <legend css={{ fontWeight: 600 }}>Your rating</legend>
          <OptionChips>
            {[5, 4, 3, 2, 1].map((n) => (
              <OptionChip key={n}>
                <input
                  ref={n === 5 ? fields.stars : undefined}
                  type="radio"
                  name="stars"
                  value={n}
                  checked={stars === n}
                  onChange={() => setStars(n)}
                  aria-invalid={problems.stars ? true : undefined}
                />
                <span aria-hidden="true" css={{ color: color.star }}>
                  {'★'.repeat(n)}
                </span>
                {`${n} – ${STAR_WORDS[n]}`}
              </OptionChip>
            ))}
          </OptionChips>
          {problems.stars && <Problem id="stars-problem">{problems.stars}</Problem>}
        </Stars>
        <Field>
          <Label htmlFor="review-title">Title</Label>
          <Hint id="title-hint">Up to {reviewLimits.titleMax} characters.</Hint>
          <Input
            ref={fields.title}
            id="review-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            dir="auto"
            aria-invalid={problems.title ? true : undefined}
            aria-describedby={describedBy('title', 'title-hint')}
          />
          {problems.title && <Problem id="title-problem">{problems.title}</Problem>}
        </Field>
        <Field>
          <Label htmlFor="review-body">Your review</Label>
          <Hint id="body-hint">
            {reviewLimits.bodyMin} to {groupThousands(String(reviewLimits.bodyMax))} characters: how the printing and
            the lettering turned out.
          </Hint>
          <TextArea
            ref={fields.body}
            id="review-body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            dir="auto"
            aria-invalid={problems.body ? true : undefined}
            aria-describedby={describedBy('body', 'body-hint')}
          />
          {problems.body && <Problem id="body-problem">{problems.body}</Problem>}
        </Field>
        <label css={{ display: 'flex', gap: space.sm, alignItems: 'center' }}>
          <input type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} />I bought it as a
          gift
        </label>
        {refusal && <p role="alert">{refusal}</p>}
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : line.review ? 'Save My Review' : 'Send My Review'}
          </Button>
        </div>
        <Hint>Your review shows with your first name and last initial, and a Verified buyer mark.</Hint>
      </Form>
    </PageContainer>
  );
}
