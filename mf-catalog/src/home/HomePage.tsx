import styled from '@emotion/styled';
import { Suspense } from 'react';
import { PageContainer, space } from '@giftshop/shared';
import { homeText } from '../page/pageText';
import { usePageTitle } from '../page/usePageTitle';
import { FeaturedProducts } from './FeaturedProducts';
import { Hero } from './Hero';
import { HomeLowerSections } from './homeLowerSectionsLater';
import { NewsletterBox } from './NewsletterBox';

const Sections = styled.div({ display: 'flex', flexDirection: 'column', gap: space.xxxl });

/** The home page: hero, featured gifts, the holiday hub, gifts by recipient, how it works, what shoppers say, the newsletter. */
export function HomePage() {
  usePageTitle(homeText.title);
  return (
    <PageContainer>
      <Sections>
        <Hero />
        <FeaturedProducts />
        {/* Below the first screen, links and text: a chunk of their own that the browser asks for once the page */}
        {/* responds, in one Suspense boundary that React hydrates then (a tap on a link before that still follows */}
        {/* it). The newsletter's form responds with the page: what is typed in it before then is kept and put back. */}
        <Suspense>
          <HomeLowerSections />
        </Suspense>
        <NewsletterBox />
      </Sections>
    </PageContainer>
  );
}
