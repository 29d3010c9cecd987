import styled from '@emotion/styled';
import { MarkedUntilHydrated, media, space } from '@giftshop/shared';
import { HolidayHub } from './HolidayHub';
import { HowItWorks } from './HowItWorks';
import { NewsletterBox } from './NewsletterBox';
import { RecipientGrid } from './RecipientGrid';
import { Testimonials } from './Testimonials';

/**
 * Laid out and painted only when near the screen (`content-visibility: auto`, issue 31): the page's first style and
 * layout, which the shopper waits for before the first paint, skips them. `contain-intrinsic-size` holds a section's
 * place until then (`auto`: then the size it had once shown).
 */
const BelowFirstScreen = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxxl,
  // About each section's height (measured 2026-11-29: 210–340 px wide, 390–730 px on a phone), so the page's
  // length hardly moves as they are shown.
  '& > section': { contentVisibility: 'auto', containIntrinsicSize: 'auto 280px' },
  [media.mobile]: { '& > section': { containIntrinsicSize: 'auto 550px' } },
});

/**
 * The home page below its first screen: the holiday hub, gifts by recipient, how it works, what shoppers say, the
 * newsletter. Marked until React has taken them over (their code loads after the page responds); their links work
 * meanwhile, and what is typed in the newsletter's field and a tap on Subscribe are kept and done then.
 */
export default function HomeLowerSections() {
  return (
    <MarkedUntilHydrated testId="home-lower-sections">
      <BelowFirstScreen>
        <HolidayHub />
        <RecipientGrid />
        <HowItWorks />
        <Testimonials />
        <NewsletterBox />
      </BelowFirstScreen>
    </MarkedUntilHydrated>
  );
}
