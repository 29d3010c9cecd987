import styled from '@emotion/styled';
import { Suspense } from 'react';
import { PageContainer, space, usePageTitle } from '@giftshop/shared';
import { homeText } from '../page/pageText';
import { FeaturedProducts } from './FeaturedProducts';
import { Hero } from './Hero';
import { HomeLowerSections } from './homeLowerSectionsLater';

const Sections = styled.div({ display: 'flex', flexDirection: 'column', gap: space.xxxl });

/** The home page: hero, featured gifts, the holiday hub, gifts by recipient, how it works, what shoppers say, the newsletter. */
export function HomePage() {
  usePageTitle(homeText.title);
  return (
    <PageContainer>
      <Sections>
        <Hero />
        <FeaturedProducts />
        {/* Below the first screen, links, text and the newsletter: a chunk of their own that the browser asks for */}
        {/* once the page responds, in one Suspense boundary that React hydrates then (a tap on a link before that */}
        {/* still follows it; what is typed in the newsletter's field and a tap on Subscribe are kept and done then). */}
        <Suspense>
          <HomeLowerSections />
        </Suspense>
      </Sections>
    </PageContainer>
  );
}
