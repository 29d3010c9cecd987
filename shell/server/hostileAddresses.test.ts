// @vitest-environment node
/**
 * Hostile text in a page's address, as the shell's server answers it: every
 * payload of the security probes (e2e/security-probes.spec.ts) in a search's
 * `q`, `sort` and `view` (encoded once, twice and not at all), in a category
 * slug, a product code, a product slug and the contact page's `product`. The
 * server's whole page (frame, head, the remote's page with its data from the
 * real embedded backend, and the JSON handover) is parsed as a browser would
 * parse it, and nothing in it may run: no handler attribute, no `javascript:`
 * URL, no script holding the payload, no `<img src=x>`. The page still says
 * what it should (the search words, "Category Not Found", the mail link).
 *
 * The remotes' builds are a wall here: their server code comes from their
 * sources instead of over HTTP (module federation), as the browser flows get
 * it from the built remotes. What only a browser shows (hydration running
 * nothing, the DOM after the page's scripts) stays in the e2e probes.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultShopConfig } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { sharedSingletons } from '../../shared/vite/federation';
import { serverCodeFromSources, startTestShopServer, type TestShopServer } from './testShopServer';
import { hostileTexts as payloads } from '../../shared/test/hostileTexts';

// The remotes' server code, from their sources (what their builds expose as ./Routes, ./Pages, a page's own
// entry, ./Prefetch).
const sources: Record<string, () => Promise<{ default: unknown }>> = {
  'catalog/Routes': () => import('../../mf-catalog/src/routes'),
  'catalog/Pages': () => import('../../mf-catalog/src/Pages'),
  'catalog/HomePage': () => import('../../mf-catalog/src/HomePageEntry'),
  'catalog/ListingPages': () => import('../../mf-catalog/src/ListingPagesEntry'),
  'catalog/Prefetch': () => import('../../mf-catalog/src/server/prefetch'),
  'product/Routes': () => import('../../mf-product/src/routes'),
  'product/Pages': () => import('../../mf-product/src/Pages'),
  'product/ProductPage': () => import('../../mf-product/src/ProductPageEntry'),
  'product/SimpleDetailPage': () => import('../../mf-product/src/SimpleDetailPageEntry'),
  'product/Prefetch': () => import('../../mf-product/src/server/prefetch'),
  'cart/Routes': () => import('../../mf-cart/src/routes'),
  'account/Routes': () => import('../../mf-account/src/routes'),
  'account/Pages': () => import('../../mf-account/src/Pages'),
  'account/AuthPage': () => import('../../mf-account/src/AuthPageEntry'),
  'account/AccountPages': () => import('../../mf-account/src/AccountPagesEntry'),
  'account/Prefetch': () => import('../../mf-account/src/server/prefetch'),
};
vi.mock('./remoteServerCode', (original) => serverCodeFromSources(original, () => sources));

let backend: TestBackend;
let server: TestShopServer;
let base: string;

beforeAll(async () => {
  // What the server's build defines (vite.server.config.ts), before the remotes' code is loaded.
  Object.assign(globalThis, { __SHARED_SINGLETONS__: sharedSingletons() });
  // a first search on a busy machine may take longer than anon's 3 s: these probes are about the page, not that limit
  backend = await startTestBackend({ anonStatementTimeoutMs: 60_000 });
  // The remotes' code is loaded once here, so no page waits on a first import.
  await Promise.all(Object.values(sources).map((source) => source()));
  const entry = (name: string) => `http://127.0.0.1:9/${name}/remoteEntry.js`;
  server = await startTestShopServer(
    {
      remotes: { catalog: entry('catalog'), product: entry('product'), cart: entry('cart'), account: entry('account') },
      config: { supabase: { url: backend.url, anonKey: backend.anonKey } },
    },
    {
      // every answer is rendered: a cached copy would not show what this address does
      pageCache: { maxBytes: 0 },
      // the probes are about what a whole page holds: it waits for its data and render, however busy the machine
      pageLimitsMs: { slotLoad: 60_000, prefetch: 60_000, render: 60_000 },
    },
  );
  base = server.base;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await backend?.stop();
});

const browser = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

interface Answer {
  status: number;
  document: Document;
  html: string;
}

/**
 * The server's answer for `path` (sent as written), parsed as a browser parses it (scripts never run here).
 * The server waits for the page's data and render (its time limits are a minute here), so it is sent whole.
 */
async function page(path: string): Promise<Answer> {
  const res = await fetch(base + path, { redirect: 'manual' });
  const html = await res.text();
  expect(res.headers.get('cache-control'), `${path.slice(0, 60)} was sent whole`).not.toBe('no-store');
  const document = new browser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return { status: res.status, document, html };
}

/** Anything a payload planted in the page (the same check as the e2e probes' `payloadTraces`). */
function payloadTraces(document: Document): string[] {
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (/^(href|src|action|formaction|xlink:href|srcdoc|data)$/.test(name) && /^\s*javascript:/i.test(attr.value))
        found.push(`${tag}[${name}=javascript:]`);
      if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
    }
    // A data block (the server's JSON handover, JSON-LD) is never run; a script of any other type would be.
    const data = tag === 'script' && /^application\/(ld\+)?json$/i.test(el.getAttribute('type') ?? '');
    if (tag === 'script' && !data && (el.textContent ?? '').includes('__xss')) found.push('script with the payload');
    if (tag === 'img' && el.getAttribute('src') === 'x') found.push('img[src=x]');
  }
  return found;
}

/** Text as a reader sees it (and as Playwright compares it): whitespace collapsed and trimmed. */
const seen = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const heading = (document: Document) => seen(document.querySelector('main h1')?.textContent);
/** What the shop shows of a search text: whitespace collapsed, trimmed, at most 100 characters. */
const shownSearch = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100);

/** The listing's "Sort by" box (its label names it). */
function sortBy(document: Document): HTMLSelectElement | null {
  const label = Array.from(document.querySelectorAll('main label')).find((l) => /^Sort/.test(seen(l.textContent)));
  const id = label?.getAttribute('for');
  return id ? (document.getElementById(id) as HTMLSelectElement | null) : null;
}

function expectInert(answer: Answer, where: string) {
  expect(payloadTraces(answer.document), `payload planted in the page ${where}`).toEqual([]);
}

describe('hostile text in a search address: q, sort and view', () => {
  it('the control: the trace check finds a payload that a page really holds', () => {
    const document = new browser.DOMParser().parseFromString(
      `<main><img src=x onerror="__xss('c')"><script>__xss('c')</script><a href="javascript:__xss('c')">x</a></main>`,
      'text/html',
    ) as unknown as Document;
    expect(payloadTraces(document)).toEqual(
      expect.arrayContaining(['img[onerror]', 'img[src=x]', 'script with the payload', 'a[href=javascript:]']),
    );
  });

  // 12 payloads, each encoded once and twice: 24 addresses.
  const searches = payloads('url-q').flatMap((text) =>
    [encodeURIComponent(text), encodeURIComponent(encodeURIComponent(text))].map((q, n) => ({
      q,
      what: `${n ? 'twice' : 'once'}-encoded ${JSON.stringify(text.slice(0, 30))}`,
    })),
  );
  it.each(searches)('/products?q=… $what shows the words as text and falls back to the default sort', async ({ q }) => {
    const answer = await page(`/products?q=${q}&sort=${q}&view=${q}`);
    expect(answer.status).toBe(200);
    expect(heading(answer.document)).toBe(`Search results for “${shownSearch(decodeURIComponent(q))}”`);
    expect(seen(answer.document.querySelector('main')?.textContent)).toContain('No products found');
    // Unknown sort and view fall back to the defaults.
    expect(sortBy(answer.document)?.value).toBe('featured');
    expectInert(answer, `on /products?q=${q.slice(0, 40)}`);
  });

  it('an unencoded q, as a link in a message carries it: text in the heading and the title', async () => {
    const answer = await page(`/products?q=<svg onload=__xss('raw')>`);
    expect(heading(answer.document)).toBe(`Search results for “<svg onload=__xss('raw')>”`);
    expectInert(answer, 'on an unencoded q');
    // The title is text too: the payload is in it literally, and <title> holds no elements.
    expect(answer.document.title).toBe(`Search: <svg onload=__xss('raw')> — ${defaultShopConfig.brandName}`);
    expect(answer.document.querySelectorAll('title')).toHaveLength(1);
    expect(answer.document.querySelector('title')!.children).toHaveLength(0);
  });
});

describe('hostile text in path parameters and the contact page’s product', () => {
  // 12 payloads at each of four addresses: 48 pages.
  const texts = payloads('path').map((text) => ({ text, what: JSON.stringify(text.slice(0, 30)) }));

  it.each(texts)('/category/… $what is "Category Not Found", and inert', async ({ text }) => {
    const segment = encodeURIComponent(text.slice(0, 1500));
    const answer = await page(`/category/${segment}`);
    expect(heading(answer.document)).toBe('Category Not Found');
    expectInert(answer, `on /category/${segment.slice(0, 40)}`);
  });

  it.each(texts)('/product/… $what is "Product Not Found", and inert', async ({ text }) => {
    const segment = encodeURIComponent(text.slice(0, 1500));
    const answer = await page(`/product/${segment}`);
    expect(heading(answer.document)).toBe('Product Not Found');
    expectInert(answer, `on /product/${segment.slice(0, 40)}`);
  });

  it.each(texts)('/product-detail/… $what is "Product Not Found", and inert', async ({ text }) => {
    const segment = encodeURIComponent(text.slice(0, 1500));
    const answer = await page(`/product-detail/${segment}`);
    expect(heading(answer.document)).toBe('Product Not Found');
    expectInert(answer, `on /product-detail/${segment.slice(0, 40)}`);
  });

  it.each(texts)('/contact?product=… $what names the product as text, with a plain mail link', async ({ text }) => {
    const answer = await page(`/contact?product=${encodeURIComponent(text)}`);
    const main = answer.document.querySelector('main');
    expect(seen(main?.textContent)).toContain(seen(`You're asking about ${text.slice(0, 120).trim()}`));
    const mail = Array.from(main?.querySelectorAll('a') ?? []).find(
      (a) => seen(a.textContent) === defaultShopConfig.email,
    );
    expect(mail?.getAttribute('href')).toMatch(/^mailto:[^<>"\s]+$/);
    expectInert(answer, `on /contact?product=${text.slice(0, 40)}`);
  });
});
