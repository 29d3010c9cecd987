// @vitest-environment node
/**
 * The shop's run-time config on the shell's server: each request renders with
 * the defaults plus what `remotes.json` says now. An override removed from the
 * file gives its default back on the next page (no restart, nothing kept from
 * before), and two shops in one process, rendering at once, each show their
 * own: the config travels with the request, not in a process-wide global.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { defaultShopConfig, getShopConfig } from '@giftshop/shared';
import { closedRemote, startTestShopServer, type TestShopServer } from './testShopServer';

const shops: TestShopServer[] = [];
// Remotes nobody answers for: the contact page is the shell's own.
const remotes = { catalog: closedRemote, product: closedRemote, cart: closedRemote, account: closedRemote };
const remotesFile = (config?: unknown) => (config === undefined ? { remotes } : { remotes, config });

async function startShop(config?: unknown): Promise<TestShopServer> {
  const shop = await startTestShopServer(remotesFile(config));
  shops.push(shop);
  return shop;
}

const contactPage = async (shop: TestShopServer) => {
  const res = await fetch(`${shop.base}/contact`);
  expect(res.status).toBe(200);
  return res.text();
};

afterAll(() => Promise.all(shops.map((shop) => shop.close())));

describe("the shell's server reads the shop config per request", () => {
  it('gives the default back when an override is removed from a running shop’s remotes.json', async () => {
    const shop = await startShop({ phone: '(800) 555-0199', brandName: 'Lane Forty' });
    const overridden = await contactPage(shop);
    expect(overridden).toContain('(800) 555-0199');
    expect(overridden).toContain('Lane Forty');

    shop.writeRemotes(remotesFile({ brandName: 'Lane Forty' })); // the phone override removed
    const phoneRemoved = await contactPage(shop);
    expect(phoneRemoved).toContain(defaultShopConfig.phone);
    expect(phoneRemoved).not.toContain('(800) 555-0199');
    expect(phoneRemoved).toContain('Lane Forty');

    shop.writeRemotes(remotesFile()); // no config at all
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
