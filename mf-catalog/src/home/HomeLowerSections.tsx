import { MarkedUntilHydrated } from '@giftshop/shared';
import { HolidayHub } from './HolidayHub';
import { HowItWorks } from './HowItWorks';
import { NewsletterBox } from './NewsletterBox';
import { RecipientGrid } from './RecipientGrid';
import { Testimonials } from './Testimonials';

/**
 * The home page below its first screen: the holiday hub, gifts by recipient, how it works, what shoppers say, the
 * newsletter. Marked until React has taken them over (their code loads after the page responds); their links work
 * meanwhile, and what is typed in the newsletter's field and a tap on Subscribe are kept and done then.
 */
export default function HomeLowerSections() {
  return (
    <MarkedUntilHydrated testId="home-lower-sections">
      <HolidayHub />
      <RecipientGrid />
      <HowItWorks />
      <Testimonials />
      <NewsletterBox />
    </MarkedUntilHydrated>
  );
}
