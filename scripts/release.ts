/**
 * Points a shop at one build of a remote: deploying a new build, or rolling back to an older one.
 *   npm run release -- mf-cart --remotes .data/runtime-0/remotes.json              (its newest build)
 *   npm run release -- mf-cart --remotes <file> --previous                         (roll back one build)
 *   npm run release -- mf-cart --remotes <file> --version 1a2b3c4d5e
 * The builds are the ones the remote's origin lists (`/builds.json`); the chosen build's manifest must
 * answer before `remotes.json` changes. The shell's server reads the file again when it changes: the next
 * page is rendered with the chosen build and pins it for the browser. No build or restart.
 */
import { parseArgs } from 'node:util';
import { BUILD_VERSION, remoteEntryUrl, type BuildRecord } from './lib/remoteBuild';
import { pointRemote, remoteEntryIn } from './lib/remotesFile';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { remotes: { type: 'string' }, version: { type: 'string' }, previous: { type: 'boolean' } },
});
const fail = (message: string): never => {
  console.error(`✗ ${message}`);
  process.exit(1);
};
if (positionals.length !== 1 || !values.remotes || (values.version && values.previous)) {
  console.error('Usage: npm run release -- <mf-app> --remotes <remotes.json> [--version <build> | --previous]');
  process.exit(2);
}
const remote = positionals[0]!.replace(/^mf-/, '');
if (values.version !== undefined && !BUILD_VERSION.test(values.version)) {
  fail(`"${values.version}" is not a build version (ten hex digits, as npm run build prints).`);
}

let current: URL;
try {
  current = new URL(remoteEntryIn(values.remotes, remote));
} catch (error) {
  fail(`cannot read ${values.remotes}: ${(error as Error).message}`);
}
const origin = current!.origin;
const servedVersion = current!.pathname.split('/').at(-2) ?? '';

const fetchJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};
let builds: BuildRecord[] = [];
try {
  builds = (await fetchJson(`${origin}/builds.json`)) as BuildRecord[];
} catch (error) {
  fail(`the "${remote}" origin did not list its builds: ${(error as Error).message}`);
}
const versions = builds.map((b) => b.version);

let chosen: string | undefined;
if (values.version) {
  chosen = versions.includes(values.version) ? values.version : undefined;
  if (!chosen) fail(`${origin} has no build ${values.version}; it has ${versions.join(', ') || 'none'}.`);
} else if (values.previous) {
  const at = versions.indexOf(servedVersion);
  if (at < 1)
    fail(`no build before ${servedVersion || 'the one served'} on ${origin} (it has ${versions.join(', ')}).`);
  chosen = versions[at - 1];
} else {
  chosen = versions.at(-1);
  if (!chosen) fail(`${origin} lists no builds: build the remote first (npm run build -- mf-${remote}).`);
}

const entry = remoteEntryUrl(origin, chosen!);
try {
  const manifest = (await fetchJson(new URL('mf-manifest.json', entry).href)) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  if (manifest.metaData?.buildInfo?.buildVersion !== chosen) throw new Error('its manifest names another version');
} catch (error) {
  fail(`build ${chosen} of "${remote}" is not servable: ${(error as Error).message}`);
}
pointRemote(values.remotes, remote, entry);
console.log(
  chosen === servedVersion
    ? `"${remote}" already serves build ${chosen}.`
    : `"${remote}": build ${servedVersion || '(unversioned)'} → ${chosen}. The shop renders it from the next page on.`,
);
