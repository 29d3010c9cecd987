import styled from '@emotion/styled';
import { color, font, fontSize, media, radius, ShopLink, space } from '@giftshop/shared';
import { holidayHub } from '@giftshop/shared/domain';
import { SectionHeading, SectionLead } from '../page/SectionHeading';

/** A line under each tile, by slug; a tile without one still works. */
const blurbs: Record<string, string> = {
  halloween: 'Spooky-sweet mugs, shirts and treat bags',
  ornaments: 'Names and dates to hang year after year',
  'festive-decor': 'Stockings, signs and pillows for the season',
  'thank-you-gifts': 'Say it with something they will keep',
};

const tints = [color.accentSoft, color.surfaceMuted, color.successSoft, color.accentSoft];

const Tiles = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: space.lg,
  [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.md },
});

const Tile = styled(ShopLink)<{ tint: string }>(({ tint }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: 168,
  padding: space.lg,
  borderRadius: radius.lg,
  background: tint,
  color: color.ink,
  textDecoration: 'none',
  border: `1px solid ${color.line}`,
  transition: 'box-shadow 160ms ease',
  strong: { fontFamily: font.display, fontSize: fontSize.xl, fontWeight: 600 },
  span: { fontSize: fontSize.sm, color: color.inkMuted },
  em: { fontStyle: 'normal', fontWeight: 600, fontSize: fontSize.sm, color: color.accent },
  '&:hover em': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  [media.mobile]: { minHeight: 140, padding: space.md },
}));

/** Home: the four holiday tiles, each opening its category. */
export function HolidayHub() {
  return (
    <section aria-labelledby="holiday-title" data-testid="holiday-hub">
      <SectionHeading id="holiday-title">The holiday hub</SectionHeading>
      <SectionLead>Personal gifts for the season's gatherings, ready in time when you order early.</SectionLead>
      <Tiles>
        {holidayHub.map((link, i) => (
          <li key={link.slug}>
            <Tile to={`/category/${link.slug}`} tint={tints[i % tints.length] ?? color.surfaceMuted}>
              <div>
                <strong>{link.label}</strong>
                {blurbs[link.slug] && <span css={{ display: 'block', marginTop: space.xs }}>{blurbs[link.slug]}</span>}
              </div>
              <em aria-hidden="true">Shop now →</em>
            </Tile>
          </li>
        ))}
      </Tiles>
    </section>
  );
}
