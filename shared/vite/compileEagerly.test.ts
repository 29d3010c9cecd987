import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileEagerly } from './compileEagerly';

const chunk = (fileName: string, code: string, moduleIds = [`/repo/src/${fileName}`]) =>
  ({ type: 'chunk', fileName, code, moduleIds }) as unknown as Rollup.OutputChunk;

function run(bundle: Rollup.OutputBundle, { ssr = false, leaveOut }: { ssr?: boolean; leaveOut?: RegExp } = {}) {
  const plugin = compileEagerly({ leaveOut });
  (plugin.configResolved as (config: { build: { ssr: boolean } }) => void)({ build: { ssr } });
  const { handler } = plugin.generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => void };
  handler.call({}, {}, bundle);
  return bundle;
}

const bundleOf = (...files: (Rollup.OutputChunk | Rollup.OutputAsset)[]) =>
  Object.fromEntries(files.map((file) => [file.fileName, file])) as Rollup.OutputBundle;

describe('compileEagerly', () => {
  it('puts the hint on the first line of every chunk, once, and leaves the code and the assets as they were', () => {
    const css = { type: 'asset', fileName: 'assets/a.css', source: 'a{}' } as unknown as Rollup.OutputAsset;
    const bundle = bundleOf(
      chunk('assets/react-dom-a.js', 'import{a}from"./b.js";export const c=1;'),
      chunk('remoteEntry.js', `${COMPILE_HINT}\nexport const d=2;`),
      css,
    );
    run(bundle);
    run(bundle); // a second pass (a plugin running twice) adds nothing
    expect((bundle['assets/react-dom-a.js'] as Rollup.OutputChunk).code).toBe(
      `${COMPILE_HINT}\nimport{a}from"./b.js";export const c=1;`,
    );
    expect((bundle['remoteEntry.js'] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}\nexport const d=2;`);
    expect(css.source).toBe('a{}');
  });

  it('leaves out a library loaded on demand, by any of its modules, and the server build', () => {
    const supabase = /[\\/]node_modules[\\/]@supabase[\\/]/;
    const bundle = bundleOf(
      chunk('assets/dist-a.js', 'export const s=1;', ['/repo/shared/src/x.ts', '/node_modules/@supabase/auth-js/x.js']),
      chunk('assets/index-b.js', 'export const i=1;'),
    );
    run(bundle, { leaveOut: supabase });
    expect((bundle['assets/dist-a.js'] as Rollup.OutputChunk).code).toBe('export const s=1;');
    expect((bundle['assets/index-b.js'] as Rollup.OutputChunk).code.split('\n')[0]).toBe(COMPILE_HINT);

    const server = bundleOf(chunk('main.js', 'export const m=1;'));
    run(server, { ssr: true });
    expect((server['main.js'] as Rollup.OutputChunk).code).toBe('export const m=1;');
  });
});
