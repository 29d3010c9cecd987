import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { repoRoot, type ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { copyRemoteSources } from './support/remoteSourceCopy';
import { buildRemoteCopy } from './support/remoteCopyBuild';

/**
 * A remote owns its pages: the catalogue team adds a page by declaring its route in its own build and
 * releasing it (`npm run release -- mf-catalog`). The running shop serves it, rendered on the server and
 * hydrated in the browser, with no shell build, no `shared` release and no restart.
 */
test.describe('a remote ships a new page on its own @local-stack', () => {
  const copy = resolve(repoRoot, '.e2e-new-page-catalog');
  const builds = resolve(repoRoot, '.e2e-new-page-catalog-builds');
  let stack: ShopStack;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(builds, { recursive: true, force: true });
    cpSync(resolve(repoRoot, 'mf-catalog/dist'), builds, { recursive: true });
    stack = await startPrivateStack(13, { distDirs: { catalog: builds } });
  });
  test.afterAll(async () => {
    await stack?.stop();
    rmSync(copy, { recursive: true, force: true });
    rmSync(builds, { recursive: true, force: true });
  });

  const release = () =>
    new Promise<{ status: number; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/release.ts', 'mf-catalog', '--remotes', stack.remotesFile],
        { cwd: repoRoot, encoding: 'utf8' },
        (error, _stdout, stderr) => done({ status: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });

  test('/gift-guide: declared and released by the catalogue, served by the shop as it runs', async ({ page }) => {
    test.setTimeout(240_000);
    const guideUrl = `${stack.urls.shell}/gift-guide`;
    // Not a page of the shop yet (once the server has read every remote's routes: until then it cannot say).
    await expect.poll(async () => (await fetch(guideUrl)).status, { timeout: 20_000 }).toBe(404);

    // The team's change, all in its own remote: one route declared, one page rendered.
    copyRemoteSources('mf-catalog', copy);
    writeFileSync(
      resolve(copy, 'src/routesWithGuide.ts'),
      "import type { RemoteRoutes } from '@giftshop/shared';\nimport routes from './routes';\n" +
        "const withGuide: RemoteRoutes = [...routes, { path: '/gift-guide', page: 'gift-guide', title: 'Gift Guide', server: 'server' }];\n" +
        'export default withGuide;\n',
    );
    writeFileSync(
      resolve(copy, 'src/PagesWithGuide.tsx'),
      "import { useState } from 'react';\nimport type { RemoteModules } from '@giftshop/shared';\nimport Pages from './Pages';\n" +
        'function GiftGuide() {\n  const [picked, setPicked] = useState(0);\n' +
        '  return (<main data-testid="gift-guide"><h1>Gift Guide</h1><p>Ideas for every keepsake.</p>' +
        '<button type="button" onClick={() => setPicked((n) => n + 1)}>Ideas picked: {picked}</button></main>);\n}\n' +
        "const WithGuide: RemoteModules['catalog/Pages'] = (props) => (props.page === 'gift-guide' ? <GiftGuide /> : <Pages {...props} />);\n" +
        'export default WithGuide;\n',
    );
    const config = resolve(copy, 'vite.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace("'./src/Pages.tsx'", "'./src/PagesWithGuide.tsx'")
        .replace("'./src/routes.ts'", "'./src/routesWithGuide.ts'"),
    );
    await buildRemoteCopy(copy, { into: builds });
    const released = await release();
    expect(released.status, released.stderr).toBe(0);

    // On the server: the page's HTML, with its content, once the shop has read the new build.
    await expect.poll(async () => (await fetch(guideUrl)).status, { timeout: 20_000 }).toBe(200);
    const html = await (await fetch(guideUrl)).text();
    expect(html).toContain('<h1>Gift Guide</h1>');
    expect(html).toContain('Ideas for every keepsake.');
    expect(html).toContain('<title>Gift Guide');

    // In the browser: the server's page, hydrated (its button answers), and the old pages still there.
    await page.goto(guideUrl);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const button = page.getByRole('button', { name: /Ideas picked/ });
    await button.click();
    await expect(button).toHaveText('Ideas picked: 1');
    await page.goto(`${stack.urls.shell}/products`);
    await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
  });
});
