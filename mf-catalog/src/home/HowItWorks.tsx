import styled from '@emotion/styled';
import { color, font, fontSize, media, radius, space } from '@giftshop/shared';
import { freeShippingTerms } from '@giftshop/shared/domain';
import { SectionHeading } from '../page/SectionHeading';

const steps = (freeShipping: string) => [
  { title: 'Choose a gift', text: 'Pick from mugs, ornaments, apparel, signs and more — each one made to order.' },
  { title: 'Make it theirs', text: 'Add a name, a date or your own words, and choose the colors and design.' },
  {
    title: 'We craft and ship',
    text: `We print it with care and send it on its way, with free shipping ${freeShipping}.`,
  },
];

const Steps = styled.ol({
  listStyle: 'none',
  margin: `${space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.lg,
  counterReset: 'step',
  [media.mobile]: { gridTemplateColumns: '1fr', gap: space.md },
  li: {
    counterIncrement: 'step',
    padding: space.lg,
    borderRadius: radius.lg,
    background: color.surface,
    border: `1px solid ${color.line}`,
  },
  'li::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    marginBottom: space.md,
    borderRadius: '50%',
    background: color.accent,
    color: color.onAccent,
    fontWeight: 700,
  },
  h3: { fontFamily: font.display, fontSize: fontSize.xl, fontWeight: 600, margin: `0 0 ${space.sm}` },
  p: { margin: 0, color: color.inkMuted, lineHeight: 1.55 },
});

/** Home: the three steps from choosing to delivery. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" data-testid="how-it-works">
      <SectionHeading id="how-title">How it works</SectionHeading>
      <Steps>
        {steps(freeShippingTerms()).map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </section>
  );
}
