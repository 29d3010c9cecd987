import styled from '@emotion/styled';
import { color, font, fontSize, media, space } from '@giftshop/shared';

/** The detail page's two columns: imagery first (left, or on top on phones), then what to choose. */
export const DetailColumns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  gap: space.xxl,
  alignItems: 'start',
  [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg },
});

/** The product's name at the top of the info column (long names wrap anywhere rather than overflow). */
export const ProductTitle = styled.h1({
  fontFamily: font.display,
  fontSize: fontSize.display,
  lineHeight: 1.15,
  fontWeight: 600,
  margin: 0,
  color: color.ink,
  overflowWrap: 'anywhere',
});

export const InfoColumn = styled.div({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0 });
