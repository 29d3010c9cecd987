/**
 * The account's pages on the shell's server: /auth has no data to fetch, but its title is the view's its address
 * names (`?tab=signup`: "Create an account"), so the tab reads right from the first byte. The same rule the
 * page sets the title with after a switch (`authViewTitle`).
 */
import type { RemoteServerModules } from '@giftshop/shared';
import { authViewTitle, readAuthView } from '../auth/authView';

const prefetchAccountPage: RemoteServerModules['account/Prefetch'] = ({ page, search }) =>
  Promise.resolve(
    page === 'auth' ? { status: 200, head: { title: authViewTitle(readAuthView(search)) } } : { status: 200 },
  );

export default prefetchAccountPage;
