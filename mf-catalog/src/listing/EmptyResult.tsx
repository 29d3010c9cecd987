import styled from '@emotion/styled';
import { Button, ButtonLink, color, font, fontSize, radius, ShopLink, space } from '@giftshop/shared';

const Box = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  background: color.surface,
  border: `1px dashed ${color.line}`,
  borderRadius: radius.lg,
  h2: { fontFamily: font.display, fontSize: fontSize.xl, margin: 0 },
  p: { margin: 0, color: color.inkMuted, maxWidth: '46ch' },
});

const Suggestion = styled.p({
  fontSize: fontSize.lg,
  '&&': { color: color.ink },
  a: {
    fontWeight: 700,
    color: color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    cursor: 'pointer',
    '&:hover': { color: color.accentHover },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2, borderRadius: radius.sm },
  },
});

const Popular = styled.nav({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  h3: { margin: 0, fontSize: fontSize.sm, fontWeight: 600, color: color.inkMuted },
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: `0 ${space.md}`,
    border: `1.5px solid ${color.line}`,
    borderRadius: radius.pill,
    background: color.page,
    color: color.ink,
    fontSize: fontSize.sm,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { borderColor: color.ink },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  },
});

interface EmptyResultProps {
  /** A search found nothing: `onClear` clears it, named by what the shopper then sees (`clearLabel`). */
  searched: boolean;
  clearLabel: string;
  onClear(): void;
  /** The closest spelling of the search that has results, and the address of its search. */
  didYouMean?: { text: string; href: string } | null;
  popularCategories?: { slug: string; name: string }[];
}

/** No products match: say so, and offer ways out that really do something. */
export function EmptyResult({
  searched,
  clearLabel,
  onClear,
  didYouMean = null,
  popularCategories = [],
}: EmptyResultProps) {
  return (
    <Box data-testid="empty-result">
      <h2>No products found</h2>
      {didYouMean && (
        <Suggestion data-testid="did-you-mean">
          {/* a real link: it works from the server's HTML, before (or without) the page's scripts */}
          Did you mean <ShopLink to={didYouMean.href}>{didYouMean.text}</ShopLink>?
        </Suggestion>
      )}
      <p>Try adjusting your search criteria or check back later for new products.</p>
      {searched ? (
        <Button variant="primary" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : (
        <ButtonLink to="/products" variant="secondary">
          Browse All Products
        </ButtonLink>
      )}
      {popularCategories.length > 0 && (
        <Popular aria-label="Popular categories" data-testid="popular-categories">
          <h3>Popular categories</h3>
          <ul>
            {popularCategories.map((c) => (
              <li key={c.slug}>
                <ShopLink to={`/category/${encodeURIComponent(c.slug)}`}>{c.name}</ShopLink>
              </li>
            ))}
          </ul>
        </Popular>
      )}
    </Box>
  );
}
