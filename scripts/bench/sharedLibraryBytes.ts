/**
 * What trimming the federation's shared libraries to the exports the shop uses would save (issue 31). A
 * library shared as a Module Federation singleton is built whole, since a remote may use any export of it:
 * this bundles, for the browser and minified, each one whole and then with only the exports the shell and the
 * remotes import today (read from their sources), and prints raw and gzip KB of both. React stays outside, as
 * in the shop's builds. Byte counts: load does not move them.
 *
 *   npx tsx scripts/bench/sharedLibraryBytes.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { repoRoot } from '../lib/stack';

const libraries = ['@tanstack/react-query', '@emotion/react', '@emotion/styled'];
const sourceDirs = [
  'shell/src',
  'shell/server',
  'shared/src',
  'mf-catalog/src',
  'mf-product/src',
  'mf-cart/src',
  'mf-account/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceDirs.flatMap((dir) => sourceFiles(resolve(repoRoot, dir))).map((f) => readFileSync(f, 'utf8'));

/** The value exports the shop's code imports from `library` (type-only imports left out); `default` for a default import. */
function usedExports(library: string): string[] {
  const used = new Set<string>();
  const quoted = library.replace(/[/@]/g, '\\$&');
  const named = new RegExp(`import\\s+(?!type\\s)([\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g');
  const byDefault = new RegExp(`import\\s+(?!type\\s)([\\w$]+)\\s*(,|from\\s*'${quoted}')`, 'g');
  for (const source of sources) {
    for (const match of source.matchAll(named)) {
      if (match[1]) used.add('default');
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
    for (const match of source.matchAll(byDefault)) if (match[2]!.startsWith('from')) used.add('default');
  }
  return [...used].sort();
}

const entry = 'virtual:shared-library-use';
async function bundle(code: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'shared-library-use',
        resolveId: (id) => (id === entry ? `\0${entry}` : null),
        load: (id) => (id === `\0${entry}` ? code : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: entry, preserveEntrySignatures: 'strict', external: /^(react|react-dom)(\/|$)/ },
    },
  })) as Rollup.RollupOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
console.log('Shared libraries, whole (as shared today) and with only the exports the shop imports, minified\n');
console.log('| library | exports used | whole raw | whole gzip | used raw | used gzip | gzip saved |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const library of libraries) {
  const used = usedExports(library);
  const whole = await bundle(
    `export * from '${library}';${used.includes('default') ? ` export { default } from '${library}';` : ''}`,
  );
  const trimmed = await bundle(`export { ${used.join(', ')} } from '${library}';`);
  console.log(
    `| ${library} | ${used.join(', ')} | ${kb(whole.length)} | ${kb(gzip(whole))} | ${kb(trimmed.length)} | ${kb(gzip(trimmed))} | ${kb(gzip(whole) - gzip(trimmed))} |`,
  );
}
