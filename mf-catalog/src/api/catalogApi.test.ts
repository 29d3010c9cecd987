// @vitest-environment node
/**
 * The catalogue's data modules against the real embedded backend, through
 * the real supabase-js client and the shop's one `getSupabase()`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureShop, getSupabase } from '@giftshop/shared';
import { startTestBackend, type TestBackend } from '@giftshop/shared/testing';
import { fetchListingPage } from './listing';
import { fetchFeaturedProducts } from './products';
import { subscribeToNewsletter } from './newsletter';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
});

afterAll(() => backend?.stop());

const skus = (page: { products: { sku: string }[] }) => page.products.map((p) => p.sku);

describe('fetchFeaturedProducts', () => {
  it('returns up to 8 active featured products, best rated first', async () => {
    const featured = await fetchFeaturedProducts();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(8);
    for (const p of featured) {
      expect(p.featured).toBe(true);
      expect(p.is_active).toBe(true);
      expect(typeof p.price).toBe('number');
      expect(p.sku).not.toBe('');
    }
    const ratings = featured.map((p) => p.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('fetchListingPage: all products', () => {
  it('pages through every active product with an exact total', async () => {
    const supabase = await getSupabase();
    const { count } = await supabase
      .from('products_view')
      .select('id', { count: 'exact', head: true })
      .eq('is_active', true)
      .not('price', 'is', null);
    const first = await fetchListingPage({ categorySlug: null, search: '', sort: 'featured', page: 0 });
    expect(first.total).toBe(count);
    expect(first.products).toHaveLength(Math.min(24, count ?? 0));
    const second = await fetchListingPage({ categorySlug: null, search: '', sort: 'featured', page: 1 });
    expect(second.total).toBe(count);
    const overlap = skus(second).filter((s) => skus(first).includes(s));
    expect(overlap).toEqual([]);
  });

  it('sorts by price both ways, by rating and by newest', async () => {
    const low = await fetchListingPage({ categorySlug: null, search: '', sort: 'price-low', page: 0 });
    const high = await fetchListingPage({ categorySlug: null, search: '', sort: 'price-high', page: 0 });
    const rated = await fetchListingPage({ categorySlug: null, search: '', sort: 'rating', page: 0 });
    const newest = await fetchListingPage({ categorySlug: null, search: '', sort: 'newest', page: 0 });
    const prices = (p: typeof low) => p.products.map((x) => x.price);
    expect(prices(low)).toEqual([...prices(low)].sort((a, b) => a - b));
    expect(prices(high)).toEqual([...prices(high)].sort((a, b) => b - a));
    expect(prices(high)[0]).toBeGreaterThan(prices(low)[0] ?? 0);
    const ratings = rated.products.map((x) => x.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const dates = newest.products.map((x) => Date.parse(x.created_at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('searches names case-insensitively, and a blank search lists everything', async () => {
    const found = await fetchListingPage({ categorySlug: null, search: 'MUG', sort: 'featured', page: 0 });
    expect(found.total).toBeGreaterThan(0);
    for (const p of found.products) expect(p.name.toLowerCase()).toContain('mug');
    const blank = await fetchListingPage({ categorySlug: null, search: '   ', sort: 'featured', page: 0 });
    const all = await fetchListingPage({ categorySlug: null, search: '', sort: 'featured', page: 0 });
    expect(blank.total).toBe(all.total);
  });

  it('treats hostile and wildcard text as plain text', async () => {
    for (const search of ["'; drop table products; --", '<img src=x onerror=alert(1)>', '%', '_', '\\']) {
      const page = await fetchListingPage({ categorySlug: null, search, sort: 'featured', page: 0 });
      expect(page.total, search).toBe(0);
      expect(page.products).toEqual([]);
    }
    const still = await fetchListingPage({ categorySlug: null, search: '', sort: 'featured', page: 0 });
    expect(still.total).toBeGreaterThan(0);
  });
});

describe('fetchListingPage: categories', () => {
  it('brings the category with its first page', async () => {
    const page = await fetchListingPage({ categorySlug: 'christmas', search: '', sort: 'featured', page: 0 });
    expect(page.category?.slug).toBe('christmas');
    expect(page.category?.name).toBeTruthy();
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.length).toBe(Math.min(24, page.total));
  });

  it('lists the products of the category and of its children', async () => {
    const supabase = await getSupabase();
    const { data: children } = await supabase
      .from('categories')
      .select('id, slug, parent_id')
      .not('parent_id', 'is', null);
    const { data: parents } = await supabase.from('categories').select('id, slug');
    const child = children?.[0];
    expect(child).toBeTruthy();
    const parent = parents?.find((p) => p.id === child!.parent_id);
    const parentAll = await fetchListingPage({
      categorySlug: parent!.slug as string,
      search: '',
      sort: 'price-low',
      page: 0,
      pageSize: 100,
    });
    const childAll = await fetchListingPage({
      categorySlug: child!.slug as string,
      search: '',
      sort: 'price-low',
      page: 0,
      pageSize: 100,
    });
    expect(parentAll.total).toBeGreaterThanOrEqual(childAll.total);
    if (parentAll.total <= 100) for (const sku of skus(childAll)) expect(skus(parentAll)).toContain(sku);
  });

  it('answers an unknown slug with no category and no products', async () => {
    const page = await fetchListingPage({ categorySlug: 'no-such-category', search: '', sort: 'featured', page: 0 });
    expect(page).toEqual({ category: null, products: [], total: 0 });
  });
});

describe('subscribeToNewsletter', () => {
  it('subscribes an address, and answers a repeat in any case the same, telling nothing', async () => {
    const email = `gift-${Date.now()}@example.com`;
    await expect(subscribeToNewsletter(email)).resolves.toBeUndefined();
    await expect(subscribeToNewsletter(` ${email.toUpperCase()} `)).resolves.toBeUndefined();
  });

  it('reports an address the server refuses as a failure with a message', async () => {
    await expect(subscribeToNewsletter('no-at-sign')).rejects.toThrow(/check constraint|invalid/i);
  });
});
