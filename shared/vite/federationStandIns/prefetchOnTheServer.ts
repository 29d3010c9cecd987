import type { PrefetchPage } from '../../src/remotes/serverContracts.ts';

/**
 * `./Prefetch` in the browser build of every remote that renders on the server (the catalogue, the product, the
 * account): `remoteViteConfig` exposes it where the remote names its `serverPrefetch`. The shell's server runs the
 * server build's `./Prefetch` (the remote's `src/server/prefetch.ts`: the page's data, status and head), and the
 * browser never loads this one. Exposed so that the build's manifest lists what the shop loads of the remote
 * (`npm run check:deploy`); the real one in the browser build would share its modules with the page entries,
 * which then came in files of their own (the home's lower sections' loader, the listings' and the product's
 * queries, the share imports: one request each before the page responds).
 */
const prefetchOnTheServer: PrefetchPage = () =>
  Promise.reject(new Error("Page data is read on the shell's server (the remote's server build)."));

export default prefetchOnTheServer;
