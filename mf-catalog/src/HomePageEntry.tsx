import type { RemoteModules } from '@giftshop/shared';
import { HomePage } from './home/HomePage';
import { CatalogPart } from './page/CatalogPart';

/** The home page's own entry (`./HomePage`, named by its route): the home's code without the listings'. */
const HomePageEntry: RemoteModules['catalog/HomePage'] = () => (
  <CatalogPart>
    <HomePage />
  </CatalogPart>
);

export default HomePageEntry;
