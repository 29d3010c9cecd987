import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLinkedCategorySlugs } from '../../shared/src/navigation/linkedCategories';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

/** Every call of spec section 7, through the real supabase-js client, with the shapes the shop reads. */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.destroy();
});

const CARD_COLUMNS = 'id,name,price,original_price,discount_percentage,gallery_urls,is_active';

describe('catalogue reads (spec section 7)', () => {
  it('lists active products from products_view with the card columns', async () => {
    const { data, error } = await backend
      .client()
      .from('products_view')
      .select(CARD_COLUMNS)
      .eq('is_active', true)
      .not('price', 'is', null);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(80);
    for (const p of data!) {
      expect(Object.keys(p).sort()).toEqual(CARD_COLUMNS.split(',').sort());
      expect(p.is_active).toBe(true);
      expect(typeof p.price).toBe('number');
      expect(Array.isArray(p.gallery_urls)).toBe(true);
      // 2 to 4 photos in the style the page opens on (a style drawn differently adds its own after them)
      const opening = p.gallery_urls.filter((g: { style?: string }) => g.style === p.gallery_urls[0].style);
      expect(opening.length).toBeGreaterThanOrEqual(2);
      expect(opening.length).toBeLessThanOrEqual(4);
      expect(p.gallery_urls[0].url).toMatch(/^product-images\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d\.svg$/);
    }
    const discounted = data!.filter((p) => p.discount_percentage > 0);
    expect(discounted.length).toBeGreaterThan(5);
    for (const p of discounted) expect(p.original_price).toBeGreaterThan(p.price);
  });

  it('returns 8 featured products for the home page', async () => {
    const { data, error } = await backend
      .client()
      .from('products_view')
      .select(`${CARD_COLUMNS},featured`)
      .eq('is_active', true)
      .not('price', 'is', null)
      .eq('featured', true)
      .limit(8);
    expect(error).toBeNull();
    expect(data).toHaveLength(8);
    expect(data!.every((p) => p.featured === true)).toBe(true);
  });

  it('exposes sku, rating, review_count and created_at on products_view for linking and sorting', async () => {
    const { data, error } = await backend
      .client()
      .from('products_view')
      .select('sku,rating,review_count,created_at')
      // a product with reviews (one without has no rating: issue 30)
      .not('rating', 'is', null)
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(data!.sku).toMatch(/^KL-[A-Z]{3}-\d+$/);
    expect(typeof data!.rating).toBe('number');
    expect(new Date(data!.created_at).getTime()).not.toBeNaN();
  });

  it('reads a category by slug as a single object, and 406 PGRST116 for an unknown slug', async () => {
    const client = backend.client();
    const { data, error } = await client.from('categories').select('*').eq('slug', 'christmas').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ slug: 'christmas', name: 'Christmas' });
    expect(Object.keys(data!)).toEqual(
      expect.arrayContaining(['id', 'slug', 'name', 'description', 'parent_id', 'position']),
    );
    const missing = await client.from('categories').select('*').eq('slug', 'no-such-category').single();
    expect(missing.data).toBeNull();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('has every category the shop links to, ordered by name, with children by parent_id', async () => {
    const client = backend.client();
    const { data, error } = await client.from('categories').select('*').order('name', { ascending: true });
    expect(error).toBeNull();
    const names = data!.map((c) => c.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const slugs = new Set(data!.map((c) => c.slug));
    for (const slug of allLinkedCategorySlugs()) expect(slugs.has(slug), slug).toBe(true);
    const christmas = data!.find((c) => c.slug === 'christmas')!;
    const children = await client.from('categories').select('*').eq('parent_id', christmas.id);
    expect(children.error).toBeNull();
    expect(children.data!.map((c) => c.slug).sort()).toEqual(['christmas-stockings', 'festive-decor', 'ornaments']);
  });

  it('reads a product by sku (single), its active variants, and 406 for an unknown sku', async () => {
    const client = backend.client();
    const { data: product, error } = await client
      .from('products')
      .select('*')
      .eq('sku', 'KL-MUG-101')
      .eq('is_active', true)
      .single();
    expect(error).toBeNull();
    expect(product).toMatchObject({ sku: 'KL-MUG-101', is_active: true });
    for (const key of [
      'id',
      'name',
      'product_options_config',
      'gallery_urls',
      'rating',
      'review_count',
      'default_description',
    ]) {
      expect(product).toHaveProperty(key);
    }
    const variants = await client
      .from('product_variants')
      .select('*')
      .eq('product_id', product!.id)
      .eq('is_active', true);
    expect(variants.error).toBeNull();
    expect(variants.data!.length).toBeGreaterThan(1);
    for (const v of variants.data!) {
      expect(v).toMatchObject({ product_id: product!.id, is_active: true });
      for (const key of [
        'variant_sku',
        'variant_name',
        'option1',
        'option2',
        'option3',
        'price',
        'original_price',
        'material',
        'size',
      ]) {
        expect(v).toHaveProperty(key);
      }
    }
    const missing = await client.from('products').select('*').eq('sku', 'NO-SUCH-SKU').eq('is_active', true).single();
    expect(missing.status).toBe(406);
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('has products that each name their option groups, and designs with and without personalization', async () => {
    const client = backend.client();
    const withConfig = await client
      .from('products')
      .select('sku,product_options_config')
      .not('product_options_config', 'is', null)
      .limit(1)
      .single();
    expect(withConfig.data!.product_options_config.optionGroups[0]).toMatchObject({
      title: 'Style',
      type: 'variant',
      attribute: 'Style',
    });
    // every product of the seed names its own option groups and the designs that fit it (issue 33 #4)
    const without = await client.from('products').select('sku').is('product_options_config', null).limit(1);
    expect(without.error).toBeNull();
    expect(without.data!.length).toBe(0);
    const designs = await client.from('designs').select('*');
    expect(designs.error).toBeNull();
    const personal = designs.data!.filter((d) => d.personalization_options);
    expect(personal.length).toBeGreaterThan(0);
    expect(designs.data!.length - personal.length).toBeGreaterThan(0);
    expect(personal[0].personalization_options.fields[0]).toMatchObject({
      label: expect.any(String),
      maxLength: expect.any(Number),
    });
    expect(designs.data![0].image_url).toMatch(/^design-images\//);
  });

  it('serves get_all_product_cards with name, price, original_price and image', async () => {
    const { data, error } = await backend.client().rpc('get_all_product_cards');
    expect(error).toBeNull();
    expect(data.length).toBeGreaterThanOrEqual(80);
    expect(data[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        price: expect.any(Number),
        image: expect.stringMatching(/^product-images\//),
      }),
    );
    expect(data[0]).toHaveProperty('original_price');
  });

  it('counts exactly and pages with range()', async () => {
    const client = backend.client();
    const all = await client.from('products_view').select('id', { count: 'exact' }).eq('is_active', true).order('id');
    const page = await client
      .from('products_view')
      .select('id', { count: 'exact' })
      .eq('is_active', true)
      .order('id')
      .range(24, 47);
    expect(page.error).toBeNull();
    expect(page.count).toBe(all.data!.length);
    expect(page.status).toBe(206);
    expect(page.data!.map((r) => r.id)).toEqual(all.data!.slice(24, 48).map((r) => r.id));
    const head = await client.from('products_view').select('*', { count: 'exact', head: true }).eq('featured', true);
    expect(head.count).toBeGreaterThanOrEqual(8);
  });

  it('renders the seed images through storage', async () => {
    const { data } = await backend.client().from('products_view').select('gallery_urls').limit(1).single();
    const res = await fetch(`${backend.url}/storage/v1/object/public/${data!.gallery_urls[0].url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=3600');
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('category listing: rpc category_products', () => {
  type Listing = {
    category: { slug: string } | null;
    total: number;
    products: { id: number; name: string; price: number; rating: number; created_at: string; featured: boolean }[];
  };
  const listing = async (args: Record<string, unknown>) => {
    const { data, error } = await backend.client().rpc('category_products', args);
    expect(error).toBeNull();
    return data as Listing;
  };

  it('lists a category with its child categories, counted', async () => {
    const christmas = await listing({ category_slug: 'christmas', page_size: 100 });
    const ornaments = await listing({ category_slug: 'ornaments', page_size: 100 });
    expect(christmas.category?.slug).toBe('christmas');
    expect(ornaments.total).toBeGreaterThan(0);
    const ids = new Set(christmas.products.map((p) => p.id));
    for (const p of ornaments.products) expect(ids.has(p.id)).toBe(true);
    expect(christmas.total).toBe(christmas.products.length);
  });

  it('every linked category lists at least three products', async () => {
    for (const slug of allLinkedCategorySlugs()) {
      const page = await listing({ category_slug: slug });
      expect(page.total, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('sorts by price both ways, rating and newest, and pages 24 at a time', async () => {
    const low = await listing({ category_slug: 'all-products', sort: 'price-low', page_size: 24 });
    expect(low.products).toHaveLength(24);
    expect(low.total).toBeGreaterThan(24);
    const prices = low.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await listing({ category_slug: 'all-products', sort: 'price-high' });
    expect(high.products.map((p) => p.price)).toEqual(high.products.map((p) => p.price).sort((a, b) => b - a));
    const rating = await listing({ category_slug: 'for-her', sort: 'rating' });
    expect(rating.products.map((p) => p.rating)).toEqual(rating.products.map((p) => p.rating).sort((a, b) => b - a));
    const newest = await listing({ category_slug: null, sort: 'newest' });
    const dates = newest.products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const featured = await listing({ category_slug: null, sort: 'featured', page_size: 8 });
    expect(featured.products.filter((p) => p.featured).length).toBe(8);
    const second = await listing({ category_slug: 'all-products', sort: 'price-low', page_size: 24, page_offset: 24 });
    const firstIds = new Set(low.products.map((p) => p.id));
    expect(second.products.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('searches case-insensitively, with the total of matches, and reads wildcards as text', async () => {
    const mugs = await listing({ category_slug: null, search: 'MUG', page_size: 100 });
    expect(mugs.total).toBeGreaterThan(3);
    expect(mugs.products.every((p) => /mug/i.test(p.name))).toBe(true);
    const none = await listing({ category_slug: 'christmas', search: 'zzz-nothing' });
    expect(none).toMatchObject({ total: 0, products: [] });
    const literal = await listing({ category_slug: null, search: '%_' });
    expect(literal.total).toBe(0);
  });

  it('answers an unknown category with category null and no products', async () => {
    expect(await listing({ category_slug: 'nope' })).toEqual({ category: null, total: 0, products: [] });
  });

  it('works as a GET for the stable function too', async () => {
    const res = await backend.api('/rest/v1/rpc/category_products?category_slug=mugs&sort=price-low&page_size=5');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Listing;
    expect(body.products).toHaveLength(5);
  });

  it('searches all products through products_view with ilike, sort and paging', async () => {
    const { data, count, error } = await backend
      .client()
      .from('products_view')
      .select('id,name,price', { count: 'exact' })
      .eq('is_active', true)
      .ilike('name', '%ornament%')
      .order('price', { ascending: false })
      .range(0, 23);
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(data!.length).toBe(count);
    expect(data!.every((p) => /ornament/i.test(p.name))).toBe(true);
    expect(data!.map((p) => p.price)).toEqual(data!.map((p) => p.price).sort((a, b) => b - a));
  });
});

describe('newsletter', () => {
  it('accepts a valid address once, answers a repeat the same without storing it, rejects an invalid one, and cannot be read', async () => {
    const client = backend.client();
    const email = uniqueEmail('news');
    const first = await client.from('newsletter_subscribers').insert({ email });
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const again = await client.from('newsletter_subscribers').insert({ email: email.toUpperCase() });
    expect(again.status).toBe(201);
    expect(again.error).toBeNull();
    const invalid = await client.from('newsletter_subscribers').insert({ email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');
    const read = await client.from('newsletter_subscribers').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const stored = await backend.admin.from('newsletter_subscribers').select('email').ilike('email', email);
    expect(stored.data).toHaveLength(1);
  });
});

describe('auth (GoTrue subset)', () => {
  it('signs up with metadata, fills the profile, signs in, refreshes, reads and updates the user, signs out', async () => {
    const client = backend.client();
    const email = uniqueEmail();
    const signUp = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: {
        emailRedirectTo: 'http://127.0.0.1:5173/',
        data: { first_name: 'Ada', last_name: 'Byron', display_name: 'Ada' },
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { first_name: 'Ada' },
    });

    const profile = await client.from('profiles').select('*').single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({
      id: signUp.data.user!.id,
      first_name: 'Ada',
      last_name: 'Byron',
      display_name: 'Ada',
      email,
    });

    const other = backend.client();
    const signIn = await other.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: signUp.data.user!.id } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString());
    for (const key of [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]) {
      expect(claims).toHaveProperty(key);
    }

    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);

    const user = await other.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.email).toBe(email);

    const updated = await other.auth.updateUser({ data: { display_name: 'Countess' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ display_name: 'Countess', first_name: 'Ada' });

    const out = await other.auth.signOut();
    expect(out.error).toBeNull();
    const after = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${refreshed.data.session!.access_token}` },
    });
    expect(after.status).toBe(403);
    expect(((await after.json()) as { code: string }).code).toBe('session_not_found');
    const reuse = await backend.client().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(reuse.error).not.toBeNull();
  });

  it('reports invalid_credentials, weak_password with reasons and user_already_exists', async () => {
    const client = backend.client();
    const email = uniqueEmail();
    const weak = await client.auth.signUp({ email, password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    expect((await client.auth.signUp({ email, password: 'long-enough' })).error).toBeNull();
    const taken = await backend.client().auth.signUp({ email, password: 'long-enough' });
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists' });

    const wrong = await backend.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await backend
      .client()
      .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens: a reused one inside 10 s gets the current token, outside it revokes the family', async () => {
    const email = uniqueEmail();
    const { data } = await backend.client().auth.signUp({ email, password: 'secret-123' });
    const first = data.session!.refresh_token;
    const post = (token: string) =>
      fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const a = await post(first);
    expect(a.status).toBe(200);
    const second = ((await a.json()) as { refresh_token: string }).refresh_token;
    const concurrent = await post(first); // a second tab, moments later
    expect(concurrent.status).toBe(200);
    expect(((await concurrent.json()) as { refresh_token: string }).refresh_token).toBe(second);
    expect(a.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});
