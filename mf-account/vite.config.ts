import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'account',
      exposes: {
        './Pages': './src/Pages.tsx',
        './AccountMenu': './src/AccountMenu.tsx',
      },
    },
    command,
  ),
);
