import type { RemoteServerModules } from '@giftshop/shared';

/**
 * `./Prefetch` in the catalogue's browser build: a page's data is fetched by the shell's server, with the
 * server build's `./Prefetch` (`prefetch.ts`), and the browser never loads this one. Exposed so that the
 * build's manifest lists what the shop loads of it (`npm run check:deploy`); the real one here would share
 * its modules with the page entries, which then came in more files (the home's lower sections' loader,
 * the listings' query, the remote's share imports: one request each before the page responds).
 */
const prefetchOnTheServer: RemoteServerModules['catalog/Prefetch'] = () =>
  Promise.reject(new Error("The catalog's page data is fetched on the shell's server (its server build)."));

export default prefetchOnTheServer;
