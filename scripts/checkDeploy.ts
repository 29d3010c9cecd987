/**
 * Is a remote's build safe to upload? Checks it against the shop that is live:
 *   npm run check:deploy -- mf-cart --shop https://shop.example            (its newest build)
 *   npm run check:deploy -- mf-cart --version 1a2b3c4d5e --shop https://shop.example
 *   npm run check:deploy -- path/to/build --remote cart --shop http://localhost:5173
 * Exit 0 when every check passes; 1 with each reason otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { checkDeploy, type BuildManifest } from './lib/deployCheck';
import { BUILD_VERSION, newestBuild } from './lib/remoteBuild';
import type { ShopContract } from '../shell/server/shopContract';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const target = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const shop = option('--shop');
if (!target || !shop) {
  console.error(
    'Usage: npm run check:deploy -- <mf-app or build folder> --shop <shop URL> [--version <build>] [--remote <name>]',
  );
  process.exit(2);
}
// A build folder itself, or a remote's folder: its newest build, or the one `--version` names.
const builds = resolve(target, 'dist');
const version = option('--version') ?? newestBuild(builds);
if (version !== null && !BUILD_VERSION.test(version)) {
  console.error(`✗ "${version}" is not a build version (ten hex digits, as npm run build prints).`);
  process.exit(2);
}
const dist = existsSync(resolve(target, 'mf-manifest.json')) ? resolve(target) : resolve(builds, version ?? 'none');
// Named by its app folder (`mf-cart`, or `mf-cart/dist/<version>`), unless `--remote` says otherwise.
const appFolder = BUILD_VERSION.test(basename(resolve(target))) ? resolve(target, '../..') : resolve(target);
const remote = option('--remote') ?? basename(appFolder).replace(/^mf-/, '');
const manifestFile = resolve(dist, 'mf-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`✗ ${manifestFile} does not exist: build the remote first (npm run build -- mf-${remote}).`);
  process.exit(1);
}
let contract: ShopContract;
try {
  const response = await fetch(new URL('/contract.json', shop), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  contract = (await response.json()) as ShopContract;
} catch (error) {
  console.error(`✗ the shop at ${shop} did not say what it expects (/contract.json): ${String(error)}`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
const results = checkDeploy(remote, dist, manifest, contract);
console.log(`Deploy check: ${dist} as the "${remote}" remote of ${shop}`);
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.check}: ${r.says}`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\nNot safe to deploy: ${failed} check(s) failed.` : '\nSafe to deploy.');
process.exit(failed ? 1 : 0);
