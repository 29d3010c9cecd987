// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { configureShop, type PageRequest } from '@giftshop/shared';
import type { ProductPage } from '../routes';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import prefetch from './prefetch';
import { renderServerPage as renderPage, requestClient } from './serverRender.testing';

/**
 * The product remote's server side against the real embedded backend, through
 * the shop's one supabase-js client as the shell's server makes it (Node: no
 * window, anon key, no session), and the page rendered from what it fetched.
 */

const ORIGIN = 'https://shop.example';
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
});
afterAll(() => backend?.stop());

const request = (page: ProductPage, params: Record<string, string>): PageRequest<ProductPage> => ({
  page,
  params,
  search: '',
  origin: ORIGIN,
});

/** What the handover gives the browser: the successful queries' keys. */
const handedOver = (client: QueryClient) =>
  dehydrate(client).queries.map((q) => ({ key: q.queryKey, status: q.state.status }));

/** The photo the ornament opens on: its default variant's (the cheapest, a Flat Disc) in Cranberry Red. */
const ornamentPhoto = () =>
  `${backend.url}/storage/v1/object/public/product-images/flat-disc-ornaments/red-star/kl-orn-101-1.svg`;

describe('product/Prefetch: the product page', () => {
  it('fills the page’s queries and says the head: name, description, canonical path, Open Graph, JSON-LD', async () => {
    const client = requestClient();
    const result = await prefetch(request('detail', { sku: 'KL-ORN-101' }), client);

    expect(result.status).toBe(200);
    const head = result.head!;
    expect(head.title).toBe("Baby's First Christmas Ornament");
    expect(head.description).toMatch(/^Mark the very first Christmas with a keepsake/);
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/…$/);
    expect(head.canonicalPath).toBe('/product/KL-ORN-101');
    // the page opens on the card's option (Flat Disc / Single-Sided / Cranberry Red, $14.99) and its photo
    expect(head.openGraph).toEqual({
      'og:type': 'product',
      'og:image': ornamentPhoto(),
      'product:price:amount': '14.99',
      'product:price:currency': 'USD',
    });
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      name: "Baby's First Christmas Ornament",
      sku: 'KL-ORN-101',
      image: [ornamentPhoto()],
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '14.99',
        highPrice: '20.99',
        price: '14.99',
        url: `${ORIGIN}/product/KL-ORN-101`,
      },
    });
    // the rating markup is the product's own figures, from its published reviews
    const product = client.getQueryData<{ id: number; rating: number; review_count: number }>([
      'product',
      'KL-ORN-101',
    ])!;
    expect(product.review_count).toBeGreaterThan(0);
    expect(head.jsonLd).toMatchObject({
      aggregateRating: { ratingValue: product.rating, reviewCount: product.review_count },
    });

    expect(handedOver(client)).toEqual([
      { key: ['product', 'KL-ORN-101'], status: 'success' },
      { key: ['product-variants', product.id], status: 'success' },
      { key: ['designs'], status: 'success' },
      { key: ['review-figures', product.id], status: 'success' },
      { key: ['reviews', product.id, 'helpful', null], status: 'success' },
      // "Arrives by", and the volume price of the variant ($14.99) and quantity (1) the page opens on, no size chosen yet
      { key: ['product-delivery', product.id], status: 'success' },
      { key: ['product', 'volume-price', 'KL-ORN-101-S2P1C1', 1, null], status: 'success' },
    ]);
  });

  it('renders the whole page from the prefetched cache: name, price, gallery image and personalization form, no skeleton', async () => {
    const client = requestClient();
    const { head } = await prefetch(request('detail', { sku: 'KL-ORN-101' }), client);
    const html = renderPage(client, 'detail', { sku: 'KL-ORN-101' });

    expect(html).not.toContain('Loading product');
    expect(html).toMatch(/<h1[^>]*>Baby&#x27;s First Christmas Ornament<\/h1>/);
    expect(html).toContain('$14.99');
    expect(html).toContain(`src="${ornamentPhoto()}"`);
    expect(html).toMatch(/<img[^>]*data-testid="gallery-main-image"/);
    // the opening design (Custom Name Script) takes a name: its text box, with its lettering and inks
    expect(html).toMatch(/<label[^>]*>Name<\/label>/);
    expect(html).toContain('placeholder="e.g. Emma"');
    expect(html).toContain('Text color');
    expect(html).toContain('Add to Cart');
    // the price the head announces is the one the page shows
    expect(html).toContain(`$${head!.openGraph!['product:price:amount']}`);
  });

  it('/products/:sku and a SKU typed in lower case: the same product, the one canonical path', async () => {
    const client = requestClient();
    const result = await prefetch(request('detail', { sku: 'kl-orn-101' }), client);
    expect(result.status).toBe(200);
    expect(result.head?.title).toBe("Baby's First Christmas Ornament");
    expect(result.head?.canonicalPath).toBe('/product/KL-ORN-101');
    // cached under the SKU as the page reads it from the URL
    expect(client.getQueryData(['product', 'kl-orn-101'])).toMatchObject({ sku: 'KL-ORN-101' });
  });

  it('an unknown SKU: 404, the not-found head, and a cache that makes the page say Product Not Found', async () => {
    const client = requestClient();
    const result = await prefetch(request('detail', { sku: 'KL-NOPE-999' }), client);
    expect(result).toEqual({ status: 404, head: { title: 'Product Not Found' } });
    expect(handedOver(client)).toEqual([{ key: ['product', 'KL-NOPE-999'], status: 'success' }]);
    const html = renderPage(client, 'detail', { sku: 'KL-NOPE-999' });
    expect(html).toContain('Product Not Found');
    expect(html).toContain('KL-NOPE-999');
    expect(html).not.toContain('Loading product');
  });

  const hostileSkus = [
    '</script><script>alert(1)</script>',
    '%27',
    "'; drop table products; --",
    'A'.repeat(500),
    '../',
    '../../etc/passwd',
    'a"b,c)d(',
    '*',
    '\u0000KL-ORN-101',
    ' KL-ORN-101',
    '',
  ];
  it.each(hostileSkus.map((sku) => [JSON.stringify(sku.slice(0, 40)), sku]))(
    'a hostile SKU %s: 404 with the not-found head, never a throw, never its text as markup',
    async (_label, sku) => {
      const client = requestClient();
      const result = await prefetch(request('detail', { sku }), client);
      expect(result).toEqual({ status: 404, head: { title: 'Product Not Found' } });
      const html = renderPage(client, 'detail', { sku });
      expect(html).toContain('Product Not Found');
      expect(html).not.toContain('<script');
    },
  );
});

describe('product/Prefetch: the simple detail page', () => {
  it('finds the card by its slugified name: its head, one card handed over, and the page rendered', async () => {
    const client = requestClient();
    const result = await prefetch(request('simple-detail', { slug: 'babys-first-christmas-ornament' }), client);
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({
      title: "Baby's First Christmas Ornament",
      description: "Baby's First Christmas Ornament, personalized for you at Keepsake Lane.",
      canonicalPath: "/product-detail/Baby's%20First%20Christmas%20Ornament",
      openGraph: {
        'og:type': 'product',
        'og:image': ornamentPhoto(),
        'product:price:amount': '14.99',
        'product:price:currency': 'USD',
      },
      jsonLd: {
        '@type': 'Product',
        sku: 'KL-ORN-101',
        offers: { price: '14.99', url: `${ORIGIN}/product-detail/Baby's%20First%20Christmas%20Ornament` },
      },
    });
    // the handover carries the one card the page shows, not every card of the shop
    expect(handedOver(client)).toEqual([
      { key: ['product-card', 'babys-first-christmas-ornament'], status: 'success' },
    ]);

    const html = renderPage(client, 'simple-detail', { slug: 'babys-first-christmas-ornament' });
    expect(html).not.toContain('Loading product');
    expect(html).toMatch(/<h1[^>]*>Baby&#x27;s First Christmas Ornament<\/h1>/);
    expect(html).toMatch(/From (<!-- -->)?\$14\.99/);
    expect(html).toContain(`src="${ornamentPhoto()}"`);
    expect(html).toContain('Inquire About This Product');
  });

  it.each(['no-such-gift-anywhere', '</script><script>alert(1)</script>', '%E0%A4%A', '../', 'x'.repeat(500), '   '])(
    'an unknown or hostile slug %j: 404 and Product Not Found, never a throw',
    async (slug) => {
      const client = requestClient();
      const result = await prefetch(request('simple-detail', { slug }), client);
      expect(result).toEqual({ status: 404, head: { title: 'Product Not Found' } });
      const html = renderPage(client, 'simple-detail', { slug });
      expect(html).toContain('Product Not Found');
      expect(html).not.toContain('<script');
    },
  );
});
