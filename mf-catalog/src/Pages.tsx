import type { RemoteModules } from '@giftshop/shared';
import HomePageEntry from './HomePageEntry';
import ListingPagesEntry from './ListingPagesEntry';

/**
 * The catalogue remote's page entry for every page (`./Pages`): what renders a route that names no entry of its
 * own (a page a team adds by `./Pages` alone), as a shell built before page exposes (shared 1.x) did every route.
 * A shell since then loads the entry each route names (`./HomePage`,
 * `./ListingPages`, in `routes.ts`), so a page does not load the other pages' code.
 */
const Pages: RemoteModules['catalog/Pages'] = (props) =>
  props.page === 'home' ? <HomePageEntry {...props} /> : <ListingPagesEntry {...props} />;

export default Pages;
