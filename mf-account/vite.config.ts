import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command, isSsrBuild }) =>
  remoteViteConfig(
    {
      name: 'account',
      exposes: {
        // Each page's own entry, named by its route (src/routes.ts): /auth loads none of the shopper's own pages'
        // code (profile, addresses, orders), nor they the sign-in forms'.
        './AuthPage': './src/AuthPageEntry.tsx',
        './AccountPages': './src/AccountPagesEntry.tsx',
        // Every page: what renders a route that names no entry of its own (a page a team adds by ./Pages alone).
        './Pages': './src/Pages.tsx',
        // The pages' routes (path, page, title, server rendering): the shell composes them at run time.
        './Routes': './src/routes.ts',
        './AccountMenu': './src/AccountMenu.tsx',
      },
      // For the shell's server: /auth's head, its title the view's its address names (`./Prefetch` of the server
      // build; the browser build's is the shop's one stand-in, which the browser never loads).
      serverPrefetch: './src/server/prefetch.ts',
    },
    command,
    isSsrBuild,
  ),
);
