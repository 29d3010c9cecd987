import styled from '@emotion/styled';
import { color, font, fontSize, media, radius, shadow, space } from '@giftshop/shared';

/** The calm, centred card the account pages sit in. */
export const CenteredCard = styled.section<{ wide?: boolean }>(({ wide = false }) => ({
  maxWidth: wide ? 640 : 460,
  margin: `${space.xl} auto`,
  padding: `${space.xl} ${space.xl} ${space.xxl}`,
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  [media.mobile]: {
    margin: `${space.md} auto`,
    padding: `${space.lg} ${space.md} ${space.xl}`,
    borderRadius: radius.md,
  },
}));

export const CardTitle = styled.h1({
  margin: `0 0 ${space.xs}`,
  fontFamily: font.display,
  fontSize: fontSize.xxl,
  lineHeight: 1.2,
  color: color.ink,
  textAlign: 'center',
});

export const CardIntro = styled.p({
  margin: `0 0 ${space.lg}`,
  color: color.inkMuted,
  fontSize: fontSize.md,
  lineHeight: 1.5,
  textAlign: 'center',
});
