import styled from '@emotion/styled';
import {
  BELOW_HEADER_AIR_PX,
  clearOfStickyHeader,
  color,
  font,
  fontSize,
  layout,
  media,
  space,
  STICKY_HEADER_TALLEST_PX,
} from '@giftshop/shared';

/** Air between the header and what sits below it (shared's, one home). */
export const airPx = BELOW_HEADER_AIR_PX;

/**
 * Room above a part of the page that stays in view or is scrolled to, so the shop's sticky header never
 * covers it (shared `clearOfStickyHeader`: the header's reach as the shell publishes it, and the air).
 */
export const clearOfHeader = clearOfStickyHeader;
/** The same room in px, for a limit worked out from it (the header at its tallest). */
export const clearOfHeaderPx = STICKY_HEADER_TALLEST_PX + BELOW_HEADER_AIR_PX;

/** The imagery column's share of the row, against the choices' 1. */
const imageryShare = 1.1;

/** The imagery column at its widest: the page's content width, less the columns' gap, in its share (603 px). */
export const imageryWidestPx =
  ((parseFloat(layout.maxWidth) - 2 * parseFloat(layout.gutter) - parseFloat(space.xxl)) * imageryShare) /
  (imageryShare + 1);

/** The detail page's two columns: imagery first (left, or on top on phones), then what to choose. */
export const DetailColumns = styled.div({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${imageryShare}fr) minmax(0, 1fr)`,
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
