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
