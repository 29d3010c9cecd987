import styled from '@emotion/styled';
import { color, font, fontSize, media, ShopLink, Skeleton, space } from '@giftshop/shared';

const Header = styled.header({
  margin: `${space.md} 0 ${space.xl}`,
  h1: {
    fontFamily: font.display,
    fontSize: fontSize.display,
    fontWeight: 600,
    lineHeight: 1.15,
    margin: `0 0 ${space.sm}`,
    color: color.ink,
  },
  p: { margin: 0, color: color.inkMuted, fontSize: fontSize.lg, maxWidth: '62ch', minHeight: '1.5em' },
  [media.mobile]: { margin: `${space.sm} 0 ${space.lg}`, p: { fontSize: fontSize.md } },
});

const Crumbs = styled.nav({
  fontSize: fontSize.sm,
  color: color.inkMuted,
  marginBottom: space.md,
  a: { color: color.inkMuted },
  'a:hover': { color: color.accent },
});

/** The listing's title, its line of description and a breadcrumb back home. */
export function ListingHeader({ title, description }: { title: string; description?: string | null }) {
  return (
    <Header>
      <Crumbs aria-label="Breadcrumb">
        <ShopLink to="/">Home</ShopLink> <span aria-hidden="true">/</span> <span aria-current="page">{title}</span>
      </Crumbs>
      <h1>{title}</h1>
      <p>{description ?? ''}</p>
    </Header>
  );
}

/** The header's shape while the category loads. */
export function ListingHeaderSkeleton() {
  return (
    <Header aria-busy="true" aria-label="Loading category">
      <Skeleton width={120} height={14} css={{ marginBottom: space.md }} />
      <Skeleton width="40%" height={44} css={{ marginBottom: space.sm }} />
      <Skeleton width="60%" height={27} />
    </Header>
  );
}
