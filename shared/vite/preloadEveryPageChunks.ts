import type { Plugin } from 'vite';

/**
 * Modulepreload, from the shell's HTML, the shared chunks every page ends up
 * needing but only reaches through dynamic imports deep in the remotes'
 * loading chain (Supabase for the session and the data, TanStack Query for
 * every remote's data hooks). Fetched with the first scripts, they drop off
 * the critical chain instead of arriving six requests later.
 */
export function preloadEveryPageChunks(modules: RegExp[]): Plugin {
  return {
    name: 'shop-preload-every-page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => modules.some((m) => m.test(id))),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
