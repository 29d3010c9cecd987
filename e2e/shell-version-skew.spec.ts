import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { repoRoot, type ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { copyRemoteSources } from './support/remoteSourceCopy';
import { buildRemoteCopy } from './support/remoteCopyBuild';

// One private stack for the file (was two, one per group): each group swaps one remote for its own build and
// puts the real one back after.
test.describe('remotes built against another contract or shared package @local-stack', () => {
  let stack: ShopStack;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startPrivateStack(3);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  /**
   * A remote built against another bus contract: the shop logs a clear
   * incompatibility and drops that remote's events, and everything else works.
   */
  test.describe('a remote built against an incompatible bus contract', () => {
    const copy = resolve(repoRoot, '.e2e-skew-cart');

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
      await buildRemoteCopy(copy, { config: resolve(copy, 'vite.skew.config.ts') });
      await stack.stopApp('cart');
      await stack.startApp('cart', resolve(copy, 'dist'));
    });

    test.afterAll(async () => {
      // the real cart again, and the shop pointed at it
      await stack?.stopApp('cart');
      await stack?.startApp('cart', resolve(repoRoot, 'mf-cart/dist'));
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
      // The cart has loaded (in the header's turn) and shows itself empty: the command reached no owner.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeVisible();
      await expect(page.getByText(/has been added to your cart/)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ })).toHaveCount(0);

      // Everything else still works.
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
      await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
    });
  });

  /**
   * A remote built against a newer `@giftshop/shared` that uses a new export: the shop refuses it before any
   * of its code runs, in the browser and on the server, naming both versions, instead of letting it find
   * `undefined` where the export should be.
   */
  test.describe('a remote built against a newer shared package', () => {
    const sharedNext = resolve(repoRoot, '.e2e-shared-next');
    const copy = resolve(repoRoot, '.e2e-shared-next-catalog');
    const provided = (JSON.parse(readFileSync(resolve(repoRoot, 'shared/package.json'), 'utf8')) as { version: string })
      .version;
    const [major, minor] = provided.split('.').map(Number);
    const next = `${major}.${minor! + 1}.0`;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      // The next minor of shared, with one new export.
      rmSync(sharedNext, { recursive: true, force: true });
      cpSync(resolve(repoRoot, 'shared'), sharedNext, { recursive: true, filter: (src) => !/node_modules$/.test(src) });
      const packageFile = resolve(sharedNext, 'package.json');
      writeFileSync(
        packageFile,
        readFileSync(packageFile, 'utf8').replace(`"version": "${provided}"`, `"version": "${next}"`),
      );
      appendFileSync(resolve(sharedNext, 'src/index.ts'), "\nexport const giftWrapNote = 'Wrapped with care';\n");
      // The catalogue, built against it, shows the new export on its home page (the entry its route names).
      copyRemoteSources('mf-catalog', copy);
      writeFileSync(
        resolve(copy, 'src/NextHomePage.tsx'),
        "import HomePageEntry from './HomePageEntry';\nimport { giftWrapNote, type RemoteModules } from '@giftshop/shared';\n" +
          'const Next: RemoteModules[\'catalog/HomePage\'] = (props) => (<><p data-testid="gift-wrap-note">{giftWrapNote.toUpperCase()}</p><HomePageEntry {...props} /></>);\n' +
          'export default Next;\n',
      );
      const config = resolve(copy, 'vite.config.ts');
      writeFileSync(
        config,
        readFileSync(config, 'utf8')
          .replace("'./src/HomePageEntry.tsx'", "'./src/NextHomePage.tsx'")
          .replace("name: 'catalog',", `name: 'catalog',\n      sharedPackage: ${JSON.stringify(sharedNext)},`),
      );
      await buildRemoteCopy(copy);
      await stack.stopApp('catalog');
      await stack.startApp('catalog', resolve(copy, 'dist'));
    });

    test.afterAll(async () => {
      await stack?.stopApp('catalog');
      await stack?.startApp('catalog', resolve(repoRoot, 'mf-catalog/dist'));
      rmSync(copy, { recursive: true, force: true });
      rmSync(sharedNext, { recursive: true, force: true });
    });

    test('is refused on the server and in the browser, naming both versions, and the rest of the shop works', async ({
      page,
      request,
    }) => {
      // On the server: the home page comes without the catalogue's part, which is left to the browser.
      const html = await (await request.get(`${stack.urls.shell}/`)).text();
      const handover = /<script type="application\/json" id="keepsake-page">([\s\S]*?)<\/script>/.exec(html);
      expect(handover, 'the page handover').not.toBeNull();
      const rendered = (JSON.parse(handover![1]!) as { rendered: string[] }).rendered;
      expect(rendered.filter((id) => id.startsWith('catalog/'))).toEqual([]);
      expect(html).not.toContain('gift-wrap-note');

      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await page.goto(`${stack.urls.shell}/`);
      // In the browser: refused before its code runs, with both versions named, and the slot shows its failure.
      await expect(page.locator('[data-remote-failed="catalog"]')).toBeVisible({ timeout: 20_000 });
      const named = `"catalog" remote needs @giftshop/shared ^${next}, but this shop provides ${provided}`;
      await expect.poll(() => errors.some((e) => e.includes(named))).toBe(true);
      expect(errors.filter((e) => /giftWrapNote|toUpperCase|pageerror/.test(e))).toEqual([]);
      await expect(page.getByTestId('gift-wrap-note')).toHaveCount(0);

      // Everything else still works.
      await expect(page.getByRole('contentinfo')).toContainText('418 Maple Row');
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    });
  });
});

/**
 * A remote's entry holds only its own data and makes its container with the shell's copy of the federation
 * container code (`shared/vite/oneContainerCode.ts`). A shell without that very copy (one built with another
 * version of the plugin, or another host) must not stop it: the remote loads its own copy, and the page works.
 */
test("a remote uses the shell's container code, and loads its own copy only when the shell has none", async ({
  page,
}) => {
  const ownCopies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('shop-mf-container')) ownCopies.push(new URL(request.url()).port);
  });
  const addOrnament = async () => {
    await page.goto('/product/KL-ORN-101');
    await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByLabel('Name', { exact: true }).fill('Emma');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(/has been added to your cart/)).toBeVisible();
    await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
  };
  await addOrnament();
  expect(ownCopies).toEqual([]);

  // The same page in a shell that has no copy of the container code to give.
  await page.addInitScript(() =>
    Object.defineProperty(globalThis, '__shopMfContainers', { get: () => undefined, set: () => undefined }),
  );
  await addOrnament();
  // the product remote's own copy, and the cart's and account's, whose parts the header and Add to Cart use
  // (the account's comes in the header's turn, which may still be under way)
  await expect.poll(() => new Set(ownCopies).size).toBe(3);
});
