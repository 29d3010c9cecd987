import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';

/** A plain script of the public folder as it is served: minified, a module (its top-level names are its own). */
export function minifiedScript(fileName: string, code: string): string {
  const { code: minified, errors } = minifySync(fileName, code, { compress: true, mangle: true, module: true });
  if (errors.length > 0)
    throw new Error(`${fileName} could not be minified: ${errors.map((e) => e.message).join('; ')}`);
  return minified;
}

/**
 * Minifies scripts that a browser build copies from its public folder as they are written (issue 31): the shell's
 * `page-start.js`, which every page runs first, is written to be read, its comments the longest part (7.5 KB, 2.8 KB
 * gzip); served minified it is 1.2 KB gzip. The folder's file stays as written, for `npm run dev` and its unit test.
 * Run once the build's files are written, before `scripts/build.ts` compresses them.
 */
export function minifyPublicScripts(fileNames: string[]): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'shop-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (serverBuild) return;
      for (const fileName of fileNames) {
        const path = resolve(outDir, fileName);
        writeFileSync(path, minifiedScript(fileName, readFileSync(path, 'utf8')));
      }
    },
  };
}
