/**
 * The shell's render cache: what a CDN gives a shop, for a shop that runs without one. A page is the same
 * for every shopper (the cart and the account fill in after hydration; `renderPage` reads no cookie, header
 * or session), so a rendered page is kept briefly and served to everyone who asks for the same page:
 * - fresh for {@link PageCacheLimits.freshMs}: served as it is;
 * - then stale for up to {@link PageCacheLimits.staleMs} more: served at once while one render refreshes it
 *   (stale-while-revalidate); older than that, it is rendered again before it is served;
 * - concurrent requests for a page that is not in (or too old) wait for one render, never start their own;
 * - a degraded page (a remote or the backend failed or was late, its part left to the browser) is never kept;
 * - past its stale time, a page is rendered again; when that render comes out degraded, the last good copy
 *   (up to {@link PageCacheLimits.lastGoodMs} old) is served instead (`stale-good`), and while renders keep
 *   coming out degraded the good copy is served at once and one render in the background tries again. A
 *   degraded page goes out only when there is no good copy; a missing page's good copy is its 404;
 * - the same when the server is busy (renders waiting their turn): past its stale time, the good copy (up to
 *   the last-good limit old) is served at once and the page is rendered again in the background, so under load
 *   a shopper waits for a render only for a page that has no good copy;
 * - a page with no good copy whose render (one a shopper waited for) came out degraded is rendered again at once
 *   in the background, where its data may take longer (`BACKGROUND_PREFETCH_LIMIT_MS`), so it gets a good copy
 *   even while the backend is slower than a shopper's limit;
 * - the key is the address plus everything the page is made of (`remotes.json` as it is now, the remotes'
 *   builds in force, the shell's own build): a release or a rollback is a new key, served from the next request;
 * - the size is bounded in bytes (least recently used pages go first);
 * - at most {@link PageCacheLimits.maxRenders} renders run at once (`renderQueue.ts`): a render a shopper waits
 *   for goes first, refreshes and the warm-up (`warm`) take their turn in the background.
 * LRU bookkeeping is `lru-cache`'s; the freshness rules are the ones above.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RenderedPage } from './renderPage';
import { RenderQueue, type RenderLane } from './renderQueue';

export interface PageCacheLimits {
  /** How long a page is served without a new render. */
  freshMs: number;
  /** How much longer it is served while one render refreshes it; past that it is rendered before it is served. */
  staleMs: number;
  /**
   * How old the last good copy may be to stand in for a render that came out degraded (a slow or absent
   * backend, a remote that cannot be read). Never less than fresh + stale.
   */
  lastGoodMs: number;
  /** The most the kept pages may take (their HTML and its compressed copies); 0 turns the cache off. */
  maxBytes: number;
  /** How many pages are rendered at once, at most (the others wait their turn); 4 when unset. */
  maxRenders?: number;
}

/**
 * On by default: 10 s fresh, then up to 60 s served stale while it refreshes, a good copy standing in for a
 * degraded render for up to 10 minutes, 64 MiB (about 700 pages), 4 renders at a time.
 */
export const defaultPageCacheLimits: Required<PageCacheLimits> = {
  freshMs: 10_000,
  staleMs: 60_000,
  lastGoodMs: 600_000,
  maxBytes: 64 * 1024 * 1024,
  maxRenders: 4,
};

/** Addresses longer than this are rendered every time (a flood of long made-up queries cannot fill the cache). */
const MAX_KEYED_ADDRESS = 512;

export type Encoding = 'br' | 'gzip';

/** Renders the page; `lane` says whether a shopper waits for it (`renderQueue.ts`). */
export type PageRender = (lane: RenderLane) => Promise<RenderedPage>;

/** A kept page, with its compressed copies made on first demand (one compression per page, not per request). */
export class KeptPage {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** When a render of this page last came out degraded (this copy then stood in for it). */
  degradedAt = -Infinity;
  constructor(
    readonly page: RenderedPage,
    readonly renderedAt = Date.now(),
  ) {}

  body(encoding: Encoding | null): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.page.body);
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? promisify(brotliCompress)(this.page.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : promisify(gzip)(this.page.body, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * How a request was answered: `hit` (fresh), `stale` (served while it refreshes), `stale-good` (the last good
 * copy, as a render came out degraded or the server is busy rendering), `miss` (rendered, or waited for the one render), `off` (not kept).
 */
export type CacheState = 'hit' | 'stale' | 'stale-good' | 'miss' | 'off';

export class PageCache {
  private readonly kept: LRUCache<string, KeptPage> | null;
  private readonly rendering = new Map<string, { done: Promise<KeptPage>; promote(): void }>();
  /** Every render goes through it, kept or not. */
  readonly queue: RenderQueue;

  constructor(
    readonly limits: PageCacheLimits = defaultPageCacheLimits,
    /** The cache's clock (tests move it on by hand). */
    private readonly clock: { now(): number } = Date,
  ) {
    this.queue = new RenderQueue(limits.maxRenders ?? defaultPageCacheLimits.maxRenders);
    this.kept =
      limits.maxBytes > 0
        ? new LRUCache<string, KeptPage>({
            maxSize: limits.maxBytes,
            // The HTML, and room for its brotli and gzip copies (about a fifth of it each).
            sizeCalculation: (kept, key) => Math.ceil(kept.page.body.length * 1.4) + key.length,
            ttl: this.keptForMs,
            perf: clock,
            ttlResolution: 0,
          })
        : null;
  }

  /** How long a good copy is kept: served fresh, stale, or standing in for a degraded render. */
  private get keptForMs(): number {
    return Math.max(this.limits.freshMs + this.limits.staleMs, this.limits.lastGoodMs);
  }

  /** Pages being rendered now or waiting their turn. */
  get rendersUnderWay(): number {
    return this.rendering.size;
  }

  /** Pages kept now. */
  get size(): number {
    return this.kept?.size ?? 0;
  }

  /**
   * The page for `key` (see {@link pageKey}; `null`: not to be kept), from the cache or from `render`.
   * `render` runs at most once at a time per key.
   */
  async page(key: string | null, render: PageRender): Promise<{ kept: KeptPage; state: CacheState }> {
    if (!this.kept || key === null)
      return { kept: new KeptPage(await this.queue.run(render, 'shopper').done), state: 'off' };
    const now = this.clock.now();
    const found = this.kept.get(key);
    const known = found && now - found.renderedAt < this.keptForMs ? found : undefined;
    const age = known ? now - known.renderedAt : Infinity;
    if (known && age < this.limits.freshMs + this.limits.staleMs) {
      if (age < this.limits.freshMs) return { kept: known, state: 'hit' };
      // Served as it is while one render refreshes it; a failed refresh leaves it until it is too old.
      this.refresh(key, render, 'background').catch(() => undefined);
      return { kept: known, state: 'stale' };
    }
    if (known && (now - known.degradedAt < this.limits.freshMs || this.queue.busy)) {
      // Renders of this page came out degraded a moment ago, or the server is busy rendering (a render would
      // wait its turn): the good copy at once, one render in the background makes the next one.
      this.refresh(key, render, 'background').catch(() => undefined);
      return { kept: known, state: 'stale-good' };
    }
    const rendered = await this.refresh(key, render, 'shopper').catch((error: unknown) => {
      if (!known) throw error;
      known.degradedAt = this.clock.now();
      return null;
    });
    if (rendered && !rendered.page.degraded) return { kept: rendered, state: 'miss' };
    if (!known) return { kept: rendered!, state: 'miss' };
    return { kept: known, state: 'stale-good' };
  }

  /**
   * Renders the page for `key` in the background unless a fresh copy is kept (or a render of it is under way):
   * the cache warmed before shoppers ask. Answers the copy that will be served (`null`: not to be kept).
   */
  warm(key: string | null, render: PageRender): Promise<KeptPage | null> {
    if (!this.kept || key === null) return Promise.resolve(null);
    const found = this.kept.get(key);
    if (found && this.clock.now() - found.renderedAt < this.limits.freshMs) return Promise.resolve(found);
    return this.refresh(key, render, 'background');
  }

  private refresh(key: string, render: PageRender, lane: RenderLane): Promise<KeptPage> {
    const running = this.rendering.get(key);
    if (running) {
      if (lane === 'shopper') running.promote();
      return running.done;
    }
    let ranIn: RenderLane = lane;
    let tryAgain = false;
    const queued = this.queue.run((lane) => {
      ranIn = lane;
      return render(lane);
    }, lane);
    const done = queued.done
      .then((page) => {
        const kept = new KeptPage(page, this.clock.now());
        // A degraded page is served to those who waited for it (when there is no good copy), and never kept.
        if (!page.degraded) this.kept?.set(key, kept);
        else {
          const good = this.kept?.get(key);
          if (good) good.degradedAt = this.clock.now();
          // no good copy: one render in the background, with its longer limits, tries again
          else tryAgain = ranIn === 'shopper';
        }
        return kept;
      })
      .finally(() => {
        this.rendering.delete(key);
        if (tryAgain) this.refresh(key, render, 'background').catch(() => undefined);
      });
    this.rendering.set(key, { done, promote: queued.promote });
    return done;
  }
}

/**
 * What a page is made of, as a cache key: its address (path and query, as sent), and `what` — the text of
 * `remotes.json`, each remote's build in force, the shell's own build. `null` (never kept) for an address
 * too long to be worth keeping.
 */
export function pageKey(url: URL, what: string[]): string | null {
  const address = url.pathname + url.search;
  if (address.length > MAX_KEYED_ADDRESS) return null;
  return JSON.stringify([address, ...what]);
}

/** The encoding the response takes: brotli when accepted, else gzip, else none. */
export function encodingFor(acceptEncoding = ''): Encoding | null {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
      .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
