import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { build } from 'vite';
import { repoRoot, type ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { copyRemoteSources } from './support/remoteSourceCopy';
import { withRemoteBuildLock } from './support/buildLock';

/**
 * A remote built against another bus contract: the shop logs a clear
 * incompatibility and drops that remote's events, and everything else works.
 */
test.describe('a remote built against an incompatible bus contract @local-stack', () => {
  const copy = resolve(repoRoot, '.e2e-skew-cart');
  let stack: ShopStack;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    copyRemoteSources('mf-cart', copy);
    // The same cart, compiled as if the contract had moved to v2.
    writeFileSync(
      resolve(copy, 'vite.skew.config.ts'),
      "import type { ConfigEnv, UserConfig } from 'vite';\nimport base from './vite.config.ts';\n" +
        'export default (env: ConfigEnv): UserConfig => {\n' +
        '  const config = (base as (e: ConfigEnv) => UserConfig)(env);\n' +
        "  return { ...config, define: { ...config.define, __BUS_CONTRACT_VERSION__: '2' } };\n};\n",
    );
    await withRemoteBuildLock(() =>
      build({ root: copy, configFile: resolve(copy, 'vite.skew.config.ts'), logLevel: 'error' }),
    );
    stack = await startPrivateStack(3);
    await stack.stopApp('cart');
    await stack.startApp('cart', resolve(copy, 'dist'));
  });

  test.afterAll(async () => {
    await stack?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  test('is cut off with a clear message while the shop keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${stack.urls.shell}/product/KL-ORN-101`);
    await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(() => errors.find((e) => e.includes('"cart" was built against bus contract v2, but this shop speaks v1')))
      .toBeTruthy();

    // Its events are dropped: an Add to Cart reaches no owner, so no toast and no count.
    await page.getByLabel('Name', { exact: true }).fill('Emma');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForTimeout(1500);
    await expect(page.getByText(/has been added to your cart/)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ })).toHaveCount(0);

    // Everything else still works.
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
  });
});
