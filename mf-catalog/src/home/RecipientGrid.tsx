import styled from '@emotion/styled';
import { color, font, fontSize, media, radius, ShopLink, space } from '@giftshop/shared';
import { recipientGrid } from '@giftshop/shared/domain';
import { SectionHeading, SectionLead } from '../page/SectionHeading';

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: space.md,
  [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.sm },
});

const Item = styled(ShopLink)({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: 72,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.lg,
  border: `1px solid ${color.line}`,
  background: color.surface,
  color: color.ink,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: fontSize.md,
  '&:hover': { borderColor: color.ink },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  [media.mobile]: { padding: space.md, gap: space.sm },
});

const Arrow = styled.span({ marginLeft: 'auto', color: color.accent, fontFamily: font.display, fontSize: fontSize.lg });

/** Home: gifts by who they are for, eight links. */
export function RecipientGrid() {
  return (
    <section aria-labelledby="recipient-title" data-testid="recipient-grid">
      <SectionHeading id="recipient-title">Shop by recipient</SectionHeading>
      <SectionLead>Find the right gift for the people who matter most.</SectionLead>
      <Grid>
        {recipientGrid.map((link) => (
          <li key={link.slug}>
            <Item to={`/category/${link.slug}`}>
              {link.label}
              <Arrow aria-hidden="true">→</Arrow>
            </Item>
          </li>
        ))}
      </Grid>
    </section>
  );
}
