import type { Plugin } from 'vite';

/**
 * Modulepreload, from the shell's HTML, every chunk the shell builds that a
 * page needs before it responds. The shell has no route-specific code of its
 * own: React, the federation runtime, the shared singletons, TanStack Query
 * and the shared package are used on every page, yet half of it is reached
 * only through dynamic imports in the federation's start-up chain (react-dom's
 * prebuild, the shared package), each one found a round trip after the one
 * before. Listed in the HTML, they all download at once with the first
 * scripts. Chunks of a library loaded on demand (`onDemand`, matched against
 * the chunk's module paths: Supabase, which the header's remotes and writes
 * ask for after the page responds) are left out. `e2e/shell.spec.ts` checks
 * that no script the page needs to respond is left to late discovery and
 * that nothing preloaded goes unused.
 */
export function preloadEveryPageChunks({ onDemand }: { onDemand?: RegExp } = {}): Plugin {
  return {
    name: 'shop-preload-every-page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            !html.includes(`/${output.fileName}"`) &&
            !(onDemand && output.moduleIds.some((id) => onDemand.test(id))),
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
