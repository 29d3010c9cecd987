import type { Plugin } from 'vite';

/**
 * The TanStack Query exports the shop's code reads at run time: all the shell's share of it provides (issue 31).
 * `shareUsedExportsOnly.test.ts` reads every value import of `@tanstack/react-query` in the shell, the remotes and
 * shared, and fails naming the file whose import is not here. A remote that starts using another export adds it
 * here, and the shell with it is deployed first.
 */
export const usedQueryExports = [
  'QueryClient',
  'QueryClientContext',
  'QueryClientProvider',
  'hydrate',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'skipToken',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
] as const;

/**
 * The shell's copy of a shared package, with only the exports the shop uses (issue 31).
 *
 * `@module-federation/vite` provides a shared package as its whole module namespace (`import * as`), so the
 * bundler must keep every export for a remote that might read it: TanStack Query's `useQueries`,
 * `useSuspenseQuery`, its streaming and its persistence helpers went to every page. This rewrites the namespace
 * import of the share's local copy (its `__prebuild__` module) as named imports of the exports listed, so the
 * bundler leaves out the rest: TanStack Query 13.8 → 11.7 KB gzip on every page. An export not listed reads as
 * `undefined` from the share. A plugin version that generates the copy differently fails the build here.
 */
export function shareUsedExportsOnly(used: Record<string, readonly string[]>): Plugin {
  return {
    name: 'shop-share-used-exports-only',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /__prebuild__/ },
      handler(code, id) {
        const pkg = Object.keys(used).find((name) => id.includes(prebuildTag(name)));
        if (pkg === undefined) return null;
        return { code: withUsedExportsOnly(code, pkg, used[pkg]!), map: null };
      },
    },
  };
}

/** A share's local copy in the plugin's virtual module ids, its name encoded as the plugin's `packageNameEncode` does. */
export function prebuildTag(pkg: string): string {
  const encoded = pkg.replace(/@/g, '_mf_0_').replace(/\//g, '_mf_1_').replace(/-/g, '_mf_2_').replace(/\./g, '_mf_3_');
  return `__prebuild__${encoded}__prebuild__`;
}

/** The local copy's namespace import, as @module-federation/vite 1.23.0 writes it. */
const namespaceImport = (pkg: string) => `import * as __mfPrebuildNamespace from ${JSON.stringify(pkg)};`;

export function withUsedExportsOnly(code: string, pkg: string, names: readonly string[]): string {
  const line = namespaceImport(pkg);
  if (code.split(line).length !== 2) {
    throw new Error(`${pkg}'s shared copy changed shape: review shared/vite/shareUsedExportsOnly.ts`);
  }
  const list = names.join(', ');
  return code.replace(
    line,
    `import { ${list} } from ${JSON.stringify(pkg)};\nconst __mfPrebuildNamespace = { ${list} };`,
  );
}
