import type { RemoteServerModules } from '@giftshop/shared';

/**
 * `./Prefetch` in the account's browser build: the shell's server reads /auth's head with the server build's
 * `./Prefetch` (`prefetch.ts`), and the browser never loads this one. Exposed so that the build's manifest lists
 * what the shop loads of it (`npm run check:deploy`), as the catalogue's and the product's are.
 */
const prefetchOnTheServer: RemoteServerModules['account/Prefetch'] = () =>
  Promise.reject(new Error("The account's page head is read on the shell's server (its server build)."));

export default prefetchOnTheServer;
