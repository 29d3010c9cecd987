import { expect, test, type Locator, type Page } from './support/test';
import type { ShopStack } from '../scripts/lib/stack';
import { startPrivateStack } from './support/faultStack';
import { startLatencyProxy, type LatencyProxy } from './support/latencyProxy';

/**
 * A slow backend: a real proxy holds every backend request (preflights and
 * images too) for 1.5 s. Pages show their skeletons while they wait, and
 * nothing jumps when the content arrives: the layout shift measured in the
 * page across the whole load stays within 0.05.
 */
const DELAY_MS = 1500;
const MAX_CLS = 0.05;

interface ShiftReport {
  /** Every shift without recent input, added up (stricter than the CLS metric's worst session window). */
  total: number;
  /** The CLS metric itself: the worst session window (shifts < 1 s apart, window ≤ 5 s). */
  cls: number;
  shifts: { value: number; at: number; sources: string[] }[];
}

/** Record every layout shift from the first paint, before any of the page's own scripts run. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${label ? `[${label}]` : ''}.${String(node.className).slice(0, 40)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => describe(s.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Record, from the first byte of the page, when its skeleton is first in the document with a box of its own.
 * Six tabs load side by side, so a tab may hydrate (where `goto` returns) only after its content came: what
 * the shopper saw first is read from the page, not from when the test looked.
 */
async function recordSkeleton(page: Page, skeleton: { selector: string; text?: string }) {
  await page.addInitScript((wanted) => {
    const seen = window as unknown as { __skeletonAt?: number };
    const look = () => {
      if (seen.__skeletonAt !== undefined) return;
      for (const element of document.querySelectorAll(wanted.selector)) {
        if (wanted.text !== undefined && element.textContent !== wanted.text) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) {
          seen.__skeletonAt = Math.round(performance.now());
          observer.disconnect();
          return;
        }
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { subtree: true, childList: true });
  }, skeleton);
}

/** When the skeleton was first on screen, on the test's clock (Date.now()), or null if it never was. */
const skeletonShownAt = (page: Page) =>
  page.evaluate(() => {
    const at = (window as unknown as { __skeletonAt?: number }).__skeletonAt;
    return at === undefined ? null : performance.timeOrigin + at;
  });

async function layoutShifts(page: Page): Promise<ShiftReport> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: ShiftReport['shifts'] }).__shifts);
  let cls = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      window = 0;
      first = shift.at;
    }
    window += shift.value;
    last = shift.at;
    cls = Math.max(cls, window);
  }
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  return { total, cls, shifts };
}

/** Wait until the proxy has had nothing to do for a while: every request the page makes (images too) is answered. */
async function backendQuiet(proxy: LatencyProxy) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (proxy.inFlight > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBeGreaterThan(DELAY_MS + 1000);
}

const viewports = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];

const pages: {
  name: string;
  path: string;
  skeleton: (page: Page) => Locator;
  /** The same skeleton for the page itself: a CSS selector, and the text it must have (if any). */
  skeletonInPage: { selector: string; text?: string };
  content: (page: Page) => Locator;
}[] = [
  {
    name: 'home',
    path: '/',
    skeleton: (page) => page.getByRole('list', { name: 'Loading featured gifts' }),
    skeletonInPage: { selector: '[aria-label="Loading featured gifts"]' },
    content: (page) => page.getByRole('list', { name: 'Featured gifts', exact: true }).getByRole('listitem').first(),
  },
  {
    name: 'category',
    path: '/category/mugs',
    skeleton: (page) => page.getByRole('list', { name: 'Loading products' }),
    skeletonInPage: { selector: '[aria-label="Loading products"]' },
    content: (page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first(),
  },
  {
    name: 'product',
    path: '/product/KL-ORN-101',
    skeleton: (page) => page.getByRole('status').filter({ hasText: 'Loading product…' }),
    skeletonInPage: { selector: '[role="status"]', text: 'Loading product…' },
    content: (page) => page.getByRole('heading', { level: 1, name: /First Christmas Ornament/ }),
  },
];

test.describe('a slow backend @local-stack', () => {
  let stack: ShopStack;
  let proxy: LatencyProxy | undefined;

  test.beforeAll(async () => {
    // What is seen is the browser waiting on the slow backend: with the render cache on, a page's first
    // visit would leave a whole copy (rendered again in the background, with time for its data) for the next
    // viewport's visit. The shell's server takes its environment when it starts.
    const cacheMb = process.env.SHOP_PAGE_CACHE_MB;
    process.env.SHOP_PAGE_CACHE_MB = '0';
    try {
      stack = await startPrivateStack(5, {
        publicBackendUrl: async (backendUrl) => {
          proxy = await startLatencyProxy({ target: backendUrl, delayMs: DELAY_MS });
          return proxy.url;
        },
      });
    } finally {
      if (cacheMb === undefined) delete process.env.SHOP_PAGE_CACHE_MB;
      else process.env.SHOP_PAGE_CACHE_MB = cacheMb;
    }
  });
  test.afterAll(async () => {
    await stack?.stop();
    await proxy?.close();
  });

  // One flow (was six): the three pages at both widths open side by side, each in a browser context of its own,
  // so their waits on the slow backend overlap instead of adding up. Each page records its own layout shifts, its
  // skeleton and its own requests to the slow backend.
  test(`the ${pages.map((p) => p.name).join(', ')} pages show skeletons while they wait, and nothing jumps (${viewports.map((v) => v.name).join(', ')})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const visits = viewports.flatMap((viewport) => pages.map((shown) => ({ viewport, ...shown })));
    // A context each (as each page had its own flow before): its own cold cache, and its own six connections to
    // the slow backend, so one page's requests never queue behind another's.
    const contexts = await Promise.all(visits.map(() => browser.newContext()));
    const tabs = await Promise.all(contexts.map((context) => context.newPage()));
    const backendOrigin = new URL(proxy!.url).origin;
    const watched = await Promise.all(
      visits.map(async ({ viewport, skeletonInPage }, i) => {
        const tab = tabs[i]!;
        await tab.setViewportSize(viewport);
        const errors: string[] = [];
        tab.on('pageerror', (error) => errors.push(error.message));
        const slowed: string[] = [];
        tab.on('request', (r) => new URL(r.url()).origin === backendOrigin && slowed.push(r.url()));
        await recordLayoutShifts(tab);
        await recordSkeleton(tab, skeletonInPage);
        return { errors, slowed };
      }),
    );
    const seen = await Promise.all(
      visits.map(async ({ path, skeleton, content }, i) => {
        const tab = tabs[i]!;
        const started = Date.now();
        await tab.goto(`${stack.urls.shell}${path}`);
        await expect(content(tab)).toBeVisible({ timeout: 60_000 });
        const contentMs = Date.now() - started;
        await expect(skeleton(tab)).toHaveCount(0);
        // The skeleton was on screen before the content, from the page's own record.
        const shownAt = await skeletonShownAt(tab);
        return { skeletonMs: shownAt === null ? null : Math.round(shownAt - started), contentMs };
      }),
    );
    await backendQuiet(proxy!);

    for (const [i, { name, viewport }] of visits.entries()) {
      const tab = tabs[i]!;
      const { errors, slowed } = watched[i]!;
      const { skeletonMs, contentMs } = seen[i]!;
      const label = `${name} (${viewport.name})`;
      // The page showed its skeleton while it waited…
      expect(skeletonMs, `${label}: skeleton shown`).not.toBeNull();
      expect(skeletonMs!, `${label}: skeleton before content`).toBeLessThan(contentMs);
      // …and really waited on the slow backend.
      expect(slowed.length, label).toBeGreaterThan(0);
      expect(contentMs, label).toBeGreaterThan(DELAY_MS);

      const report = await layoutShifts(tab);
      const figures = {
        page: label,
        skeletonMs,
        contentMs,
        backendRequests: slowed.length,
        cls: Number(report.cls.toFixed(4)),
        totalShift: Number(report.total.toFixed(4)),
        shifts: report.shifts.map((s) => `${s.value.toFixed(4)}@${s.at}ms ${s.sources.join(' ')}`),
      };
      console.log(`[slow backend] ${JSON.stringify(figures)}`);
      test.info().annotations.push({ type: 'layout shift', description: JSON.stringify(figures) });
      expect(errors, label).toEqual([]);
      expect(report.total, `${label} layout shifts: ${figures.shifts.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
});
