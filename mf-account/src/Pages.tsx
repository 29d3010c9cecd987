import type { RemoteModules } from '@giftshop/shared';
import AccountPagesEntry from './AccountPagesEntry';
import AuthPageEntry from './AuthPageEntry';

/**
 * The account remote's page entry for every page (`./Pages`): what renders a route that names no entry of its own,
 * as a shell built before page exposes (shared 1.x) did every route. A shell since then loads the entry each
 * route names (`./AuthPage`, `./AccountPages`, in `routes.ts`), so /auth does not load the shopper's own pages'
 * code, nor they the sign-in forms'.
 */
const Pages: RemoteModules['account/Pages'] = (props) =>
  props.page === 'auth' ? <AuthPageEntry {...props} /> : <AccountPagesEntry {...props} />;

export default Pages;
