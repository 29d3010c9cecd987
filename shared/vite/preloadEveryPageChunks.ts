import type { Plugin, Rollup } from 'vite';

/** The chunks the federation's bootstrap loads and runs before the page's own code: its start. */
const federationStart = /(^|[\\/])(hostInit|remoteEntry|pendingShares)\b|localSharedImportMap/;

/**
 * The shell's own parts it loads once the page responds (`shell/src/layout/ShopFrame.tsx`): the footer, and the
 * toast host with the shell's handle on the bus (only the toast host uses it); the header's menus
 * (`shell/src/header/headerMenusLater.ts`) with the mega-menu's links (`megaMenuTabs`, from the shared domain).
 * A chunk made only of these is not preloaded; one that also holds anything else (a part some page needs to
 * respond) still is.
 */
export const shellPartsAfterPageResponds =
  /[\\/]shell[\\/]src[\\/](footer[\\/]|toasts[\\/]|shellBus\.ts$|header[\\/](MobileMenu|MegaMenu|CategoryLinkList)\.tsx$)|[\\/]shared[\\/]src[\\/]navigation[\\/]megaMenuTabs\.ts$/;

/**
 * The shell's parts that load on demand: its own pages (Contact Us with its cart inquiry, the newsletter's
 * unsubscribe page), each with its route, which the shell's server preloads on that route alone
 * (`shell/src/pages/shellPages.tsx`); and the header's search suggestions, on the search box's first focus. A chunk made only of these is not preloaded.
 */
export const shellPartsOnDemand =
  /[\\/]shell[\\/]src[\\/](pages[\\/](ContactPage|CartInquiry|UnsubscribePage)\.tsx$|header[\\/]SearchSuggestions?\w*\.tsx?$|header[\\/]useSearchSuggestions\.ts$|api[\\/]searchSuggestions\.ts$)/;

const preloadTag = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

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
 * ask for after the page responds) are left out, and so are the shell's own parts that load once the page
 * responds (`afterPageResponds`: the footer, the toast host) or on demand (`onDemandParts`: a shell page, with
 * its route; the search suggestions). `e2e/shell.spec.ts` checks
 * that no script the page needs to respond is left to late discovery and
 * that nothing preloaded goes unused.
 *
 * The order is the order of need (issue 31): on a phone's link the browser
 * fetches six files at a time from one origin, so what is listed first comes
 * first. First the entry script itself (the server's page asks for it after
 * the preloads), then the federation's start (the host's init, its
 * `remoteEntry`, the share map and their runtime: what runs before the page's
 * code may), then the rest. The federation then starts while React and the
 * page's code still download, instead of after them.
 */
export function preloadEveryPageChunks({
  onDemand,
  afterPageResponds = shellPartsAfterPageResponds,
  onDemandParts = shellPartsOnDemand,
}: {
  onDemand?: RegExp;
  /** Chunks whose every module matches are loaded once the page responds, and are not preloaded. */
  afterPageResponds?: RegExp;
  /** Chunks whose every module matches load with their route or on first use, and are not preloaded. */
  onDemandParts?: RegExp;
} = {}): Plugin {
  let base = '/';
  return {
    name: 'shop-preload-every-page-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After the federation plugin has put its bootstrap in place of the entry script and listed its own preloads.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const needed = (chunk: Rollup.OutputChunk) =>
          !(onDemand && chunk.moduleIds.some((id) => onDemand.test(id))) &&
          !(
            chunk.moduleIds.length > 0 &&
            chunk.moduleIds.every((id) => afterPageResponds.test(id) || onDemandParts.test(id))
          );
        // The start, each chunk before the chunks it imports (all download at once: this is their turn).
        const start: string[] = [];
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || start.includes(file) || !needed(chunk)) return;
          start.push(file);
          chunk.imports.forEach(visit);
        };
        chunks.filter((chunk) => federationStart.test(chunk.fileName)).forEach((chunk) => visit(chunk.fileName));
        const rest = chunks.filter(needed).map((chunk) => chunk.fileName);
        for (const page of Object.values(bundle)) {
          if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
          let html = String(page.source);
          const entry = entryScript.exec(html);
          if (!entry) continue;
          const listed = [...html.matchAll(preloadTag)].map((m) => m[1]!);
          const hrefs = [entry[1]!, ...[...start, ...rest].map((file) => base + file)];
          const order = [...new Set([hrefs[0]!, ...hrefs.slice(1, start.length + 1), ...listed, ...hrefs])];
          html = html.replace(preloadTag, '');
          const tags = order.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
          page.source = html.replace(entryScript, (script) => `${script}${tags}`);
        }
      },
    },
  };
}
