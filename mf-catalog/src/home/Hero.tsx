import styled from '@emotion/styled';
import { ButtonLink, color, font, fontSize, getShopConfig, media, space } from '@giftshop/shared';
import { freeShippingTerms } from '@giftshop/shared/domain';
import { homeText } from '../page/pageText';
import { HeroCollage } from './HeroCollage';
import { useFeaturedProducts } from './useFeaturedProducts';

const Band = styled.section({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
  gap: space.xxl,
  alignItems: 'center',
  paddingTop: space.lg,
  [media.mobile]: { gridTemplateColumns: '1fr', gap: space.xl, paddingTop: 0 },
});

const Copy = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  h1: {
    fontFamily: font.display,
    fontSize: fontSize.display,
    lineHeight: 1.1,
    fontWeight: 600,
    margin: 0,
    color: color.ink,
  },
  p: { margin: 0, fontSize: fontSize.lg, color: color.inkMuted, maxWidth: '46ch', lineHeight: 1.55 },
  [media.mobile]: { gap: space.md, p: { fontSize: fontSize.md } },
});

const Eyebrow = styled.span({
  alignSelf: 'flex-start',
  fontSize: fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: color.accent,
});

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  [media.mobile]: { gap: space.sm, '& > *': { flex: '1 1 auto' } },
});

const Promises = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.lg}`,
  fontSize: fontSize.sm,
  color: color.ink,
  li: { display: 'flex', alignItems: 'center', gap: space.xs },
  'li::before': { content: '"✓"', color: color.success, fontWeight: 700 },
});

/** The first thing a shopper sees: what the shop makes, real products from the catalogue, and where to start. */
export function Hero() {
  const featured = useFeaturedProducts();
  const { tagline, returnsDays } = getShopConfig();
  return (
    <Band aria-labelledby="hero-title">
      <Copy>
        <Eyebrow>Free personalization on every order</Eyebrow>
        <h1 id="hero-title">{tagline}</h1>
        <p>{homeText.description}</p>
        <Actions>
          <ButtonLink to="/products" size="lg">
            Shop All Gifts
          </ButtonLink>
          <ButtonLink to="/category/christmas" variant="secondary" size="lg">
            Christmas Gifts
          </ButtonLink>
        </Actions>
        <Promises>
          <li>Free shipping {freeShippingTerms()}</li>
          <li>{returnsDays}-day returns</li>
          <li>Made to order</li>
        </Promises>
      </Copy>
      <HeroCollage products={featured.data} loading={featured.isPending || (featured.isFetching && !featured.data)} />
    </Band>
  );
}
