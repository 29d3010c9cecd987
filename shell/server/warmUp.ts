/**
 * The render cache's warm-up: once the shell's server listens, it renders the home page, then every page the
 * header links to (its category links, the mega-menu's, the search form's `/products`), one at a time in
 * the background (`renderQueue.ts`: a shopper's render always goes first). A page whose render comes out
 * degraded (a remote's code still loading, a busy backend) is tried again after the others, up to
 * {@link WARM_UP_ROUNDS} times in all. So the pages most shoppers open first have a good copy before they
 * ask, and a good copy to stand in when a render under load comes out degraded (`stale-good`).
 * Product pages are not warmed: each is rendered when first asked for.
 */
import type { KeptPage } from './pageCache';

/** Rounds over the pages still degraded (the first included). */
export const WARM_UP_ROUNDS = 3;

export interface WarmUpResult {
  /** Pages warmed (the home page and its header's links). */
  pages: number;
  /** Of which kept whole. */
  whole: number;
  /** The addresses still degraded after the last round. */
  degraded: string[];
  ms: number;
}

/** Page addresses on this shop that the home page's header links to (`href`, and a form's `action`). */
export function headerLinks(html: string, origin: string): string[] {
  const header = /<header[\s>][\s\S]*?<\/header>/i.exec(html)?.[0] ?? '';
  const paths = new Set<string>();
  for (const [, raw] of header.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)) {
    if (raw!.startsWith('//')) continue;
    let url: URL;
    try {
      url = new URL(raw!.replaceAll('&amp;', '&'), origin);
    } catch {
      continue;
    }
    // pages only: not a file, never another origin
    if (url.origin !== new URL(origin).origin || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

export async function warmUp({
  origin,
  page,
  maxPages,
}: {
  origin: string;
  /** The most pages warmed, the home page included. */
  maxPages: number;
  /** Renders (or finds fresh) the page at this address in the cache; `null` when it is not to be kept. */
  page: (url: URL) => Promise<KeptPage | null>;
}): Promise<WarmUpResult> {
  const started = performance.now();
  const whole = new Set<string>();
  const warm = async (address: string) => {
    const kept = await page(new URL(address, origin)).catch(() => null);
    if (kept && !kept.page.degraded) whole.add(address);
    return kept;
  };
  let home: KeptPage | null = null;
  for (let round = 0; round < WARM_UP_ROUNDS && !whole.has('/'); round += 1) home = (await warm('/')) ?? home;
  // the header is the shell's own: its links are in the page even when a remote's part was left out
  const linked = home ? headerLinks(home.page.body.toString('utf8'), origin).filter((path) => path !== '/') : [];
  const addresses = ['/', ...linked].slice(0, Math.max(1, maxPages));
  let pending = addresses.slice(1);
  for (let round = 0; round < WARM_UP_ROUNDS && pending.length; round += 1) {
    const still: string[] = [];
    for (const address of pending) {
      await warm(address);
      if (!whole.has(address)) still.push(address);
    }
    pending = still;
  }
  return {
    pages: addresses.length,
    whole: whole.size,
    degraded: addresses.filter((address) => !whole.has(address)),
    ms: Math.round(performance.now() - started),
  };
}
