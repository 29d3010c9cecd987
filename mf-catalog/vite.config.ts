import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'catalog',
      exposes: {
        './Pages': './src/Pages.tsx',
        // For the shell's server: the page's data, status and head (see src/server/prefetch.ts).
        './Prefetch': './src/server/prefetch.ts',
      },
    },
    command,
  ),
);
