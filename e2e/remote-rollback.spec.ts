import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { repoRoot, type ShopStack } from '../scripts/lib/stack';
import { newestBuild } from '../scripts/lib/remoteBuild';
import { remoteEntryIn } from '../scripts/lib/remotesFile';
import { startPrivateStack } from './support/faultStack';
import { copyRemoteSources } from './support/remoteSourceCopy';
import { buildRemoteCopy } from './support/remoteCopyBuild';

/**
 * A remote team deploys a new build beside the old ones, and rolls it back by pointing `remotes.json` at
 * the build before (`npm run release -- mf-catalog --previous`). Neither needs a shell build or restart:
 * the server's HTML and the browser's code follow the file.
 */
test.describe.configure({ mode: 'serial' });

test.describe('deploying a remote and rolling it back @local-stack', () => {
  const copy = resolve(repoRoot, '.e2e-rebuild-catalog');
  const builds = resolve(repoRoot, '.e2e-rebuild-catalog-builds');
  let stack: ShopStack;
  let v1: string;
  let v2: string;

  // Run as a child process, without blocking this one: the stack's servers answer from here.
  const release = (...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/release.ts', 'mf-catalog', '--remotes', stack.remotesFile, ...args],
        { cwd: repoRoot, encoding: 'utf8' },
        (error, stdout, stderr) => done({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const servedHtml = async () => (await fetch(`${stack.urls.shell}/`)).text();

  /** The home page in the browser: which catalogue builds it loaded, and whether the new release shows. */
  async function homeInBrowser(page: Page) {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const match = new RegExp(`^${stack.urls.catalog}/([0-9a-f]{10})/`).exec(request.url());
      if (match) loaded.push(match[1]!);
    });
    await page.goto(`${stack.urls.shell}/`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Featured gifts' })).toBeVisible();
    return { builds: [...new Set(loaded)], marker: await page.getByTestId('redeploy-marker').count() };
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The catalogue's origin serves a folder of builds whose newest (v1) the shop starts on.
    rmSync(builds, { recursive: true, force: true });
    cpSync(resolve(repoRoot, 'mf-catalog/dist'), builds, { recursive: true });
    v1 = newestBuild(builds)!;
    stack = await startPrivateStack(2, { distDirs: { catalog: builds } });
  });
  test.afterAll(async () => {
    await stack?.stop();
    rmSync(copy, { recursive: true, force: true });
    rmSync(builds, { recursive: true, force: true });
  });

  test('v2 is deployed, then rolled back to v1, in the server HTML and the browser', async ({ page }) => {
    test.setTimeout(240_000);
    expect(remoteEntryIn(stack.remotesFile, 'catalog')).toBe(`${stack.urls.catalog}/${v1}/remoteEntry.js`);
    expect(await homeInBrowser(page)).toEqual({ builds: [v1], marker: 0 });

    // The catalogue team's next release, with one visible change, built beside the builds before it
    // while the shop keeps serving v1.
    copyRemoteSources('mf-catalog', copy);
    // (on the home page's own entry, which its route names)
    writeFileSync(
      resolve(copy, 'src/RedeployedHomePage.tsx'),
      "import HomePageEntry from './HomePageEntry';\nimport type { RemoteModules } from '@giftshop/shared';\n" +
        'const Redeployed: RemoteModules[\'catalog/HomePage\'] = (props) => (<><p data-testid="redeploy-marker">New in this release</p><HomePageEntry {...props} /></>);\n' +
        'export default Redeployed;\n',
    );
    const config = resolve(copy, 'vite.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("'./src/HomePageEntry.tsx'", "'./src/RedeployedHomePage.tsx'"),
    );
    v2 = await buildRemoteCopy(copy, { into: builds });
    expect(v2).not.toBe(v1);
    expect(await servedHtml()).toContain(`/${v1}/remoteEntry.js`);
    // Asked for again: the server keeps it (its render cache), which must never hide a release.
    expect(await servedHtml()).toContain(`/${v1}/remoteEntry.js`);

    // Deploy: point the shop at the newest build. No shell build, no restart.
    const deployed = await release();
    expect(deployed.status, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(`"catalog": build ${v1} → ${v2}.`);
    // The very next page is rendered with the release, kept pages or not.
    const next = await servedHtml();
    expect(next).toContain(`/${v2}/remoteEntry.js`);
    expect(next).toContain('New in this release');
    expect(await homeInBrowser(page)).toEqual({ builds: [v2], marker: 1 });

    // Roll back: one command, no build, no restart.
    const rolledBack = await release('--previous');
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(rolledBack.stdout).toContain(`"catalog": build ${v2} → ${v1}.`);
    expect(remoteEntryIn(stack.remotesFile, 'catalog')).toBe(`${stack.urls.catalog}/${v1}/remoteEntry.js`);
    await expect.poll(servedHtml, { timeout: 10_000 }).toContain(`/${v1}/remoteEntry.js`);
    const html = await servedHtml();
    expect(html).not.toContain(`/${v2}/`);
    expect(html).not.toContain('New in this release');
    expect(await homeInBrowser(page)).toEqual({ builds: [v1], marker: 0 });

    // And forward again, by version.
    expect((await release('--version', v2)).stdout).toContain(`build ${v1} → ${v2}`);
    await expect.poll(servedHtml, { timeout: 10_000 }).toContain('New in this release');
  });

  test('a version that is not there, or nothing to roll back to, is refused and changes nothing', async () => {
    const file = () => readFileSync(stack.remotesFile, 'utf8');
    const served = file();
    for (const [args, message] of [
      [['--version', '../../../etc/passwd'], 'is not a build version'],
      [['--version', 'ffffffffff'], 'has no build ffffffffff'],
      [['--version', v1, '--previous'], 'Usage: npm run release'],
    ] as const) {
      const run = await release(...args);
      expect(run.status, args.join(' ')).not.toBe(0);
      expect(run.stderr, args.join(' ')).toContain(message);
      expect(file()).toBe(served);
    }
    // The oldest build has nothing before it.
    const oldest = (JSON.parse(readFileSync(resolve(builds, 'builds.json'), 'utf8')) as { version: string }[])[0]!;
    expect((await release('--version', oldest.version)).status).toBe(0);
    const noEarlier = await release('--previous');
    expect(noEarlier.status).toBe(1);
    expect(noEarlier.stderr).toContain(`no build before ${oldest.version}`);
    // A remote whose origin is down: a clear reason, and the file stays as it was.
    const pointed = file();
    await stack.stopApp('catalog');
    const down = await release();
    expect(down.status).toBe(1);
    expect(down.stderr).toContain('did not list its builds');
    expect(file()).toBe(pointed);
  });
});
