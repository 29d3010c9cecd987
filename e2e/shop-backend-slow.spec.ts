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
  content: (page: Page) => Locator;
}[] = [
  {
    name: 'home',
    path: '/',
    skeleton: (page) => page.getByRole('list', { name: 'Loading featured gifts' }),
    content: (page) => page.getByRole('list', { name: 'Featured gifts', exact: true }).getByRole('listitem').first(),
  },
  {
    name: 'category',
    path: '/category/mugs',
    skeleton: (page) => page.getByRole('list', { name: 'Loading products' }),
    content: (page) => page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first(),
  },
  {
    name: 'product',
    path: '/product/KL-ORN-101',
    skeleton: (page) => page.getByRole('status').filter({ hasText: 'Loading product…' }),
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

  for (const viewport of viewports)
    for (const { name, path, skeleton, content } of pages) {
      test(`the ${name} page shows skeletons while it waits, and nothing jumps (${viewport.name})`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await recordLayoutShifts(page);
        const before = proxy!.requests.length;
        const started = Date.now();
        await page.goto(`${stack.urls.shell}${path}`);
        await expect(skeleton(page)).toBeVisible({ timeout: 15_000 });
        const skeletonMs = Date.now() - started;
        await expect(content(page)).toBeVisible({ timeout: 30_000 });
        const contentMs = Date.now() - started;
        await expect(skeleton(page)).toHaveCount(0);
        await backendQuiet(proxy!);
        // The page really waited on the slow backend.
        const slowed = proxy!.requests.slice(before);
        expect(slowed.length).toBeGreaterThan(0);
        expect(contentMs).toBeGreaterThan(DELAY_MS);

        const report = await layoutShifts(page);
        const figures = {
          page: `${name} (${viewport.name})`,
          skeletonMs,
          contentMs,
          backendRequests: slowed.length,
          cls: Number(report.cls.toFixed(4)),
          totalShift: Number(report.total.toFixed(4)),
          shifts: report.shifts.map((s) => `${s.value.toFixed(4)}@${s.at}ms ${s.sources.join(' ')}`),
        };
        console.log(`[slow backend] ${JSON.stringify(figures)}`);
        test.info().annotations.push({ type: 'layout shift', description: JSON.stringify(figures) });
        expect(errors).toEqual([]);
        expect(report.total, `layout shifts: ${figures.shifts.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
});
