import styled from '@emotion/styled';
import { Suspense } from 'react';
import { PageContainer, space } from '@giftshop/shared';
import { homeText } from '../page/pageText';
import { usePageTitle } from '../page/usePageTitle';
import { FeaturedProducts } from './FeaturedProducts';
import { Hero } from './Hero';
import { HolidayHub } from './HolidayHub';
import { HowItWorks } from './HowItWorks';
import { NewsletterBox } from './NewsletterBox';
import { RecipientGrid } from './RecipientGrid';
import { Testimonials } from './Testimonials';

const Sections = styled.div({ display: 'flex', flexDirection: 'column', gap: space.xxxl });

/** The home page: hero, featured gifts, the holiday hub, gifts by recipient, how it works, what shoppers say, the newsletter. */
export function HomePage() {
  usePageTitle(homeText.title);
  return (
    <PageContainer>
      <Sections>
        <Hero />
        <FeaturedProducts />
        {/* Below the first screen, links and text: each its own Suspense boundary, so React hydrates it after */}
        {/* the page responds, by itself (a tap on a link before that still follows it). */}
        {/* The newsletter's form responds with the page: what is typed in it before then is kept and put back. */}
        <Suspense>
          <HolidayHub />
        </Suspense>
        <Suspense>
          <RecipientGrid />
        </Suspense>
        <Suspense>
          <HowItWorks />
        </Suspense>
        <Suspense>
          <Testimonials />
        </Suspense>
        <NewsletterBox />
      </Sections>
    </PageContainer>
  );
}
