/** Files of a build folder, and their brotli/gzip twins for the static servers. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const skip = new Set(['node_modules', 'dist', '.vite', 'test-results', 'bench']);

/** Every file below `dir`, leaving out dependencies, build output and bench results. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.gz` and `.br` next to each text file of 1 KB or more, at the highest levels. */
export function precompress(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!/\.(js|mjs|css|html|json|svg|txt)$/.test(file) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
