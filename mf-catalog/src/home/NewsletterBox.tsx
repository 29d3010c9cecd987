import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, color, font, fontSize, media, radius, space } from '@giftshop/shared';
import { subscribeToNewsletter } from '../api/newsletter';
import { emailProblem } from './validateEmail';

const Box = styled.section({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: space.xl,
  alignItems: 'center',
  padding: space.xxl,
  borderRadius: radius.lg,
  background: color.accentSoft,
  [media.mobile]: { gridTemplateColumns: '1fr', padding: space.lg, gap: space.lg },
  h2: { fontFamily: font.display, fontSize: fontSize.xxl, fontWeight: 600, margin: `0 0 ${space.sm}` },
  '& > div > p': { margin: 0, color: color.inkMuted },
});

const Row = styled.div({
  display: 'flex',
  gap: space.sm,
  input: {
    flex: 1,
    minWidth: 0,
    height: 48,
    padding: `0 ${space.md}`,
    borderRadius: radius.pill,
    border: `1.5px solid ${color.line}`,
    background: color.surface,
    fontSize: fontSize.md,
    color: color.ink,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: color.danger },
  },
  // stacked on a phone, the box keeps its 48 px: `flex: 1` would size it along the column (to ~20 px)
  [media.mobile]: { flexDirection: 'column', input: { flex: 'none' } },
});

const Message = styled.p<{ tone: 'success' | 'danger' | 'muted' }>(({ tone }) => ({
  minHeight: '1.5em',
  margin: `${space.sm} 0 0`,
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: tone === 'success' ? color.success : tone === 'danger' ? color.danger : color.ink,
}));

type Outcome = { tone: 'success' | 'danger' | 'muted'; text: string } | null;

/** Home: the newsletter sign-up, which really subscribes the address. */
export function NewsletterBox() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const subscribe = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => {
      setOutcome({
        tone: 'success',
        text: 'Thanks for subscribing! Look out for new designs and offers in your inbox.',
      });
      setEmail('');
    },
    onError: () =>
      setOutcome({
        tone: 'danger',
        text: 'We couldn’t subscribe you just now. Please check your connection and try again.',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const problem = emailProblem(email);
    if (problem) {
      setOutcome({ tone: 'danger', text: problem });
      return;
    }
    setOutcome(null);
    subscribe.mutate(email.trim());
  };
  const invalid = outcome?.tone === 'danger' && !subscribe.isError;

  return (
    <Box aria-labelledby={`${id}-title`} data-testid="newsletter">
      <div>
        <h2 id={`${id}-title`}>Get gift ideas in your inbox</h2>
        <p>New designs, seasonal reminders and subscriber-only offers. No spam — unsubscribe any time.</p>
      </div>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} css={{ display: 'block', fontWeight: 600, marginBottom: space.sm }}>
          E-mail address
        </label>
        <Row>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            maxLength={254}
            aria-invalid={invalid}
            aria-describedby={`${id}-message`}
            onChange={(e) => setEmail(e.target.value)}
          />
          {/* unavailable while it is sent, never disabled: a disabled button drops the focus to the page (QA sweep H-e) */}
          <Button type="submit" size="lg" aria-disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </Row>
        <Message id={`${id}-message`} role="status" tone={outcome?.tone ?? 'muted'}>
          {outcome?.text ?? ''}
        </Message>
      </form>
    </Box>
  );
}
