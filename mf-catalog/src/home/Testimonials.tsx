import styled from '@emotion/styled';
import { color, font, fontSize, media, radius, space } from '@giftshop/shared';
import { SectionHeading } from '../page/SectionHeading';

/** Sample words from shoppers (spec: three sample testimonials). */
const testimonials = [
  {
    quote:
      'The ornament with our baby’s first Christmas date made my mother-in-law cry happy tears. Beautifully printed.',
    name: 'Rachel M.',
    place: 'Columbus, OH',
  },
  {
    quote: 'I ordered twelve mugs for my team with their names on them. Every one was perfect and they arrived early.',
    name: 'David K.',
    place: 'Austin, TX',
  },
  {
    quote: 'The preview showed exactly how the sign would look. It’s the nicest thing on our porch.',
    name: 'Priya S.',
    place: 'Raleigh, NC',
  },
];

const Grid = styled.ul({
  listStyle: 'none',
  margin: `${space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.lg,
  [media.mobile]: { gridTemplateColumns: '1fr', gap: space.md },
});

const Quote = styled.figure({
  margin: 0,
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  background: color.surfaceMuted,
  blockquote: {
    margin: 0,
    fontFamily: font.display,
    fontSize: fontSize.lg,
    lineHeight: 1.5,
    color: color.ink,
    flex: 1,
  },
  figcaption: { fontSize: fontSize.sm, color: color.inkMuted },
  strong: { color: color.ink },
});

const Stars = styled.span({ color: color.star, letterSpacing: 2 });

/** Home: what shoppers say. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" data-testid="testimonials">
      <SectionHeading id="testimonials-title">Loved by gift-givers</SectionHeading>
      <Grid>
        {testimonials.map((t) => (
          <li key={t.name}>
            <Quote>
              <Stars role="img" aria-label="5 out of 5 stars">
                ★★★★★
              </Stars>
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                <strong>{t.name}</strong> · {t.place}
              </figcaption>
            </Quote>
          </li>
        ))}
      </Grid>
    </section>
  );
}
