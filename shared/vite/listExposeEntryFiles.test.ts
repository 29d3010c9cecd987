import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { withExposeEntryFiles } from './listExposeEntryFiles';

const chunk = (fileName: string, facadeModuleId: string | null, entry = true) =>
  ({ type: 'chunk', fileName, facadeModuleId, isEntry: entry, isDynamicEntry: false }) as Rollup.OutputChunk;
const exposes = { './HomePage': './src/HomePageEntry.tsx', './ListingPages': './src/ListingPagesEntry.tsx' };
const manifest = () => [
  { path: './HomePage', assets: { js: { sync: ['assets/federation.js', 'assets/HomePageEntry-a.js'] } } },
  { path: './ListingPages', assets: { js: { sync: ['assets/federation.js', 'assets/ListingPagesEntry-code.js'] } } },
];

describe("an expose's entry file in the manifest", () => {
  it('lists the re-export file the bundler made an expose, first, where the manifest named only its code', () => {
    const listed = manifest();
    const outputs = [
      chunk('assets/HomePageEntry-a.js', '/r/src/HomePageEntry.tsx'),
      chunk('assets/ListingPagesEntry-code.js', null, false),
      chunk('assets/ListingPagesEntry-facade.js', '/r/src/ListingPagesEntry.tsx'),
    ];
    expect(withExposeEntryFiles(listed, exposes, '/r', outputs)).toBe(true);
    expect(listed[1]!.assets.js.sync).toEqual([
      'assets/ListingPagesEntry-facade.js',
      'assets/federation.js',
      'assets/ListingPagesEntry-code.js',
    ]);
    // the home's entry chunk is its code, already listed: unchanged
    expect(listed[0]!.assets.js.sync).toEqual(manifest()[0]!.assets.js.sync);
  });

  it('changes nothing when every entry is listed, or an expose or its chunk is not there', () => {
    const listed = manifest();
    const outputs = [
      chunk('assets/HomePageEntry-a.js', '/r/src/HomePageEntry.tsx'),
      chunk('assets/ListingPagesEntry-code.js', '/r/src/ListingPagesEntry.tsx'),
    ];
    expect(withExposeEntryFiles(listed, exposes, '/r', outputs)).toBe(false);
    expect(withExposeEntryFiles(listed, { './Gone': './src/Gone.tsx' }, '/r', outputs)).toBe(false);
    expect(withExposeEntryFiles([], exposes, '/r', outputs)).toBe(false);
    expect(listed).toEqual(manifest());
  });
});
