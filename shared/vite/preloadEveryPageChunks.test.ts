import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadEveryPageChunks } from './preloadEveryPageChunks';

const chunk = (fileName: string, imports: string[] = [], moduleIds = [`/src/${fileName}`]) =>
  ({ type: 'chunk', fileName, imports, moduleIds }) as unknown as Rollup.OutputChunk;

/** A bundle shaped like the shell's: the federation plugin's bootstrap in place of the entry script. */
function shellBundle(html: string): Rollup.OutputBundle {
  const files = [
    chunk('assets/index-a.js', ['assets/react-dom-b.js', 'assets/federation-c.js']),
    chunk('assets/react-dom-b.js'),
    chunk('assets/federation-c.js', ['assets/rolldown-runtime-d.js']),
    chunk('assets/rolldown-runtime-d.js'),
    chunk('assets/hostInit-e.js', ['assets/federation-c.js', 'assets/vite-preload-helper-f.js']),
    chunk('assets/vite-preload-helper-f.js'),
    chunk('remoteEntry-g.js', ['assets/federation-c.js']),
    chunk('assets/_virtual_mf-localSharedImportMap___shell-h.js', ['assets/vite-preload-helper-f.js']),
    chunk('assets/pendingShares-i.js'),
    chunk('assets/dist-j.js', [], ['/node_modules/@supabase/auth-js/dist/main.js']),
    // The shell's parts loaded once the page responds: alone in a chunk, and beside a module every page needs.
    chunk('assets/Footer-k.js', ['assets/index-a.js'], ['/repo/shell/src/footer/Footer.tsx']),
    chunk(
      'assets/ToastHost-l.js',
      [],
      ['/repo/shell/src/toasts/ToastHost.tsx', '/repo/shell/src/toasts/toastQueue.ts', '/repo/shell/src/shellBus.ts'],
    ),
    chunk('assets/mixed-m.js', [], ['/repo/shell/src/toasts/toastQueue.ts', '/repo/shell/src/App.tsx']),
    // The header's menus (each alone, and the link list they share): loaded once the page responds too.
    chunk('assets/MobileMenu-u.js', ['assets/CategoryLinkList-w.js'], ['/repo/shell/src/header/MobileMenu.tsx']),
    chunk('assets/MegaMenu-v.js', ['assets/CategoryLinkList-w.js'], ['/repo/shell/src/header/MegaMenu.tsx']),
    chunk('assets/CategoryLinkList-w.js', [], ['/repo/shell/src/header/CategoryLinkList.tsx']),
    // Named like them, elsewhere: still preloaded.
    chunk(
      'assets/catalog-footer-n.js',
      [],
      ['/repo/mf-catalog/src/footer/Footer.tsx', '/repo/shell/src/footerless.ts', '/repo/shell/src/shellBus.tsx'],
    ),
    chunk('assets/empty-o.js', [], []),
    // The shell's parts loaded on demand: its own pages (each with its route) and the search suggestions.
    chunk(
      'assets/ContactPage-p.js',
      ['assets/index-a.js'],
      ['/repo/shell/src/pages/ContactPage.tsx', '/repo/shell/src/pages/CartInquiry.tsx'],
    ),
    chunk('assets/UnsubscribePage-q.js', [], ['/repo/shell/src/pages/UnsubscribePage.tsx']),
    chunk(
      'assets/SearchSuggestions-r.js',
      [],
      [
        '/repo/shell/src/header/SearchSuggestions.tsx',
        '/repo/shell/src/header/SearchSuggestionList.tsx',
        '/repo/shell/src/header/useSearchSuggestions.ts',
        '/repo/shell/src/api/searchSuggestions.ts',
      ],
    ),
    // A page every page may need (the not-found page) and the search box itself: still preloaded.
    chunk('assets/NotFoundPage-s.js', [], ['/repo/shell/src/pages/NotFoundPage.tsx']),
    chunk(
      'assets/SearchBox-t.js',
      [],
      ['/repo/shell/src/header/SearchBox.tsx', '/repo/shell/src/api/searchSuggestions.ts'],
    ),
  ];
  const page = { type: 'asset', fileName: 'index.html', source: html } as unknown as Rollup.OutputAsset;
  return Object.fromEntries([...files, page].map((file) => [file.fileName, file]));
}

async function preloadsOf(html: string): Promise<{ hrefs: string[]; html: string }> {
  const plugin = preloadEveryPageChunks({ onDemand: /[\\/]node_modules[\\/]@supabase[\\/]/ });
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const bundle = shellBundle(html);
  const { handler } = plugin.generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => Promise<void> };
  await handler.call({}, {}, bundle);
  const out = String((bundle['index.html'] as Rollup.OutputAsset).source);
  return {
    hrefs: [...out.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!),
    html: out,
  };
}

const page = (head: string) => `<html><head><title>t</title>${head}</head><body><div id="root"></div></body></html>`;

describe('preloadEveryPageChunks', () => {
  it('lists the entry first, then the federation start with its imports, then the rest, each once', async () => {
    const { hrefs } = await preloadsOf(
      page(
        '<script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-x.js"></script>' +
          // The federation plugin's own preloads, in its order: kept after the start, never twice.
          '<link rel="modulepreload" crossorigin href="/assets/index-a.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/hostInit-e.js">',
      ),
    );
    expect(hrefs[0]).toBe('/assets/mf-entry-bootstrap-0-x.js');
    const start = [
      '/assets/hostInit-e.js',
      '/assets/federation-c.js',
      '/assets/rolldown-runtime-d.js',
      '/assets/vite-preload-helper-f.js',
      '/remoteEntry-g.js',
      '/assets/_virtual_mf-localSharedImportMap___shell-h.js',
      '/assets/pendingShares-i.js',
    ];
    expect(hrefs.slice(1, start.length + 1).sort()).toEqual([...start].sort());
    // The page's own code comes after the start.
    expect(hrefs.slice(start.length + 1)).toEqual([
      '/assets/index-a.js',
      '/assets/react-dom-b.js',
      '/assets/mixed-m.js',
      '/assets/catalog-footer-n.js',
      '/assets/empty-o.js',
      '/assets/NotFoundPage-s.js',
      '/assets/SearchBox-t.js',
    ]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('leaves out the chunks loaded on demand', async () => {
    const { hrefs } = await preloadsOf(page('<script type="module" crossorigin src="/assets/entry.js"></script>'));
    expect(hrefs.some((href) => href.includes('dist-j'))).toBe(false);
    expect(hrefs).toContain('/assets/index-a.js');
  });

  it("leaves out the shell's parts loaded once the page responds, only where a chunk holds nothing else", async () => {
    const { hrefs } = await preloadsOf(page('<script type="module" crossorigin src="/assets/entry.js"></script>'));
    expect(
      hrefs.filter((href) => /Footer-k|ToastHost-l|MobileMenu-u|MegaMenu-v|CategoryLinkList-w/.test(href)),
    ).toEqual([]);
    expect(hrefs).toContain('/assets/mixed-m.js');
    expect(hrefs).toContain('/assets/catalog-footer-n.js');
  });

  it("leaves out the shell's parts loaded on demand (a shell page, the search suggestions), only alone in a chunk", async () => {
    const { hrefs } = await preloadsOf(page('<script type="module" crossorigin src="/assets/entry.js"></script>'));
    expect(hrefs.filter((href) => /ContactPage-p|UnsubscribePage-q|SearchSuggestions-r/.test(href))).toEqual([]);
    expect(hrefs).toContain('/assets/NotFoundPage-s.js');
    expect(hrefs).toContain('/assets/SearchBox-t.js');
  });

  it('puts the preloads right after the entry script, in the head', async () => {
    const { html } = await preloadsOf(page('<script type="module" crossorigin src="/assets/entry.js"></script>'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script type="module"')).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
    expect(html.indexOf('<link rel="modulepreload"', html.indexOf('</head>'))).toBe(-1);
  });
});
