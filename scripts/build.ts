/**
 * Builds the shell and the remotes that are out of date, then precompresses
 * their files for the static servers.
 *   npm run build                 what changed since the last build
 *   npm run build -- --force      everything
 *   npm run build -- mf-catalog   one app (a team deploying its remote alone)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { shopApps } from './lib/apps';
import { repoRoot } from './lib/stack';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((a) => !a.startsWith('--'));
const skip = new Set(['node_modules', 'dist', '.vite', 'test-results', 'bench']);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A fingerprint of everything that goes into an app's build. */
function sourceHash(appDir: string): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(resolve(repoRoot, appDir)),
    ...filesUnder(resolve(repoRoot, 'shared')),
    resolve(repoRoot, 'package-lock.json'),
  ];
  for (const file of inputs.sort()) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    hash.update(relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function precompress(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!/\.(js|mjs|css|html|json|svg|txt)$/.test(file) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
let built = 0;
for (const app of shopApps) {
  if (only.length && !only.includes(app.dir)) continue;
  const root = resolve(repoRoot, app.dir);
  const stamp = resolve(root, 'dist/.build-hash');
  const hash = sourceHash(app.dir);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`✓ ${app.dir} is up to date`);
    continue;
  }
  const started = Date.now();
  await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn' });
  precompress(resolve(root, 'dist'));
  writeFileSync(stamp, hash);
  built += 1;
  console.log(`✓ built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(built ? `${built} app(s) built.` : 'Nothing to build.');
