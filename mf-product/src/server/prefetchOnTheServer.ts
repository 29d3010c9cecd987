import type { RemoteServerModules } from '@giftshop/shared';

/**
 * `./Prefetch` in the product remote's browser build: a page's data is fetched by the shell's server, with the
 * server build's `./Prefetch` (`prefetch.ts`), and the browser never loads this one. Exposed so that the
 * build's manifest lists what the shop loads of it (`npm run check:deploy`); the real one here would share
 * its modules with the page entries, which then came in files of their own (the product's queries, its request
 * error: one request each before the page responds).
 */
const prefetchOnTheServer: RemoteServerModules['product/Prefetch'] = () =>
  Promise.reject(new Error("The product's page data is fetched on the shell's server (its server build)."));

export default prefetchOnTheServer;
