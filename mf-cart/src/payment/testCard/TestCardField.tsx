import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, clearOfStickyHeader, color, fontSize, radius, space } from '@giftshop/shared';
import { formatPrice } from '@giftshop/shared/domain';
import type { CardFieldProps } from '../cardField';
import { cardDetailsProblem } from './cardDetails';
import { authenticate, confirmCard, type ProviderIntent } from './testProviderClient';

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: space.md });
/** Two fields side by side, their boxes on one line: a label that wraps at 375 px ("Expiry (MM/YY)") grows upward. */
const Row = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  gap: space.md,
});
const Field = styled.label({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  fontWeight: 600,
  minWidth: 0,
  input: {
    font: 'inherit',
    fontWeight: 400,
    width: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    padding: '10px 12px',
    border: `1.5px solid ${color.line}`,
    borderRadius: radius.md,
    minHeight: 44,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
  },
});
/**
 * The authentication step's two answers: side by side where they fit, one above the other on a phone. Their labels
 * are the shop's words, broken only between words (the cart's pages let a shopper's long word break anywhere; at
 * 375 px two columns broke these into "Compl ete authe nticati on").
 */
const Answers = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  button: { flex: '1 1 auto', overflowWrap: 'normal' },
});
const Hint = styled.p({ margin: 0, color: color.inkMuted, fontSize: fontSize.sm });
const Challenge = styled.div({
  padding: space.lg,
  border: `1.5px solid ${color.accent}`,
  borderRadius: radius.md,
  background: color.accentSoft,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  // scrolled to clear of the sticky header (at 375 px the step replaced a longer form and sat under it)
  scrollMarginTop: clearOfStickyHeader,
  h3: { margin: 0, outline: 'none' },
  p: { margin: 0 },
});

/**
 * The test provider's card field (loaded only when a shopper pays by card).
 * Stripe's test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0027 6000 3184 asks for authentication (3-D Secure).
 */
export default function TestCardField({ payment, onSucceeded }: CardFieldProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [challenge, setChallenge] = useState(false);
  const amount = formatPrice(payment.amount_cents / 100);
  // the step replaces the form under the shopper's finger: take them (and their screen reader) to its heading
  const challengeBox = useRef<HTMLDivElement>(null);
  const challengeHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!challenge) return;
    challengeHeading.current?.focus({ preventScroll: true });
    // the whole step, its top edge below the header (the heading alone left the box's edge under it)
    challengeBox.current?.scrollIntoView({ block: 'start' });
  }, [challenge]);

  const settle = (intent: ProviderIntent) => {
    setBusy(false);
    if (intent.status === 'succeeded') return onSucceeded();
    if (intent.status === 'requires_action') return setChallenge(true);
    setChallenge(false);
    const why = intent.error?.message ?? intent.last_payment_error?.message ?? 'The payment did not go through.';
    setProblem(`${why} Your order and your cart are kept: check the card or try another one.`);
  };
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const incomplete = cardDetailsProblem(number, expiry, cvc, new Date());
    if (incomplete) return setProblem(incomplete);
    setBusy(true);
    settle(await confirmCard(payment.publicKey, payment.payment_reference, payment.client_secret, number));
  };
  const answer = async (outcome: 'complete' | 'fail') => {
    setBusy(true);
    settle(await authenticate(payment.publicKey, payment.payment_reference, payment.client_secret, outcome));
  };

  if (challenge) {
    return (
      <Challenge ref={challengeBox} role="dialog" aria-labelledby="card-challenge-title">
        <h3 id="card-challenge-title" ref={challengeHeading} tabIndex={-1}>
          Confirm it's you
        </h3>
        <p>Your bank asks you to confirm this payment of {amount} (test authentication).</p>
        <Answers>
          <Button type="button" disabled={busy} onClick={() => void answer('complete')}>
            Complete Authentication
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void answer('fail')}>
            Fail Authentication
          </Button>
        </Answers>
      </Challenge>
    );
  }
  return (
    <Form onSubmit={(e) => void pay(e)} noValidate aria-label="Card details">
      <Field>
        Card number
        <input
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          maxLength={23}
          onChange={(e) => setNumber(e.target.value)}
        />
      </Field>
      <Row>
        <Field>
          Expiry (MM/YY)
          <input
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            maxLength={5}
            onChange={(e) => setExpiry(e.target.value)}
          />
        </Field>
        <Field>
          CVC
          <input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            maxLength={4}
            onChange={(e) => setCvc(e.target.value)}
          />
        </Field>
      </Row>
      <Hint>
        Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks you to confirm.
      </Hint>
      {problem && (
        <p role="alert" css={{ margin: 0, color: color.danger, fontWeight: 600 }}>
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? 'Paying…' : `Pay ${amount}`}
      </Button>
    </Form>
  );
}
