import styled from '@emotion/styled';
import { color, font, fontSize, media, ShopLink, space } from '@giftshop/shared';
import { SaidSearch } from './SaidSearch';

const headingType = {
  fontFamily: font.display,
  fontSize: fontSize.display,
  fontWeight: 600,
  lineHeight: 1.15,
  margin: `0 0 ${space.sm}`,
  color: color.ink,
} as const;

const Header = styled.header({
  margin: `${space.md} 0 ${space.xl}`,
  // a search's title is the shopper's own words: a long one (an e-mail address) wraps instead of widening the page
  overflowWrap: 'anywhere',
  // the loading shape's heading line is no h1 (the shell focuses a page's h1 when it comes)
  'h1, [data-shape="heading"]': headingType,
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

/**
 * The listing's title, its line of description and a breadcrumb back home. A description of null keeps its
 * line's room (a category without one); none at all (undefined) draws no line. A title that says a search back
 * names it (`search`): its words are isolated, in the breadcrumb as in the heading (`SaidSearch`). A heading that
 * says something other than where the shopper is ("We couldn't read that search" in a category) leaves the
 * breadcrumb the page's own name (`crumb`).
 */
export function ListingHeader({
  title,
  description,
  search = '',
  crumb,
}: {
  title: string;
  description?: string | null;
  search?: string;
  crumb?: string;
}) {
  const said = <SaidSearch line={title} search={search} />;
  return (
    <Header>
      <Crumbs aria-label="Breadcrumb">
        <ShopLink to="/">Home</ShopLink> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{crumb ?? said}</span>
      </Crumbs>
      <h1>{said}</h1>
      {description !== undefined && <p>{description ?? ''}</p>}
    </Header>
  );
}

/** Words in the loading header's lines: invisible, on a grey bar, they give each line the real one's height. */
const Placeholder = styled.span({ color: 'transparent', background: color.surfaceMuted, borderRadius: 6 });

/**
 * The header's shape while the category loads: the same lines in the same
 * type as the real header (a breadcrumb, the name, a description of a usual
 * length), so the page below does not move when the category comes.
 */
export function ListingHeaderSkeleton() {
  return (
    <Header aria-busy="true" aria-label="Loading category">
      <Crumbs as="div" aria-hidden="true">
        <Placeholder>Home / Category</Placeholder>
      </Crumbs>
      <div data-shape="heading" aria-hidden="true">
        <Placeholder>Category</Placeholder>
      </div>
      <p aria-hidden="true">
        <Placeholder>Personalized gifts, printed to order with your names, photos and designs.</Placeholder>
      </p>
    </Header>
  );
}
