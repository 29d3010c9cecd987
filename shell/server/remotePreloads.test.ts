import { describe, expect, it } from 'vitest';
import { remotePreloadTags } from './remotePreloads';

const product = {
  browserEntry: 'http://localhost:5175/v42/remoteEntry.js',
  exposes: [
    {
      path: './Pages',
      assets: {
        js: {
          sync: ['assets/helpers-1.js', 'assets/Pages-2.js'],
          async: ['assets/react-3.js', 'assets/_virtual_mf___x__loadShare__shared-4.js', 'assets/WriteReview-5.js'],
        },
      },
    },
    { path: './Routes', assets: { js: { sync: ['assets/routes-6.js'] } } },
  ],
};
const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)">`, 'g'))].map((m) => m[1]);

describe('remotePreloadTags', () => {
  it("lists the rendered module's entry, manifest and files, from the build the page pins", () => {
    const html = remotePreloadTags({ product }, ['product/Pages']);
    expect(hrefs(html, 'modulepreload')).toEqual([
      'http://localhost:5175/v42/remoteEntry.js',
      'http://localhost:5175/v42/assets/helpers-1.js',
      'http://localhost:5175/v42/assets/Pages-2.js',
      'http://localhost:5175/v42/assets/_virtual_mf___x__loadShare__shared-4.js',
    ]);
    // Fetched by the shell's own fetch() (cors, no credentials): the preload must match it to be used.
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:5175/v42/mf-manifest.json">',
    );
  });

  it("lists, for a page rendered by its own expose, that expose's files and not the other pages'", () => {
    // As the catalogue's manifest lists its page entries: each one's own chunk, the cards they share, and
    // ./Pages (for shells built before page exposes) with both.
    const loadShare = 'assets/_virtual_mf___x__loadShare__shared-9.js';
    const catalog = {
      browserEntry: 'http://localhost:5174/v7/remoteEntry.js',
      exposes: [
        {
          path: './HomePage',
          assets: {
            js: {
              sync: ['assets/HomePageEntry-1.js', 'assets/cards-3.js'],
              async: [loadShare, 'assets/HomeLowerSections-4.js'],
            },
          },
        },
        {
          path: './ListingPages',
          assets: { js: { sync: ['assets/ListingPagesEntry-2.js', 'assets/cards-3.js'], async: [loadShare] } },
        },
        {
          path: './Pages',
          assets: {
            js: {
              sync: [
                'assets/Pages-5.js',
                'assets/HomePageEntry-1.js',
                'assets/ListingPagesEntry-2.js',
                'assets/cards-3.js',
              ],
            },
          },
        },
      ],
    };
    const files = (id: 'catalog/HomePage' | 'catalog/ListingPages' | 'catalog/Pages') =>
      hrefs(remotePreloadTags({ catalog }, [id]), 'modulepreload').map((href) =>
        href!.replace('http://localhost:5174/v7/', ''),
      );
    expect(files('catalog/HomePage')).toEqual([
      'remoteEntry.js',
      'assets/HomePageEntry-1.js',
      'assets/cards-3.js',
      loadShare,
    ]);
    expect(files('catalog/ListingPages')).toEqual([
      'remoteEntry.js',
      'assets/ListingPagesEntry-2.js',
      'assets/cards-3.js',
      loadShare,
    ]);
    expect(files('catalog/Pages')).toEqual([
      'remoteEntry.js',
      'assets/Pages-5.js',
      'assets/HomePageEntry-1.js',
      'assets/ListingPagesEntry-2.js',
      'assets/cards-3.js',
    ]);
  });

  it('lists nothing for a page that rendered no remote module, or a remote whose build is unknown', () => {
    expect(remotePreloadTags({ product }, [])).toBe('');
    expect(remotePreloadTags({}, ['catalog/Pages'])).toBe('');
  });

  it("lists only the entry and manifest when the manifest names no files, and never a file off the entry's origin", () => {
    const offOrigin = {
      browserEntry: 'http://localhost:5174/v1/remoteEntry.js',
      exposes: [{ path: './Pages', assets: { js: { sync: ['https://evil.example/x.js', '//evil.example/y.js'] } } }],
    };
    expect(hrefs(remotePreloadTags({ catalog: offOrigin }, ['catalog/Pages']), 'modulepreload')).toEqual([
      'http://localhost:5174/v1/remoteEntry.js',
    ]);
    expect(
      hrefs(remotePreloadTags({ catalog: { ...offOrigin, exposes: null } }, ['catalog/Pages']), 'modulepreload'),
    ).toEqual(['http://localhost:5174/v1/remoteEntry.js']);
  });

  it('escapes what it writes into the HTML', () => {
    const odd = { browserEntry: 'http://localhost:5174/v"1/remoteEntry.js', exposes: [] };
    const html = remotePreloadTags({ catalog: odd }, ['catalog/Pages']);
    expect(html).not.toContain('v"1');
    expect(html).toContain('v%221');
  });
});
