import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'catalog',
      exposes: {
        './Pages': './src/Pages.tsx',
      },
    },
    command,
  ),
);
