/**
 * Playwright's `test`, with one addition: every page of the shell that a test
 * opens (`goto`, `reload`) is waited on until it has hydrated. The shop's
 * pages arrive rendered from the server, so they are visible before their
 * buttons work; a flow clicks only once they do (`<html data-hydrated>`).
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

const wrapped = new WeakSet<object>();
/** The running test turned JavaScript off: its pages never hydrate, there is nothing to wait for. */
let scriptsOff = false;

/** Waits until a server-rendered page of the shop has hydrated; other pages (a mail inbox, JSON) pass at once. */
export async function waitForHydration(page: Page): Promise<void> {
  if (scriptsOff) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(
        () => !document.getElementById('keepsake-page') || document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: 20_000 },
      );
      return;
    } catch (error) {
      // The page navigated on by itself (a redirect) while it was being waited on: wait on the new one.
      if (attempt < 3 && /context was destroyed|navigation/i.test(String(error))) continue;
      throw new Error(`The page ${page.url()} did not hydrate: ${String(error)}`);
    }
  }
}

function wrapPage(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

function wrapContext(context: BrowserContext): void {
  if (wrapped.has(context)) return;
  wrapped.add(context);
  context.pages().forEach(wrapPage);
  context.on('page', wrapPage);
}

function wrapBrowser(browser: Browser): void {
  if (wrapped.has(browser)) return;
  wrapped.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    wrapContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    wrapContext(page.context());
    wrapPage(page);
    return page;
  };
}

export const test = base.extend<{ scriptsOffWatch: undefined }>({
  browser: [
    async ({ browser }, provide) => {
      wrapBrowser(browser);
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    wrapContext(context);
    await provide(context);
  },
  scriptsOffWatch: [
    async ({ javaScriptEnabled }, provide) => {
      scriptsOff = javaScriptEnabled === false;
      await provide(undefined);
      scriptsOff = false;
    },
    { auto: true },
  ],
});

/**
 * Goes to `path` inside the shop, as a click on a link does (no new document): the page's data is then
 * read by the browser, not handed over by the server. For flows about what the browser does when a read
 * fails; the shop is opened on `/contact` (a page with no data) first when no page is open yet.
 */
export async function browseTo(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/contact');
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}
