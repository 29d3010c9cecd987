import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'product',
      exposes: {
        './Pages': './src/Pages.tsx',
        // The pages' routes (path, page, title, server rendering): the shell composes them at run time.
        './Routes': './src/routes.ts',
        // The shell's server: the page's data, status and head (`RemoteServerModules['product/Prefetch']`).
        './Prefetch': './src/server/prefetch.ts',
      },
    },
    command,
  ),
);
