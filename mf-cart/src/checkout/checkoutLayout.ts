import styled from '@emotion/styled';
import { color, font, fontSize, media, radius, space } from '@giftshop/shared';

/** The checkout's two columns: the steps, and the order summary beside them (above them on phones). */
export const CheckoutGrid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 400px)',
  gap: space.xl,
  alignItems: 'start',
  aside: { position: 'sticky', top: 140 },
  [media.mobile]: {
    // minmax(0, …): a long word in a step never widens the column past the screen
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: space.lg,
    aside: { position: 'static', order: -1 },
  },
});

export const PageTitle = styled.h1({
  margin: `0 0 ${space.lg}`,
  fontFamily: font.display,
  fontSize: fontSize.display,
  fontWeight: 600,
  color: color.ink,
});

/** One step of the checkout, as a card. */
export const StepCard = styled.section({
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  padding: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  '& > h2': { margin: 0, fontFamily: font.display, fontSize: fontSize.xl, fontWeight: 600 },
  '& > p': { margin: 0, color: color.inkMuted },
  [media.mobile]: { padding: space.md },
});

export const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
