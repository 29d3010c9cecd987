import { mountHarness } from '@giftshop/shared/harness';
import Pages from './Pages';

void mountHarness({
  name: 'product',
  routes: [
    { path: '/product/:sku', render: (params) => <Pages page="detail" params={params} /> },
    { path: '/products/:sku', render: (params) => <Pages page="detail" params={params} /> },
    { path: '/product-detail/:slug', render: (params) => <Pages page="simple-detail" params={params} /> },
    { path: '/write-review/:line', render: (params) => <Pages page="write-review" params={params} /> },
  ],
});
