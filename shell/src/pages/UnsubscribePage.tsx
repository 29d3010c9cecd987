import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  color,
  font,
  fontSize,
  PageContainer,
  radius,
  shadow,
  ShopLink,
  space,
  usePageTitle,
} from '@giftshop/shared';
import { UNSUBSCRIBE_PATH } from './shellPages';

/** What the server says after a POST, in the address it sends the browser to (`?result=`). */
export type UnsubscribeResult = 'unsubscribed' | 'invalid' | 'unavailable';

export interface UnsubscribeView {
  /** `ask`: the page with the Unsubscribe button (again, after `unavailable`). */
  outcome: 'unsubscribed' | 'invalid' | 'ask';
  /** The page's heading, and its title in the tab: the server's `<title>` too (`shell/server/shellPageTitle.ts`). */
  title: string;
  token: string;
  /** The last press could not unsubscribe (the backend was away): the page says so and asks again. */
  unavailable: boolean;
}

/** The unsubscribe page's view for its address (`?token=…`, `?result=…`), as the page and the server read it. */
export function unsubscribeView(search: string): UnsubscribeView {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const result = query.get('result');
  if (result === 'unsubscribed')
    return { outcome: 'unsubscribed', title: 'You’re unsubscribed', token, unavailable: false };
  if (result === 'invalid' || !token)
    return { outcome: 'invalid', title: 'This link is not valid', token, unavailable: false };
  return { outcome: 'ask', title: 'Unsubscribe from the newsletter', token, unavailable: result === 'unavailable' };
}

const Card = styled.section({
  maxWidth: 560,
  margin: `${space.xxl} auto`,
  padding: space.xl,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  h1: { fontFamily: font.display, fontSize: fontSize.xxl, margin: `0 0 ${space.md}` },
  p: { margin: `0 0 ${space.lg}`, color: color.inkMuted, lineHeight: 1.6 },
  '& a:not([role])': { color: color.accent, fontWeight: 700 },
});

const Problem = styled.p({ color: `${color.danger} !important`, fontWeight: 600 });

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Card aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{title}</h1>
        {children}
      </Card>
    </PageContainer>
  );
}

/**
 * `/newsletter/unsubscribe?token=…`: the newsletter e-mails' unsubscribe link. Opening it changes nothing
 * (mail scanners open links); its button posts the form to the same address, which the shell's server
 * answers (shell/server/newsletterUnsubscribe.ts) and sends back here with `?result=`. Plain HTML: it works
 * before and without JavaScript, and needs no sign-in.
 */
export function UnsubscribePage() {
  const { outcome, title, token, unavailable } = unsubscribeView(useLocation().search);

  if (outcome === 'unsubscribed')
    return (
      <Outcome title={title}>
        <p>We won’t send you the newsletter any more. Changed your mind? You can sign up again on the home page.</p>
        <ShopLink to="/">Back to the shop</ShopLink>
      </Outcome>
    );
  if (outcome === 'invalid')
    return (
      <Outcome title={title}>
        <p>
          This unsubscribe link is incomplete or not one of ours. Open the link from the newsletter e-mail again, or
          write to us from the <ShopLink to="/contact">contact page</ShopLink> and we will take you off the list.
        </p>
        <ShopLink to="/">Back to the shop</ShopLink>
      </Outcome>
    );
  return (
    <Outcome title={title}>
      {unavailable && (
        <Problem role="alert">We couldn’t unsubscribe you just now. Please try again in a moment.</Problem>
      )}
      <p>You will no longer get new designs, seasonal reminders and subscriber-only offers from us.</p>
      <form method="post" action={`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`}>
        <Button type="submit" size="lg">
          Unsubscribe
        </Button>
      </form>
    </Outcome>
  );
}
