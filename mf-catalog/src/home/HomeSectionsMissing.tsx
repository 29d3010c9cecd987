import { Fragment } from 'react';
import { ShopLink } from '@giftshop/shared';
import { holidayHub, recipientGrid, type CategoryLink } from '@giftshop/shared/domain';
import { SectionLead } from '../page/SectionHeading';

const linksTo = (links: CategoryLink[]) =>
  links.map((link, i) => (
    <Fragment key={link.slug}>
      {i > 0 && ', '}
      <ShopLink to={`/category/${link.slug}`}>{link.label}</ShopLink>
    </Fragment>
  ));

/** Where the home page's lower sections would be, when their code could not load: the places they lead to. */
export function HomeSectionsMissing() {
  return (
    <nav aria-label="Gift categories" data-testid="home-sections-missing">
      <SectionLead>
        For the season: {linksTo(holidayHub)}. By recipient: {linksTo(recipientGrid)}.
      </SectionLead>
    </nav>
  );
}
