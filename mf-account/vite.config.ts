import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
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
    },
    command,
  ),
);
