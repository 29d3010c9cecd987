import type { Plugin } from 'vite';

/**
 * Modulepreload, from the shell's HTML, every chunk the shell builds. The
 * shell has no route-specific code of its own: everything it builds (React,
 * the federation runtime, the shared singletons, Supabase, TanStack Query,
 * the shared package) is used on every page, yet half of it is reached only
 * through dynamic imports in the federation's start-up chain (react-dom's
 * prebuild, the shared package, Supabase for the session), each one found
 * a round trip after the one before. Listed in the HTML, they all download
 * at once with the first scripts. `e2e/shell.spec.ts` checks that no shell
 * script is left to late discovery and that nothing preloaded goes unused.
 */
export function preloadEveryPageChunks(): Plugin {
  return {
    name: 'shop-preload-every-page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && !html.includes(`/${output.fileName}"`),
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
