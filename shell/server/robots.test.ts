// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composeRoutes } from '../src/routes/composeRoutes';
import { robotsTxt } from './sitemap';

describe('robots.txt', () => {
  it('keeps crawlers out of the pages the remotes declare private, and nothing else', () => {
    const routes = composeRoutes({
      catalog: [{ path: '/', page: 'home', title: 'Home', server: 'prefetch' }],
      cart: [
        { path: '/checkout', page: 'checkout', title: 'Checkout', server: 'browser', private: true },
        { path: '/checkout/confirmation/:n', page: 'done', title: 'Done', server: 'browser', private: true },
      ],
      account: [
        { path: '/orders', page: 'orders', title: 'Orders', server: 'browser', private: true },
        { path: '/orders/:n', page: 'order', title: 'Order', server: 'browser', private: true },
        { path: '/gift-lists', page: 'lists', title: 'Gift lists', server: 'browser', private: true },
      ],
    });
    const disallowed = robotsTxt('https://shop.example', routes)
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'));
    expect(disallowed).toEqual([
      'Disallow: /checkout',
      'Disallow: /orders',
      'Disallow: /gift-lists',
      'Disallow: /newsletter/',
    ]);
  });
});
