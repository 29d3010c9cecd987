// @vitest-environment node
/**
 * The catalogue's server prefetch against the real embedded backend, through
 * the server's real supabase-js client (anon, no session): the status and
 * head it gives, the data it leaves under the keys the page's hooks read, and
 * the HTML the page then renders on the server — products, not skeletons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { formatPrice, type ProductSummary } from '@giftshop/shared/domain';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { fetchFeaturedProducts } from '../api/products';
import { featuredProductsQuery } from '../home/featuredProductsQuery';
import { countLine } from '../listing/countLine';
import { productListingQuery } from '../listing/productListingQuery';
import type { ListingPage } from '../api/listing';
import { renderRequest } from './renderRequest';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

function expectCards(html: string, products: ProductSummary[]) {
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) {
    expect(html, product.name).toContain(`>${asHtml(product.name)}</a>`);
    expect(html, product.name).toContain(formatPrice(product.price));
  }
}

const listingAt = (client: RenderedClient, slug: string | null, q: string, sort: 'featured' | 'price-low') =>
  client.getQueryData<{ pages: ListingPage[] }>(productListingQuery(slug, { q, sort }).queryKey);
type RenderedClient = Awaited<ReturnType<typeof renderRequest>>['client'];

/** The queries that were ever asked of the backend (a disabled query the page renders is in the cache, idle). */
const fetched = (client: RenderedClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.dataUpdateCount + q.state.errorUpdateCount > 0 || q.state.fetchStatus !== 'idle')
    .map((q) => q.queryKey);

/** A category's row as the database has it, read past the shop's code (PostgREST, the anon key). */
async function categoryRow(slug: string) {
  const response = await fetch(`${backend.url}/rest/v1/categories?slug=eq.${slug}&select=slug,name,description`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
  });
  const [row] = (await response.json()) as { slug: string; name: string; description: string }[];
  return row!;
}

describe('catalogue prefetch on the server', () => {
  it('home: 200, its head, and the featured products in the cache and in the HTML', async () => {
    const { prefetch, html, client } = await renderRequest('home', '/');
    expect(prefetch.status).toBe(200);
    expect(prefetch.head).toMatchObject({
      title: 'Personalized Gifts',
      canonicalPath: '/',
      description: expect.stringMatching(/^Mugs, ornaments, shirts and signs/),
    });
    // The seed's pictures are SVG, which link previews do not show: no og:image (previewImage.test.ts has the rule).
    expect(prefetch.head?.openGraph?.['og:image'] ?? '').not.toMatch(/\.svg$/);
    const featured = await fetchFeaturedProducts();
    expect(client.getQueryData(featuredProductsQuery().queryKey)).toEqual(featured);
    expectCards(html, featured);
    expect(html).not.toContain('Loading featured gifts');
    // The hero's collage shows real products too (links to them), not its skeleton.
    expect(html).toContain(`aria-label="${asHtml(featured[0]!.name)}"`);
    // The lower sections, whose code the browser asks for once the page responds, are in the HTML: the prefetch
    // loaded their code, so the render (renderToString: it cannot wait) did not leave them out. Marked until
    // React takes them over.
    expect(html).toContain('<div style="display:contents" data-testid="home-lower-sections" data-hydrates-later="">');
    for (const heading of ['The holiday hub', 'Shop by recipient', 'How it works', 'Loved by gift-givers']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
  });

  it('products with search, sort and view: 200, the search as title, the first page in the HTML', async () => {
    const { prefetch, html, client } = await renderRequest('products', '/products?q=mug&sort=price-low&view=list');
    expect(prefetch).toEqual({
      status: 200,
      head: expect.objectContaining({ title: 'Search: mug', canonicalPath: '/products' }),
    });
    const listing = listingAt(client, null, 'mug', 'price-low');
    const first = listing?.pages[0];
    expect(first?.total).toBeGreaterThan(0);
    const prices = first!.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expectCards(html, first!.products);
    // the search said back isolated (a right-to-left override in it pulls no quote out of place)
    expect(html).toContain('<h1>Search results for <!-- -->“<bdi>mug</bdi>”</h1>');
    expect(html).toContain('aria-label="List View" aria-pressed="true"');
    expect(html).not.toContain('Loading products');
  });

  it('all products: the page title and a canonical path without the query', async () => {
    const { prefetch, html, client } = await renderRequest('products', '/products?utm_source=mail');
    expect(prefetch.head).toMatchObject({ title: 'All Products', canonicalPath: '/products' });
    expect(prefetch.head?.description).toMatch(/^Every personalized gift/);
    const first = listingAt(client, null, '', 'featured')?.pages[0];
    expectCards(html, first!.products);
    expect(html).toContain(`Showing ${first!.products.length} of ${first!.total} products`);
  });

  it('a category: 200, its name and description from the database, its products in the HTML', async () => {
    const row = await categoryRow('christmas');
    const { prefetch, html, client } = await renderRequest('category', '/category/christmas', { slug: 'christmas' });
    expect(prefetch).toEqual({
      status: 200,
      head: expect.objectContaining({
        title: row.name,
        description: row.description,
        canonicalPath: '/category/christmas',
      }),
    });
    const first = listingAt(client, 'christmas', '', 'featured')?.pages[0];
    expect(first?.category?.slug).toBe('christmas');
    expect(html).toContain(`<h1>${asHtml(row.name)}</h1>`);
    expect(html).toContain(asHtml(row.description));
    expectCards(html, first!.products);
    expect(html).not.toContain('Loading category');
  });

  it('a category that does not exist: 404, and the page says Category Not Found from the cached answer', async () => {
    const { prefetch, html, client } = await renderRequest('category', '/category/no-such-category', {
      slug: 'no-such-category',
    });
    expect(prefetch).toEqual({ status: 404, head: { title: 'Category Not Found' } });
    expect(listingAt(client, 'no-such-category', '', 'featured')?.pages[0]).toEqual({
      category: null,
      products: [],
      total: 0,
    });
    expect(html).toContain('<h1>Category Not Found</h1>');
  });

  it('hostile category slugs are a plain 404, asked of nobody', async () => {
    for (const slug of [
      '</script><script>alert(1)</script>',
      '%',
      '%_',
      'a'.repeat(300),
      'mugs/../admin',
      ' mugs',
      '',
    ]) {
      const { prefetch, html, client } = await renderRequest('category', '/category/x', { slug });
      expect(prefetch, slug).toEqual({ status: 404, head: { title: 'Category Not Found' } });
      expect(html, slug).toContain('<h1>Category Not Found</h1>');
      expect(fetched(client), slug).toEqual([]);
    }
  });

  it('the longest plausible slug (80 characters) is asked for, and is a 404', async () => {
    const slug = 'a'.repeat(80);
    const { prefetch, client } = await renderRequest('category', `/category/${slug}`, { slug });
    expect(prefetch.status).toBe(404);
    expect(listingAt(client, slug, '', 'featured')?.pages[0]?.category).toBeNull();
  });

  it('hostile or malformed search text is a normal 200 page that shows it as text', async () => {
    const cases: Array<[string, string]> = [
      ['?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', '</script><script>alert(1)</script>'],
      ['?q=%', '%'],
      ['?q=%25_', '%_'],
      [`?q=${'x'.repeat(300)}`, 'x'.repeat(100)],
      ['?q=++&sort=<bogus>&view=', ''],
    ];
    for (const [search, q] of cases) {
      const { prefetch, html, client } = await renderRequest('products', `/products${search}`);
      expect(prefetch.status, search).toBe(200);
      expect(prefetch.head?.title, search).toBe(q ? `Search: ${q}` : 'All Products');
      expect(prefetch.head?.canonicalPath).toBe('/products');
      // The page reads the same key the prefetch filled: a result, not a skeleton.
      expect(listingAt(client, null, q, 'featured')?.pages, search).toHaveLength(1);
      expect(html, search).not.toContain('Loading products');
      expect(html, search).not.toMatch(/<script/i);
    }
  });

  it('a search whose address cannot be read (cut in a letter) is said so, over all products, as the browser says it', async () => {
    const { prefetch, html, client } = await renderRequest('products', '/products?q=%E0%A4%A');
    expect(prefetch.status).toBe(200);
    expect(prefetch.head?.title).toBe('Search not read');
    // no search asked of the database ("�%A" read as the stop word "a" matched every product)
    const first = listingAt(client, null, '', 'featured')?.pages[0];
    expectCards(html, first!.products);
    expect(html).toContain('>We couldn&#x27;t read that search</h1>');
    expect(html).toContain(`Showing ${first!.products.length} of ${first!.total} products<`);
    expect(html).not.toContain('\uFFFD');
  });

  it('a category at an address whose search cannot be read says so over its products, as the browser says it', async () => {
    const { prefetch, html, client } = await renderRequest('category', '/category/mugs?q=%E0%A4%A', { slug: 'mugs' });
    expect(prefetch.status).toBe(200);
    expect(prefetch.head?.title).toBe('Search not read in Mugs');
    expect(prefetch.head?.description).toBe(
      'Its address was cut short or garbled. Type what you’re looking for in the search box below, or browse every gift in Mugs.',
    );
    expect(prefetch.head?.canonicalPath).toBe('/category/mugs');
    // no search asked of the database: the category's products, in its own order
    const first = listingAt(client, 'mugs', '', 'featured')?.pages[0];
    expect(first?.category?.slug).toBe('mugs');
    expectCards(html, first!.products);
    expect(html).toContain('>We couldn&#x27;t read that search</h1>');
    expect(html).toContain('<span aria-current="page">Mugs</span>');
    expect(html).toContain(`>${countLine(first!.products.length, first!.total, '')}<`);
    expect(html).not.toContain('\uFFFD');
  });

  it('hostile search text inside a category keeps the category and its 200', async () => {
    const { prefetch, html } = await renderRequest('category', '/category/mugs?q=%3C%2Fscript%3E%25', {
      slug: 'mugs',
    });
    expect(prefetch.status).toBe(200);
    expect(prefetch.head?.title).toBe('Mugs');
    // The search has no words to narrow by: the category's products, said with the text as typed.
    expect(html).toMatch(/\d+ products? matching <!-- -->“<bdi>&lt;\/script&gt;%<\/bdi>”/);
    expect(html).not.toMatch(/<\/script>/i);
  });
});
