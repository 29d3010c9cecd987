import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { createServer, type ViteDevServer } from 'vite';
import type { ShopStack } from '../scripts/lib/stack';
import { repoRoot } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { copyRemoteSources } from './support/remoteSourceCopy';

/**
 * `npm run dev`: a remote's dev server hot-reloads inside the shell. The
 * catalogue is served from a copy, so the test can edit a source file without
 * touching the checkout.
 */
test.describe('npm run dev @local-stack', () => {
  const copy = resolve(repoRoot, '.e2e-hmr-catalog');
  const savedEnv = { ...process.env };
  let stack: ShopStack;
  let catalog: ViteDevServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    copyRemoteSources('mf-catalog', copy);
    // Dev servers read the stack's ports and remotes file from the environment while they run.
    stack = await startPrivateStack(9, { dev: true, quiet: true });
    await stack.stopApp('catalog');
    catalog = await createServer({ root: copy, configFile: resolve(copy, 'vite.config.ts'), logLevel: 'warn' });
    await catalog.listen();
  });
  test.afterAll(async () => {
    await catalog?.close();
    await stack?.stop();
    rmSync(copy, { recursive: true, force: true });
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
  });

  test('an edit in a remote shows in the shell without a page reload', async ({ page }) => {
    test.setTimeout(180_000);
    // Development React reports misuse (unknown DOM props, key warnings) as console errors.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${stack.urls.shell}/`, { timeout: 120_000 });
    const heading = page.getByTestId('how-it-works').getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('How it works', { timeout: 120_000 });
    // Anything that survives in the window proves the page was not reloaded.
    await page.getByTestId('featured-products').getByTestId('card-price').first().waitFor();
    expect(errors).toEqual([]);
    await page.evaluate(() => Object.assign(window, { __beforeHotReload: true }));

    const file = resolve(copy, 'src/home/HowItWorks.tsx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('>How it works<', '>How it works, freshly edited<'));

    await expect(heading).toHaveText('How it works, freshly edited', { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { __beforeHotReload?: boolean }).__beforeHotReload)).toBe(
      true,
    );
    // The rest of the shell is untouched: the header still works.
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
