import type { RemoteModules } from '@giftshop/shared';
import HomePageEntry from './HomePageEntry';
import ListingPagesEntry from './ListingPagesEntry';

/**
 * The catalogue remote's page entry for every page (`./Pages`): what a shell built before page exposes
 * renders each route with. A shell since then loads the entry each route names (`./HomePage`,
 * `./ListingPages`, in `routes.ts`), so a page does not load the other pages' code.
 */
const Pages: RemoteModules['catalog/Pages'] = (props) =>
  props.page === 'home' ? <HomePageEntry {...props} /> : <ListingPagesEntry {...props} />;

export default Pages;
