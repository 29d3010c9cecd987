import styled from '@emotion/styled';
import { color, font, fontSize, layout, media, space, stickyHeaderReach } from '@giftshop/shared';

/**
 * How far down the shop's sticky header reaches, until the shell has said (`stickyHeaderReach`, set once the
 * page responds): the tallest it is, 119 px on a desktop and 117 on a phone (the shell's, measured).
 */
const headerPx = 120;
/** Air between the header and what sits below it. */
export const airPx = 16;

/**
 * Room above a part of the page that stays in view or is scrolled to, so the shop's sticky header never
 * covers it: the header's real height on a desktop or a phone, as the shell publishes it (`stickyHeaderReach`).
 */
export const clearOfHeader = `calc(${stickyHeaderReach(headerPx)} + ${airPx}px)`;
/** The same room in px, for a limit worked out from it. */
export const clearOfHeaderPx = headerPx + airPx;

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
