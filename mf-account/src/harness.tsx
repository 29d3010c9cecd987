import { mountHarness } from '@giftshop/shared/harness';
import Pages from './Pages';
import AccountMenu from './AccountMenu';

void mountHarness({
  name: 'account',
  header: <AccountMenu />,
  routes: [
    { path: '/auth', render: (params) => <Pages page="auth" params={params} /> },
    { path: '/profile', render: (params) => <Pages page="profile" params={params} /> },
    { path: '/orders', render: (params) => <Pages page="orders" params={params} /> },
    { path: '/orders/:orderNumber', render: (params) => <Pages page="order" params={params} /> },
  ],
});
