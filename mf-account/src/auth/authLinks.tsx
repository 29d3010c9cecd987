import styled from '@emotion/styled';
import { color, fontSize, ShopLink } from '@giftshop/shared';

/** A quiet link's look (QuietLink; the sign-in form's stand-in shows "Forgot password?" with it). */
export const quietLinkStyle = {
  display: 'inline-block',
  padding: '4px 0', // a target at least 24 px tall (WCAG 2.5.8)
  color: color.accent,
  fontSize: fontSize.sm,
  fontWeight: 600,
  textUnderlineOffset: 3,
  '&:hover': { color: color.accentHover },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2, borderRadius: 2 },
} as const;

/** A quiet text link under an auth form ("Forgot password?", "Back to sign in"). */
export const QuietLink = styled(ShopLink)(quietLinkStyle);

/** The /auth address of a view, keeping where the shopper goes afterwards (`?redirect=`). */
export function authViewHref(search: string, view: 'forgot' | null): string {
  const params = new URLSearchParams(search);
  const next = new URLSearchParams();
  const redirect = params.get('redirect');
  if (redirect) next.set('redirect', redirect);
  if (view) next.set('view', view);
  const query = next.toString();
  return `/auth${query ? `?${query}` : ''}`;
}
