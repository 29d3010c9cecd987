import { mountHarness } from '@giftshop/shared/harness';
import Pages from './Pages';

void mountHarness({
  name: 'catalog',
  routes: [
    { path: '/', render: (params) => <Pages page="home" params={params} /> },
    { path: '/products', render: (params) => <Pages page="products" params={params} /> },
    { path: '/category/:slug', render: (params) => <Pages page="category" params={params} /> },
  ],
});
