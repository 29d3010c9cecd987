// @vitest-environment node
/**
 * "Did you mean mug?" (issue 33, defect 9) as the shell's server renders a
 * search that finds nothing, against the real embedded backend: the
 * suggestion is a plain link to that search, in the server's HTML, so it
 * works before the page's scripts run (or when they never do). A word typed
 * one letter wrong ("moug") finds the products at once and suggests nothing.
 * Which word is read or suggested is the database's rule
 * (backend/test/searchNearMissCases.ts).
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { renderRequest } from './renderRequest';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

/** The "Did you mean" paragraph of the server's HTML. */
const suggestion = (html: string) => /<p[^>]*data-testid="did-you-mean"[^>]*>(.*?)<\/p>/.exec(html)?.[1];
const browser = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
/** The server's HTML as a browser reads it. */
const parse = (html: string) => new browser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const seen = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The product cards' names, in order. */
const cardNames = (html: string) =>
  [...parse(html).querySelectorAll('[data-testid="product-card"] h3')].map((h) => seen(h));
/** The count line's text. */
const countLine = (html: string) => seen(parse(html).querySelector('[data-testid="count-line"]'));

describe('a word one letter wrong, in the server-rendered search page', () => {
  it('/products?q=moug shows the mugs that /products?q=mug shows, counted, with no "No products found"', async () => {
    const moug = await renderRequest('products', '/products?q=moug');
    const mug = await renderRequest('products', '/products?q=mug');
    expect(moug.prefetch.status).toBe(200);
    expect(moug.html).not.toContain('No products found');
    expect(suggestion(moug.html)).toBeUndefined();
    expect(cardNames(moug.html).length).toBeGreaterThan(0);
    expect(cardNames(moug.html).every((name) => /\bMug\b/.test(name))).toBe(true);
    expect(cardNames(moug.html)).toEqual(cardNames(mug.html));
    expect(countLine(moug.html)).toMatch(/^\d+ products matching “moug”$/);
    expect(countLine(moug.html).replace('moug', 'mug')).toBe(countLine(mug.html));
  });
});

describe('did you mean, in the server-rendered search page', () => {
  it('/products?q=hug finds nothing and links to the search for "mug", keeping the sort and view', async () => {
    const { prefetch, html } = await renderRequest('products', '/products?q=hug&sort=price-low&view=list');
    expect(prefetch.status).toBe(200);
    expect(html).toContain('No products found');
    expect(suggestion(html)).toBe('Did you mean <a href="/products?q=mug&amp;sort=price-low&amp;view=list">mug</a>?');
    expect(html).not.toMatch(/<button[^>]*>mug<\/button>/);
  });

  it("a category's search suggests within that category, linking to the category's own search", async () => {
    const { html } = await renderRequest('category', '/category/mugs?q=hug', { slug: 'mugs' });
    expect(suggestion(html)).toBe('Did you mean <a href="/category/mugs?q=mug">mug</a>?');
  });

  it('a search nothing resembles offers no suggestion, and hostile text stays text', async () => {
    const nothing = await renderRequest('products', '/products?q=zzqxv');
    expect(nothing.html).toContain('No products found');
    expect(suggestion(nothing.html)).toBeUndefined();
    const hostile = await renderRequest('products', `/products?q=${encodeURIComponent('"><script>hug</script>')}`);
    expect(hostile.html).not.toContain('<script>hug');
    // the words between the tags are re-spelt ("hug": "mug"), not the tags; the suggestion is a link as any other
    expect(suggestion(hostile.html)).toBe('Did you mean <a href="/products?q=mug">mug</a>?');
  });

  it('markup alone offers no suggestion (not "script art script")', async () => {
    const markup = await renderRequest('products', `/products?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(markup.html).toContain('No products found');
    expect(markup.html).not.toContain('<script>alert(1)');
    expect(suggestion(markup.html)).toBeUndefined();
  });
});
