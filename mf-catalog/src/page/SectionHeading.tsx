import styled from '@emotion/styled';
import { color, font, fontSize, space } from '@giftshop/shared';

/** A home-page section title with an optional short line under it. */
export const SectionHeading = styled.h2({
  fontFamily: font.display,
  fontSize: fontSize.xxl,
  fontWeight: 600,
  color: color.ink,
  margin: `0 0 ${space.sm}`,
  lineHeight: 1.2,
});

export const SectionLead = styled.p({
  margin: `0 0 ${space.lg}`,
  color: color.inkMuted,
  fontSize: fontSize.md,
  maxWidth: '60ch',
});
