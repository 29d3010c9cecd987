import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/vite/federation.ts';

export default defineConfig(({ command, isSsrBuild }) =>
  remoteViteConfig(
    {
      name: 'product',
      exposes: {
        // Each page's own entry, named by its route (src/routes.ts): a page loads only its own code, and the
        // shell's server preloads that entry's files from the manifest.
        './ProductPage': './src/ProductPageEntry.tsx',
        './SimpleDetailPage': './src/SimpleDetailPageEntry.tsx',
        './WriteReviewPage': './src/WriteReviewPageEntry.tsx',
        // Every page: what renders a route that names no entry of its own (a page a team adds by ./Pages alone).
        './Pages': './src/Pages.tsx',
        // The pages' routes (path, page, title, server rendering): the shell composes them at run time.
        './Routes': './src/routes.ts',
      },
      // For the shell's server: the page's data, status and head (`./Prefetch` of the server build; the browser
      // build's is the shop's one stand-in, which the browser never loads).
      serverPrefetch: './src/server/prefetch.ts',
    },
    command,
    isSsrBuild,
  ),
);
