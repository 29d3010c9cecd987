// @vitest-environment node
/**
 * The shop's run-time config on the shell's server: each request renders with
 * the defaults plus what `remotes.json` says now. An override removed from the
 * file gives its default back on the next page (no restart, nothing kept from
 * before), and two shops in one process, rendering at once, each show their
 * own: the config travels with the request, not in a process-wide global.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultShopConfig, getShopConfig } from '@giftshop/shared';
import { sharedSingletons } from '../../shared/vite/federation';
import type { ShopServer } from './shopServer';

interface Shop {
  server: ShopServer;
  base: string;
  file: string;
}

const dirs: string[] = [];
const shops: Shop[] = [];
// Remotes nobody answers for: the contact page is the shell's own.
const remote = 'http://127.0.0.1:9/remoteEntry.js';
const remotes = { catalog: remote, product: remote, cart: remote, account: remote };
let clock = Date.now() / 1000;

/** Writes remotes.json with a newer modification time, as an edit would (the server re-reads it when that changes). */
function writeRemotes(file: string, config?: unknown) {
  writeFileSync(file, JSON.stringify(config === undefined ? { remotes } : { remotes, config }));
  clock += 2;
  utimesSync(file, clock, clock);
}

async function startShop(config?: unknown): Promise<Shop> {
  const { startShopServer } = await import('./shopServer');
  const dir = mkdtempSync(join(tmpdir(), 'shop-config-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const file = join(dir, 'remotes.json');
  writeRemotes(file, config);
  const server = await startShopServer({
    distDir: dir,
    port: 0,
    remotesFile: file,
    publicOrigin: 'https://shop.example',
    log: () => undefined,
  });
  const shop = { server, base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, file };
  shops.push(shop);
  return shop;
}

const contactPage = async (shop: Shop) => {
  const res = await fetch(`${shop.base}/contact`);
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(() => {
  // What the server's build defines (vite.server.config.ts), before its code is loaded.
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
});

afterAll(async () => {
  await Promise.all(shops.map((s) => s.server.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the shell's server reads the shop config per request", () => {
  it('gives the default back when an override is removed from a running shop’s remotes.json', async () => {
    const shop = await startShop({ phone: '(800) 555-0199', brandName: 'Lane Forty' });
    const overridden = await contactPage(shop);
    expect(overridden).toContain('(800) 555-0199');
    expect(overridden).toContain('Lane Forty');

    writeRemotes(shop.file, { brandName: 'Lane Forty' }); // the phone override removed
    const phoneRemoved = await contactPage(shop);
    expect(phoneRemoved).toContain(defaultShopConfig.phone);
    expect(phoneRemoved).not.toContain('(800) 555-0199');
    expect(phoneRemoved).toContain('Lane Forty');

    writeRemotes(shop.file); // no config at all
    const defaults = await contactPage(shop);
    expect(defaults).toContain(defaultShopConfig.phone);
    expect(defaults).toContain(defaultShopConfig.brandName);
    expect(defaults).not.toContain('Lane Forty');
  });

  it('renders two shops’ pages at once in one process, each with its own config', async () => {
    const first = await startShop({ phone: '(800) 555-0111' });
    const second = await startShop({ phone: '(800) 555-0122' });
    const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => contactPage(i % 2 ? second : first)));
    pages.forEach((html, i) => {
      expect(html).toContain(i % 2 ? '(800) 555-0122' : '(800) 555-0111');
      expect(html).not.toContain(i % 2 ? '(800) 555-0111' : '(800) 555-0122');
    });
  });

  it('keeps each request’s config across its awaits while another request renders in between', async () => {
    const { withShopConfig } = await import('./requestShopConfig');
    let letFirstGoOn = () => {};
    const firstWaits = new Promise<void>((resolve) => (letFirstGoOn = resolve));
    const first = withShopConfig({ phone: '(800) 555-0133' }, async () => {
      await firstWaits; // the second request starts and reads its config meanwhile
      return getShopConfig().phone;
    });
    const second = withShopConfig({ phone: '(800) 555-0144' }, async () => {
      const phone = getShopConfig().phone;
      letFirstGoOn();
      await first;
      return phone;
    });
    expect(await Promise.all([first, second])).toEqual(['(800) 555-0133', '(800) 555-0144']);
    expect(() => withShopConfig({ phnoe: '1' }, () => 'rendered')).toThrow(/phnoe: unknown key/);
  });
});
