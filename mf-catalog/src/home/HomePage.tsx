import styled from '@emotion/styled';
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
        <HolidayHub />
        <RecipientGrid />
        <HowItWorks />
        <Testimonials />
        <NewsletterBox />
      </Sections>
    </PageContainer>
  );
}
