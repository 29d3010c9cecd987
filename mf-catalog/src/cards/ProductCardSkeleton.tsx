import styled from '@emotion/styled';
import { color, radius, Skeleton, space } from '@giftshop/shared';
import type { CardLayout } from './ProductCard';

const Shell = styled.div<{ layout: CardLayout }>(({ layout }) => ({
  display: 'grid',
  gridTemplateColumns: layout === 'list' ? 'minmax(120px, 200px) 1fr' : '1fr',
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  overflow: 'hidden',
  background: color.surface,
}));
const Body = styled.div({ display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.md });

/** A card-shaped placeholder with the card's own proportions, so nothing jumps when products arrive. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <Shell layout={layout} aria-hidden="true">
      <Skeleton css={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 0 }} />
      <Body>
        <Skeleton height={18} width="85%" />
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={22} width="30%" />
        <Skeleton height={14} width="50%" />
      </Body>
    </Shell>
  );
}
