import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'catalog',
      exposes: {
        './Pages': './src/Pages.tsx',
        // The pages' routes (path, page, title, server rendering): the shell composes them at run time.
        './Routes': './src/routes.ts',
        // For the shell's server: the page's data, status and head (see src/server/prefetch.ts).
        './Prefetch': './src/server/prefetch.ts',
      },
    },
    command,
  ),
);
