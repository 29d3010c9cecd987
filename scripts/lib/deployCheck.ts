/**
 * Does a remote's build fit the shop that is live? Compares what the build
 * declares (its `mf-manifest.json`, and its server entry on disk) with what
 * the shop expects (`/contract.json` from the shell's server). Each problem
 * is one sentence that says what does not fit and what to do.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { satisfy } from '@module-federation/runtime';
import type { ShopContract } from '../../shell/server/shopContract';

export interface BuildManifest {
  name?: string;
  metaData?: {
    busContract?: number;
    ssrRemoteEntry?: { name?: string; path?: string };
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: { name: string; requiredVersion?: string }[];
  exposes?: { path: string }[];
}

export interface CheckResult {
  check: 'remote' | 'bus contract' | 'shared range' | 'exposed modules' | 'server entry';
  ok: boolean;
  says: string;
}

export function checkDeploy(remote: string, dist: string, manifest: BuildManifest, shop: ShopContract): CheckResult[] {
  const results: CheckResult[] = [];
  const expected = shop.remotes[remote as keyof ShopContract['remotes']];
  results.push(
    expected && manifest.name === remote
      ? { check: 'remote', ok: true, says: `the build is the "${remote}" remote` }
      : {
          check: 'remote',
          ok: false,
          says: expected
            ? `the build calls itself "${manifest.name ?? '(nothing)'}", not "${remote}"`
            : `the shop has no remote called "${remote}" (it has ${Object.keys(shop.remotes).join(', ')})`,
        },
  );

  const bus = manifest.metaData?.busContract;
  results.push(
    bus === shop.bus
      ? { check: 'bus contract', ok: true, says: `both speak bus contract v${bus}` }
      : {
          check: 'bus contract',
          ok: false,
          says:
            bus === undefined
              ? 'the build does not say which bus contract it speaks (rebuild it with npm run build)'
              : `the build speaks bus contract v${bus}, the shop v${shop.bus}: its events would be dropped`,
        },
  );

  const range = manifest.shared?.find((s) => s.name === '@giftshop/shared')?.requiredVersion;
  results.push(
    range && satisfy(shop.shared, range)
      ? {
          check: 'shared range',
          ok: true,
          says: `the build needs @giftshop/shared ${range}; the shop provides ${shop.shared}`,
        }
      : {
          check: 'shared range',
          ok: false,
          says: range
            ? `the build needs @giftshop/shared ${range}, the shop provides ${shop.shared}: the shop would refuse it`
            : 'the build does not say which @giftshop/shared it needs',
        },
  );

  const exposed = new Set((manifest.exposes ?? []).map((e) => e.path));
  const missing = (expected ?? []).filter((path) => !exposed.has(path));
  results.push(
    missing.length === 0
      ? { check: 'exposed modules', ok: true, says: `it exposes what the shop loads: ${(expected ?? []).join(', ')}` }
      : {
          check: 'exposed modules',
          ok: false,
          says: `the shop loads ${missing.join(', ')}, which the build does not expose`,
        },
  );

  const server = manifest.metaData?.ssrRemoteEntry;
  const serverFile = server?.name ? join(dist, server.path ?? '', server.name) : null;
  const browser = manifest.metaData?.remoteEntry;
  const browserFile = browser?.name ? join(dist, browser.path ?? '', browser.name) : null;
  results.push(
    serverFile && existsSync(serverFile) && browserFile && existsSync(browserFile)
      ? { check: 'server entry', ok: true, says: `its server entry and browser entry are there` }
      : {
          check: 'server entry',
          ok: false,
          says: !serverFile
            ? 'the manifest names no server entry (build with npm run build, which builds the server code too)'
            : !existsSync(serverFile)
              ? `the server entry ${serverFile} is missing (build with npm run build)`
              : 'the build has no browser entry beside its manifest (build with npm run build)',
        },
  );
  return results;
}
