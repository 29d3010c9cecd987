import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'cart',
      exposes: {
        './Pages': './src/Pages.tsx',
        // The pages' routes (path, page, title, server rendering): the shell composes them at run time.
        './Routes': './src/routes.ts',
        './CartButton': './src/CartButton.tsx',
      },
    },
    command,
  ),
);
