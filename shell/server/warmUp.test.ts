// @vitest-environment node
/**
 * The render cache's warm-up (issue 31, part 3): which addresses it takes from the home page's header, and
 * how it tries again a page whose render came out degraded. The cache's side is a wall here (`page` answers
 * as the test says); the real server warming itself is in pageCache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { KeptPage } from './pageCache';
import { headerLinks, warmUp, WARM_UP_ROUNDS } from './warmUp';

const origin = 'https://shop.example';

const kept = (html: string, degraded = false) =>
  new KeptPage({ status: 200, headers: {}, body: Buffer.from(html), degraded });

describe('the header’s links', () => {
  it('takes the header’s page addresses on this shop, each once, and nothing else', () => {
    const html =
      '<html><body><a href="/product/KL-MUG-110">outside the header</a>' +
      '<header class="css-1"><a href="/">Keepsake Lane</a><a href="/category/mugs">Mugs</a>' +
      '<a href="/category/mugs">Mugs again</a><a href="/category/for-her?sort=new&amp;page=2">For her</a>' +
      '<form role="search" action="/products" method="get"></form>' +
      '<a href="//evil.example/x">protocol-relative</a><a href="https://evil.example/">another host</a>' +
      '<a href="/assets/index-1a2b.js">a file</a><a href="tel:+15550100">phone</a>' +
      '<a href="javascript:alert(1)">script</a><a href="/contact">Contact Us</a></header>' +
      '<main><a href="/category/toys">in the page</a></main></body></html>';
    expect(headerLinks(html, origin)).toEqual([
      '/',
      '/category/mugs',
      '/category/for-her?sort=new&page=2',
      '/products',
      '/contact',
    ]);
    expect(headerLinks('<html><body>no header</body></html>', origin)).toEqual([]);
  });
});

describe('the warm-up', () => {
  it('warms the home page, then its header’s links, trying a degraded page again up to its rounds', async () => {
    const home = '<header><a href="/">Home</a><a href="/category/mugs">Mugs</a><a href="/contact">Contact</a></header>';
    const asked: string[] = [];
    // The home page and Mugs come out degraded at first (a remote's code still loading); Contact never whole.
    const degradedTimes: Record<string, number> = { '/': 1, '/category/mugs': 2, '/contact': Infinity };
    const result = await warmUp({
      origin,
      maxPages: 200,
      page: async (url) => {
        const address = url.pathname;
        asked.push(address);
        const times = asked.filter((a) => a === address).length;
        return kept(address === '/' ? home : `<p>${address}</p>`, times <= degradedTimes[address]!);
      },
    });
    expect(asked).toEqual([
      '/',
      '/',
      '/category/mugs',
      '/contact',
      '/category/mugs',
      '/contact',
      '/category/mugs',
      '/contact',
    ]);
    expect(asked.filter((a) => a === '/contact')).toHaveLength(WARM_UP_ROUNDS);
    expect(result).toMatchObject({ pages: 3, whole: 2, degraded: ['/contact'] });
  });

  it('still warms the header’s links when the home page stays degraded, and stops at nothing kept', async () => {
    const home = '<header><a href="/category/mugs">Mugs</a></header>';
    const asked: string[] = [];
    const result = await warmUp({
      origin,
      maxPages: 200,
      page: async (url) => {
        asked.push(url.pathname);
        if (url.pathname === '/') return kept(home, true);
        return kept('<p>mugs</p>');
      },
    });
    expect(asked).toEqual([...Array<string>(WARM_UP_ROUNDS).fill('/'), '/category/mugs']);
    expect(result).toMatchObject({ pages: 2, whole: 1, degraded: ['/'] });

    // Not kept (the cache off) or failing: only the home page is tried, and the warm-up ends.
    const nothing = await warmUp({ origin, maxPages: 200, page: async () => null });
    expect(nothing).toMatchObject({ pages: 1, whole: 0, degraded: ['/'] });
    const failing = await warmUp({
      origin,
      maxPages: 200,
      page: async () => {
        throw new Error('backend down');
      },
    });
    expect(failing).toMatchObject({ pages: 1, whole: 0 });
  });
});
