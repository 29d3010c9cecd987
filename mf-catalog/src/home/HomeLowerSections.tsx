import type { ReactNode } from 'react';
import { useHydrated } from '@giftshop/shared';
import { HolidayHub } from './HolidayHub';
import { HowItWorks } from './HowItWorks';
import { RecipientGrid } from './RecipientGrid';
import { Testimonials } from './Testimonials';

/**
 * Marked until React has taken the sections over (their code loads after the page responds): page-start.js keeps
 * a tap in them meanwhile (their links work as they are). No box of its own (`display: contents`): the sections
 * sit in the home page's column as they would without it. Only the mark renders again once hydrated; the sections,
 * given as children, do not.
 */
function MarkedUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div
      style={{ display: 'contents' }}
      data-testid="home-lower-sections"
      data-hydrates-later={hydrated ? undefined : ''}
    >
      {children}
    </div>
  );
}

/** The home page below its first screen: the holiday hub, gifts by recipient, how it works, what shoppers say. */
export default function HomeLowerSections() {
  return (
    <MarkedUntilHydrated>
      <HolidayHub />
      <RecipientGrid />
      <HowItWorks />
      <Testimonials />
    </MarkedUntilHydrated>
  );
}
