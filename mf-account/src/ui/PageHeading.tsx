import styled from '@emotion/styled';
import { color, font, fontSize, space } from '@giftshop/shared';

export const PageHeading = styled.h1({
  margin: `${space.md} 0 ${space.xs}`,
  fontFamily: font.display,
  fontSize: fontSize.display,
  lineHeight: 1.15,
  color: color.ink,
});

export const PageIntro = styled.p({ margin: `0 0 ${space.xl}`, color: color.inkMuted, fontSize: fontSize.md });
