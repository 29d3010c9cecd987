import styled from '@emotion/styled';
import { media, space } from '@giftshop/shared';
import type { CardLayout } from './ProductCard';

/** Cards in a responsive grid (two columns on phones), or one per row in list view. */
export const ProductGrid = styled.ul<{ layout?: CardLayout }>(({ layout = 'grid' }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: layout === 'list' ? '1fr' : 'repeat(auto-fill, minmax(250px, 1fr))',
  [media.mobile]: {
    gap: space.md,
    gridTemplateColumns: layout === 'list' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
  },
}));

/**
 * A card below the first screen: laid out and painted only when near the screen (`content-visibility: auto`, issue
 * 31), so the page's first style and layout, which its first paint waits for, skips it. Its height is held until
 * then (`auto`: then the height it had once shown); its width is its column's.
 */
export const CardBelowFirstScreen = styled.li<{ layout?: CardLayout }>(({ layout = 'grid' }) => ({
  contentVisibility: 'auto',
  // It also clips what is painted outside it (paint containment): the card's shadow and lift on hover or focus
  // (shadow.card, 2 + 4 + 16 px) are drawn into the gap as the other cards' are.
  overflowClipMargin: space.lg,
  // About a card's height (measured 2026-11-29, JS off): in a grid 442–513 px wide (two to four columns) and its
  // column's width plus 150–200 px on a phone (338–386 px at 375–412 px wide); in a list 202 px, 138–181 on a phone.
  containIntrinsicBlockSize: layout === 'list' ? 'auto 200px' : 'auto 460px',
  [media.mobile]: { containIntrinsicBlockSize: layout === 'list' ? 'auto 160px' : 'auto calc(50vw + 170px)' },
}));
