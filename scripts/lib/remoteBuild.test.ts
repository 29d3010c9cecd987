import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, newestBuild, publishRemoteBuild, remoteBuilds } from './remoteBuild';

let root: string;
let builds: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'remote-builds-'));
  builds = join(root, 'dist');
  mkdirSync(builds);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A finished browser + server build in a staging folder, as Vite leaves it; `release` changes its content. */
function stagedBuild(release: string): string {
  const staging = join(builds, `.staging-${release}`);
  mkdirSync(join(staging, 'server'), { recursive: true });
  mkdirSync(join(staging, 'assets'));
  writeFileSync(join(staging, 'remoteEntry.js'), `export const release = ${JSON.stringify(release)};\n`);
  writeFileSync(join(staging, 'server/remoteEntry.ssr.js'), `export const release = ${JSON.stringify(release)};\n`);
  writeFileSync(join(staging, 'assets/page.js'), `// ${'page '.repeat(400)}\n`);
  writeFileSync(join(staging, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'cart' } }));
  return staging;
}

describe('publishing a remote build', () => {
  it('moves it to a folder named after its content, with its manifest naming the version and the server entry', () => {
    const version = publishRemoteBuild(stagedBuild('one'), builds);
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(readdirSync(builds).sort()).toEqual(['builds.json', version].sort());
    const manifest = JSON.parse(readFileSync(join(builds, version, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
    expect(manifest.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.ssr.js', path: 'server/', type: 'module' });
    // Precompressed before it is published: the folder never changes afterwards.
    expect(existsSync(join(builds, version, 'assets/page.js.br'))).toBe(true);
    expect(newestBuild(builds)).toBe(version);
  });

  it('keeps the builds before it, oldest first; the same sources again are the same version, newest again', () => {
    const one = publishRemoteBuild(stagedBuild('one'), builds);
    const two = publishRemoteBuild(stagedBuild('two'), builds);
    expect(remoteBuilds(builds).map((b) => b.version)).toEqual([one, two]);
    const entry = readFileSync(join(builds, one, 'remoteEntry.js'), 'utf8');
    expect(publishRemoteBuild(stagedBuild('one'), builds)).toBe(one);
    expect(remoteBuilds(builds).map((b) => b.version)).toEqual([two, one]);
    expect(readFileSync(join(builds, one, 'remoteEntry.js'), 'utf8')).toBe(entry);
    expect(readdirSync(builds).filter((n) => n.startsWith('.staging'))).toEqual([]);
  });

  it(`keeps the newest ${KEPT_BUILDS} builds and deletes older ones`, () => {
    const versions = Array.from({ length: KEPT_BUILDS + 2 }, (_, i) =>
      publishRemoteBuild(stagedBuild(`r${i}`), builds),
    );
    expect(remoteBuilds(builds).map((b) => b.version)).toEqual(versions.slice(2));
    expect(existsSync(join(builds, versions[0]!))).toBe(false);
    expect(existsSync(join(builds, versions[2]!))).toBe(true);
  });
});

describe('the list of builds', () => {
  it('is empty for a remote never built, and skips entries that are not versions or whose folder is gone', () => {
    expect(remoteBuilds(builds)).toEqual([]);
    const version = publishRemoteBuild(stagedBuild('one'), builds);
    writeFileSync(
      join(builds, 'builds.json'),
      JSON.stringify([
        { version: '../../etc', builtAt: 'x' },
        { version: 'abcdefabcd', builtAt: 'x' },
        { version, builtAt: 'x' },
        null,
      ]),
    );
    expect(remoteBuilds(builds).map((b) => b.version)).toEqual([version]);
  });

  it('that is corrupt stops the build with a clear message instead of losing the history', () => {
    const version = publishRemoteBuild(stagedBuild('one'), builds);
    writeFileSync(join(builds, 'builds.json'), '{"not": "a list"');
    expect(() => publishRemoteBuild(stagedBuild('two'), builds)).toThrow(/builds\.json is not a list of builds/);
    expect(existsSync(join(builds, version))).toBe(true);
  });
});
