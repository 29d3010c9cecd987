import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { repoRoot, type ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { newestBuild } from '../scripts/lib/remoteBuild';

/**
 * A remote whose `remoteEntry.js` is broken on its real origin: the server
 * answers 500, or it serves a file that throws when run, or one that is not
 * JavaScript at all (an HTML error page). The failure stays in that remote's
 * slot: the shell's frame and the other remotes keep working, the slot says
 * so with a Retry, nothing uncaught escapes, and Retry recovers once the real
 * remote is served again.
 */
test.describe.configure({ mode: 'serial' });

type Remote = 'catalog' | 'cart' | 'account';

/** Each fault replaces the remote's server on its own port; the returned function puts the real one back. */
const faults: { name: string; inject(stack: ShopStack, remote: Remote): Promise<() => Promise<void>> }[] = [
  {
    name: 'answers 500',
    async inject(stack, remote) {
      await stack.stopApp(remote);
      const server = createServer((_req, res) => {
        res.writeHead(500, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
        res.end('Internal Server Error');
      });
      await new Promise<void>((done) => server.listen(Number(new URL(stack.urls[remote]).port), '127.0.0.1', done));
      return async () => {
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
        await stack.startApp(remote);
      };
    },
  },
  {
    name: 'throws when it runs',
    inject: (stack, remote) =>
      serveBrokenEntry(stack, remote, "throw new Error('This release of remoteEntry.js is broken.');\n"),
  },
  {
    name: 'is not JavaScript (an HTML error page)',
    inject: (stack, remote) =>
      serveBrokenEntry(
        stack,
        remote,
        '<!doctype html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>\n',
      ),
  },
];

/** Serve a copy of the remote's real build whose remoteEntry.js is replaced by `entry`. */
async function serveBrokenEntry(stack: ShopStack, remote: Remote, entry: string) {
  const copy = mkdtempSync(join(tmpdir(), `shop-broken-${remote}-`));
  cpSync(resolve(repoRoot, `mf-${remote}/dist`), copy, { recursive: true });
  // The entry of the build the shop serves (its newest), replaced by the broken one.
  const served = join(copy, newestBuild(copy)!, 'remoteEntry.js');
  writeFileSync(served, entry);
  // Only the plain file: no precompressed copy of the good entry may be served instead.
  rmSync(`${served}.br`, { force: true });
  rmSync(`${served}.gz`, { force: true });
  await stack.stopApp(remote);
  await stack.startApp(remote, copy);
  return async () => {
    await stack.stopApp(remote);
    await stack.startApp(remote);
    rmSync(copy, { recursive: true, force: true });
  };
}

const banner = (page: Page) => page.getByRole('banner');
const cartButton = (page: Page) => banner(page).getByRole('button', { name: /^Cart,/ });
const products = (page: Page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');

/** The shell's frame around any slot: header links, the category navigation, the footer. */
async function expectFrame(page: Page) {
  await expect(banner(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('418 Maple Row');
}

test.describe('a broken remoteEntry.js @local-stack', () => {
  let stack: ShopStack;
  let restore: (() => Promise<void>) | undefined;
  let restoreMore: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    stack = await startPrivateStack(6);
  });
  test.afterEach(async () => {
    await restore?.();
    await restoreMore?.();
    restore = restoreMore = undefined;
  });
  test.afterAll(async () => stack?.stop());

  // Two flows (were six): one per remote, each fault in turn in one tab (a new page each time, so nothing of the
  // last fault's remote is kept in the page; the shop's stored cart is emptied between faults).
  test(`the catalogue's entry ${faults.map((f) => f.name).join('; ')}: each time only the page slot fails, and Retry recovers`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    for (const fault of faults) {
      await test.step(fault.name, async () => {
        restore = await fault.inject(stack, 'catalog');

        await page.goto(`${stack.urls.shell}/products`);
        const failed = page.locator('[data-remote-failed="catalog"]');
        await expect(failed.getByRole('heading', { name: "We couldn't load the catalog" })).toBeVisible({
          timeout: 20_000,
        });
        await expect(failed).toContainText('The rest of the shop still works.');
        await expectFrame(page);
        // The header's remotes load and work beside the broken page.
        await expect(cartButton(page)).toHaveAccessibleName('Cart, empty', { timeout: 20_000 });
        await expect(banner(page).getByRole('link', { name: 'Sign In or Create an Account' })).toBeVisible();
        await cartButton(page).click();
        const drawer = page.getByRole('dialog', { name: /Your Cart/ });
        await expect(drawer).toContainText('Your cart is empty');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(page.locator('[data-remote-failed]')).toHaveCount(1);
        // Another remote's page opens from the header.
        await banner(page).getByRole('link', { name: 'Sign In or Create an Account' }).click();
        await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
        await page.goBack();
        await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();

        await restore();
        restore = undefined;
        await failed.getByRole('button', { name: 'Retry' }).click();
        await expect(products(page).first()).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
        expect(uncaught).toEqual([]);
      });
    }
  });

  test(`the cart's entry ${faults.map((f) => f.name).join('; ')}: each time only the header's cart slot fails, and Retry recovers`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    for (const fault of faults) {
      await test.step(fault.name, async () => {
        restore = await fault.inject(stack, 'cart');

        await page.goto(`${stack.urls.shell}/products`);
        const failed = banner(page).locator('[data-remote-failed="cart"]');
        await expect(failed).toBeVisible({ timeout: 20_000 });
        await expect(failed).toHaveAccessibleName('Retry Loading the Cart');
        // The cart's own bag icon and the retry arrow: told apart from a failed account menu at a glance.
        await expect(failed.locator('svg')).toHaveCount(2);
        await expect(failed).toHaveAttribute('title', "We couldn't load the cart. Retry");
        await expectFrame(page);
        await expect(banner(page).getByRole('link', { name: 'Sign In or Create an Account' })).toBeVisible();
        await expect(page.locator('[data-remote-failed]')).toHaveCount(1);
        // The catalogue and the product page still work; an Add to Cart waits for the cart's owner.
        await expect(products(page).first()).toBeVisible({ timeout: 20_000 });
        await page.goto(`${stack.urls.shell}/product/KL-ORN-101`);
        await expect(page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ })).toBeVisible({
          timeout: 20_000,
        });
        await expect(failed).toBeVisible({ timeout: 20_000 });
        await page.getByLabel('Name', { exact: true }).fill('Emma');
        await page.getByRole('button', { name: 'Add to Cart' }).click();

        await restore();
        restore = undefined;
        await failed.click();
        // The command sent while the cart could not load was kept, and reaches it now.
        await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 20_000 });
        await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
        expect(uncaught).toEqual([]);
        // The next fault starts from an empty cart, as this one did.
        await page.evaluate(() => localStorage.clear());
      });
    }
  });

  test('both header fragments broken at once: each says which part it retries, and each recovers alone', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    restore = await faults[0]!.inject(stack, 'account');
    restoreMore = await faults[2]!.inject(stack, 'cart');

    await page.goto(`${stack.urls.shell}/category/mugs`);
    const account = banner(page).getByRole('button', { name: 'Retry Loading Your Account' });
    const cart = banner(page).getByRole('button', { name: 'Retry Loading the Cart' });
    await expect(account).toBeVisible({ timeout: 20_000 });
    await expect(cart).toBeVisible({ timeout: 20_000 });
    await expect(account).toHaveAttribute('title', "We couldn't load your account. Retry");
    await expectFrame(page);
    await expect(products(page).first()).toBeVisible({ timeout: 20_000 });
    // As tall as the fragments they stand in for, so the header keeps its height.
    for (const button of [account, cart]) expect((await button.boundingBox())!.height).toBe(44);

    await restore();
    restore = undefined;
    await account.click();
    await expect(banner(page).getByRole('link', { name: 'Sign In or Create an Account' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(cart).toBeVisible();
    await restoreMore();
    restoreMore = undefined;
    await cart.click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty', { timeout: 20_000 });
    await expect(page.locator('[data-remote-failed]')).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });
});
