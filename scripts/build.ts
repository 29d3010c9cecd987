/**
 * Builds the shell and the remotes that are out of date, then precompresses
 * their files for the static servers.
 *   npm run build                 what changed since the last build
 *   npm run build -- --force      everything
 *   npm run build -- mf-catalog   one app (a team deploying its remote alone)
 * A remote's build is a new folder, `dist/<version>/`, beside the builds before it; `npm run release`
 * points a shop's `remotes.json` at it (or back at an older one).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { build } from 'vite';
import { shopApps } from './lib/apps';
import { filesUnder, precompress } from './lib/precompress';
import { buildRemote, newestBuild } from './lib/remoteBuild';
import { repoRoot } from './lib/stack';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((a) => !a.startsWith('--'));

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

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
let builtApps = 0;
for (const app of shopApps) {
  if (only.length && !only.includes(app.dir)) continue;
  const root = resolve(repoRoot, app.dir);
  const stamp = resolve(root, 'dist/.build-hash');
  const hash = sourceHash(app.dir);
  const built =
    app.server === 'shell' ? existsSync(resolve(root, 'dist/index.html')) : newestBuild(resolve(root, 'dist'));
  if (!force && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`✓ ${app.dir} is up to date`);
    continue;
  }
  const started = Date.now();
  if (app.server === 'shell') {
    await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn' });
    // The shell's Node server (renders every page): its own bundle, beside the browser files it serves.
    await build({ root, configFile: resolve(root, 'vite.server.config.ts'), logLevel: 'warn' });
    precompress(resolve(root, 'dist'));
  } else {
    // Browser build, and the server code the shell's server fetches from this origin, as a new version.
    console.log(`  ${app.dir} build ${await buildRemote(root)} → ${app.dir}/dist/<version>/`);
  }
  writeFileSync(stamp, hash);
  builtApps += 1;
  console.log(`✓ built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(builtApps ? `${builtApps} app(s) built.` : 'Nothing to build.');
