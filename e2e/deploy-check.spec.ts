import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { repoRoot } from '../scripts/lib/stack';
import { e2eTarget } from './support/target';
import { newestBuild } from '../scripts/lib/remoteBuild';

/**
 * `npm run check:deploy`: a team checks its built remote against the live
 * shop before uploading it. The builds of this checkout fit the shop they run
 * in; a build that does not fit is refused with every reason.
 */
const shop = e2eTarget().shellUrl;
const checkDeploy = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'scripts/checkDeploy.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });

test('each built remote fits the shop it runs in (its newest build, or one named by version)', () => {
  const cart = newestBuild(resolve(repoRoot, 'mf-cart/dist'))!;
  for (const args of [['mf-cart', '--version', cart], [`mf-cart/dist/${cart}`]]) {
    const run = checkDeploy(...args, '--shop', shop);
    expect(run.stdout, args.join(' ')).toContain(
      `Deploy check: ${resolve(repoRoot, 'mf-cart/dist', cart)} as the "cart" remote`,
    );
    expect(run.status, args.join(' ')).toBe(0);
  }
  for (const app of ['mf-catalog', 'mf-product', 'mf-cart', 'mf-account']) {
    const run = checkDeploy(app, '--shop', shop);
    expect(run.stdout, app).toContain('Safe to deploy.');
    expect(run.stdout, app).not.toContain('✗');
    expect(run.status, app).toBe(0);
  }
});

test('a build that does not fit is refused, with each reason', () => {
  const dist = resolve(repoRoot, '.e2e-deploy-check-cart');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  try {
    const manifest = JSON.parse(
      readFileSync(
        resolve(repoRoot, 'mf-cart/dist', newestBuild(resolve(repoRoot, 'mf-cart/dist'))!, 'mf-manifest.json'),
        'utf8',
      ),
    ) as {
      metaData: { busContract: number };
      shared: { name: string; requiredVersion: string }[];
      exposes: { path: string }[];
    };
    manifest.metaData.busContract = 2;
    manifest.shared.find((s) => s.name === '@giftshop/shared')!.requiredVersion = '^9.0.0';
    manifest.exposes = manifest.exposes.filter((e) => e.path !== './CartButton');
    // …and no server build beside it.
    writeFileSync(resolve(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    const run = checkDeploy(dist, '--remote', 'cart', '--shop', shop);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ bus contract: the build speaks bus contract v2, the shop v1');
    expect(run.stdout).toMatch(
      /✗ shared range: the build needs @giftshop\/shared \^9\.0\.0, the shop provides \d+\.\d+\.\d+/,
    );
    expect(run.stdout).toContain('✗ exposed modules: the shop loads ./CartButton, which the build does not expose');
    expect(run.stdout).toMatch(/✗ server entry: the server entry .* is missing/);
    expect(run.stdout).toContain('Not safe to deploy: 4 check(s) failed.');
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('bad arguments and a shop that cannot be reached get a clear message', () => {
  expect(checkDeploy('mf-cart').stderr).toContain('Usage: npm run check:deploy');
  const nowhere = checkDeploy('mf-cart', '--shop', 'http://127.0.0.1:9');
  expect(nowhere.status).toBe(1);
  expect(nowhere.stderr).toContain('did not say what it expects (/contract.json)');
  const unbuilt = checkDeploy('.e2e-no-such-remote', '--shop', shop);
  expect(unbuilt.status).toBe(1);
  expect(unbuilt.stderr).toContain('does not exist: build the remote first');
  const unknown = checkDeploy('mf-cart', '--version', 'ffffffffff', '--shop', shop);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('mf-cart/dist/ffffffffff/mf-manifest.json does not exist');
  const hostile = checkDeploy('mf-cart', '--version', '../../../etc', '--shop', shop);
  expect(hostile.status).toBe(2);
  expect(hostile.stderr).toContain('"../../../etc" is not a build version');
});
