// @vitest-environment node
/**
 * A search that finds nothing, as the shell's server renders it against the real embedded backend (QA sweep
 * H-h): no "…best matches first" line above no match, and the way out named by what it does ("See all
 * products", not "Clear Filters": there is no filter to clear). A search that finds something keeps its line.
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

const subtitle = 'Personalized gifts that match your search, best matches first.';
/** The words of the server's HTML buttons. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);

describe('a search that finds nothing, in the server-rendered page', () => {
  it('/products?q=zzqxv: no "best matches first" line, and "See All Products" (no "Clear Filters")', async () => {
    const { prefetch, html } = await renderRequest('products', '/products?q=zzqxv%20spaceship');
    expect(prefetch.status).toBe(200);
    expect(html).toContain('No products found');
    expect(html).not.toContain(subtitle);
    expect(buttons(html)).toContain('See All Products');
    expect(html).not.toContain('Clear Filters');
  });

  it('a search that finds products keeps its line, and offers no way out', async () => {
    const { html } = await renderRequest('products', '/products?q=mug');
    expect(html).not.toContain('No products found');
    expect(html).toContain(subtitle);
    expect(buttons(html)).not.toContain('See All Products');
  });

  it("a category's search that finds nothing keeps the category's own line and offers the whole category", async () => {
    const { html } = await renderRequest('category', '/category/mugs?q=zzqxv', { slug: 'mugs' });
    expect(html).toContain('No products found');
    expect(html).toContain('Personalized mugs, printed to order');
    expect(buttons(html)).toContain('See All in Mugs');
    expect(html).not.toContain('Clear Filters');
  });
});
