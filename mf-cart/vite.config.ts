import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command }) =>
  remoteViteConfig(
    {
      name: 'cart',
      exposes: {
        './Pages': './src/Pages.tsx',
        './CartButton': './src/CartButton.tsx',
      },
    },
    command,
  ),
);
