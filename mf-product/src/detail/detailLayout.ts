import styled from '@emotion/styled';
import { color, font, fontSize, media, space } from '@giftshop/shared';

/**
 * Room above a part of the page that stays in view or is scrolled to, so the shop's sticky header never
 * covers it: the tallest the header is (119 px on a desktop, 117 on a phone; `--shop-sticky-header` would
 * override it, and nothing sets it today), and a little air.
 */
export const clearOfHeader = 'calc(var(--shop-sticky-header, 120px) + 16px)';

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
