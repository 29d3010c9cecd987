// @vitest-environment node
/**
 * /auth's `<title>` from the server's first byte: the view its address names (`?tab=signup`, `?view=forgot`,
 * `?link=recovery`), in the words of the heading the server renders, never the route's fixed "Sign in" on
 * every view. The account remote's server code comes from its sources (its build is a wall here, as in
 * hostileAddresses.test.ts); the other remotes declare no routes.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultShopConfig } from '@giftshop/shared';
import { sharedSingletons } from '../../shared/vite/federation';
import { hostileTexts } from '../../shared/test/hostileTexts';
// shared/test is the project's own test support (hostileAddresses.test.ts reads it too)
import { serverCodeFromSources, startTestShopServer, type TestShopServer } from './testShopServer';

const sources: Record<string, () => Promise<{ default: unknown }>> = {
  'account/Routes': () => import('../../mf-account/src/routes'),
  'account/AuthPage': () => import('../../mf-account/src/AuthPageEntry'),
  'account/Prefetch': () => import('../../mf-account/src/server/prefetch'),
};
vi.mock('./remoteServerCode', (original) => serverCodeFromSources(original, () => sources));

let server: TestShopServer;

beforeAll(async () => {
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
  await Promise.all(Object.values(sources).map((source) => source()));
  const entry = (name: string) => `http://127.0.0.1:9/${name}/remoteEntry.js`;
  server = await startTestShopServer(
    {
      remotes: { catalog: entry('catalog'), product: entry('product'), cart: entry('cart'), account: entry('account') },
    },
    // every answer rendered whole, however busy the machine: what is asked is what the page holds
    { pageCache: { maxBytes: 0 }, pageLimitsMs: { slotLoad: 60_000, prefetch: 60_000, render: 60_000 } },
  );
}, 120_000);

afterAll(() => server?.close());

const browser = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

async function page(path: string) {
  const res = await fetch(server.base + path);
  expect(res.status, path).toBe(200);
  const document = new browser.DOMParser().parseFromString(await res.text(), 'text/html') as unknown as Document;
  return { title: document.title, heading: document.querySelector('h1')?.textContent, document };
}

const brand = defaultShopConfig.brandName;

describe("/auth's title on the server", () => {
  it.each([
    ['/auth', 'Sign in', 'Welcome back'],
    ['/auth?redirect=%2Forders', 'Sign in', 'Welcome back'],
    ['/auth?tab=signup', 'Create an account', `Join ${brand}`],
    ['/auth?redirect=%2Forders&tab=signup', 'Create an account', `Join ${brand}`],
    ['/auth?view=forgot', 'Reset your password', 'Reset your password'],
  ])('%s reads "%s" in the tab, with the heading %s', async (path, title, heading) => {
    const answer = await page(path);
    expect(answer.title).toBe(`${title} — ${brand}`);
    expect(answer.heading).toBe(heading);
  });

  it('an e-mail link names the view it leads to (its tokens never reach the server)', async () => {
    expect((await page('/auth?link=recovery')).title).toBe(`Choose a new password — ${brand}`);
    expect((await page('/auth?link=signup')).title).toBe(`Confirm your e-mail address — ${brand}`);
  });

  it('hostile text in the address is never the title: a view it does not name is Sign in', async () => {
    for (const text of hostileTexts('auth-title').slice(0, 6)) {
      const value = encodeURIComponent(text);
      const answer = await page(`/auth?tab=${value}&view=${value}&link=${value}`);
      expect(answer.title, text).toBe(`Sign in — ${brand}`);
      expect(answer.document.querySelectorAll('title')).toHaveLength(1);
    }
  });
});
