import styled from '@emotion/styled';
import { color, radius } from '@giftshop/shared';

/** A 44 × 44 round button for an icon or a sign (close, −, +, the cart). */
export const RoundIconButton = styled.button({
  position: 'relative',
  width: 44,
  height: 44,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.ink,
  cursor: 'pointer',
  '&:hover:not(:disabled, [aria-disabled="true"])': { background: color.surfaceMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 0 },
  '&:disabled, &[aria-disabled="true"]': { color: color.inkMuted, opacity: 0.5, cursor: 'not-allowed' },
});
