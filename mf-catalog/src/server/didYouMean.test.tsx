// @vitest-environment node
/**
 * "Did you mean mug?" (issue 33, defect 9) as the shell's server renders a
 * search that finds nothing, against the real embedded backend: the
 * suggestion is a plain link to that search, in the server's HTML, so it
 * works before the page's scripts run (or when they never do). Which word is
 * suggested is the database's rule (backend/test/searchNearMissCases.ts).
 */
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

describe('did you mean, in the server-rendered search page', () => {
  it('/products?q=moug finds nothing and links to the search for "mug", keeping the sort and view', async () => {
    const { prefetch, html } = await renderRequest('products', '/products?q=moug&sort=price-low&view=list');
    expect(prefetch.status).toBe(200);
    expect(html).toContain('No products found');
    expect(suggestion(html)).toBe('Did you mean <a href="/products?q=mug&amp;sort=price-low&amp;view=list">mug</a>?');
    expect(html).not.toMatch(/<button[^>]*>mug<\/button>/);
  });

  it("a category's search suggests within that category, linking to the category's own search", async () => {
    const { html } = await renderRequest('category', '/category/mugs?q=moug', { slug: 'mugs' });
    expect(suggestion(html)).toBe('Did you mean <a href="/category/mugs?q=mug">mug</a>?');
  });

  it('a search nothing resembles offers no suggestion, and hostile text stays text', async () => {
    const nothing = await renderRequest('products', '/products?q=zzqxv');
    expect(nothing.html).toContain('No products found');
    expect(suggestion(nothing.html)).toBeUndefined();
    const hostile = await renderRequest('products', `/products?q=${encodeURIComponent('"><script>moug</script>')}`);
    expect(hostile.html).not.toContain('<script>moug');
    // the words between the tags are re-spelt ("moug": "mug"), not the tags; the suggestion is a link as any other
    expect(suggestion(hostile.html)).toBe('Did you mean <a href="/products?q=mug">mug</a>?');
  });

  it('markup alone offers no suggestion (not "script art script")', async () => {
    const markup = await renderRequest('products', `/products?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(markup.html).toContain('No products found');
    expect(markup.html).not.toContain('<script>alert(1)');
    expect(suggestion(markup.html)).toBeUndefined();
  });
});
