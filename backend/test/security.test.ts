import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

/** Each attack must fail with a 4xx and leave the data as it was. */
let backend: TestBackend;
let secret: Uint8Array;

beforeAll(async () => {
  // no grace period for a rotated refresh token: any reuse counts as theft
  backend = await startTestBackend({ refreshTokenReuseSeconds: 0 });
  secret = new TextEncoder().encode(readFileSync(path.join(backend.dataDir, 'jwt-secret'), 'utf8').trim());
});
afterAll(async () => {
  await backend?.destroy();
});

/** What an attacker could have damaged: a fingerprint of the catalogue (profiles are checked row by row). */
async function fingerprint(): Promise<string> {
  const counts = await Promise.all(
    [
      'products',
      'categories',
      'product_variants',
      'designs',
      'product_categories',
      'product_listing',
      'newsletter_subscribers',
    ].map(async (table) => {
      const { count, error } = await backend.admin.from(table).select('*', { count: 'exact', head: true });
      expect(error).toBeNull();
      return `${table}:${count}`;
    }),
  );
  const mug = await backend.admin.from('products').select('name,price,is_active').eq('sku', 'KL-MUG-101').single();
  return counts.join(',') + JSON.stringify(mug.data);
}

async function signedUp(): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const client = backend.client();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('sec'),
    password: 'secret-123',
    options: { data: { first_name: 'Sam' } },
  });
  expect(error).toBeNull();
  return { client, id: data.user!.id, token: data.session!.access_token };
}

describe('the catalogue is read-only through the API', () => {
  it('refuses anon and signed-in inserts, updates and deletes on every catalogue table', async () => {
    const before = await fingerprint();
    const anon = backend.client();
    const { client: user } = await signedUp();
    for (const [client, status] of [
      [anon, 401],
      [user, 403],
    ] as const) {
      const attempts = [
        client.from('products').insert({ sku: 'EVIL-1', name: 'Evil', price: 1 }),
        client.from('products').update({ price: 0 }).eq('sku', 'KL-MUG-101'),
        client.from('products').delete().eq('sku', 'KL-MUG-101'),
        client.from('products_view').update({ price: 0 }).eq('sku', 'KL-MUG-101'),
        client.from('categories').insert({ slug: 'evil', name: 'Evil' }),
        client.from('categories').delete().neq('id', 0),
        client.from('product_variants').update({ price: 0 }).neq('id', 0),
        client.from('designs').delete().neq('id', 0),
        client.from('product_categories').delete().neq('product_id', 0),
        client.from('product_listing').delete().neq('product_id', 0),
        client.from('category_product_counts').update({ product_count: 0 }).neq('category_id', -1),
      ];
      for (const result of await Promise.all(attempts)) {
        expect(result.status).toBe(status);
        expect(result.error?.code).toBe('42501');
      }
      const rpc = await client.rpc('refresh_product_listing', { product_ids: null });
      expect(rpc.status).toBeGreaterThanOrEqual(400);
      expect(rpc.status).toBeLessThan(500);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('hides inactive products and variants everywhere the shop reads', async () => {
    const inactive = await backend.admin.from('products').select('id,sku').eq('is_active', false);
    expect(inactive.data!.length).toBeGreaterThanOrEqual(2);
    const client = backend.client();
    for (const product of inactive.data!) {
      const bySku = await client.from('products').select('*').eq('sku', product.sku).single();
      expect(bySku.status).toBe(406);
      const withoutFilter = await client.from('products').select('id').eq('id', product.id);
      expect(withoutFilter.data).toEqual([]);
      const variants = await client.from('product_variants').select('id').eq('product_id', product.id);
      expect(variants.data).toEqual([]);
      const links = await client.from('product_categories').select('*').eq('product_id', product.id);
      expect(links.data).toEqual([]);
    }
    const ids = new Set(inactive.data!.map((p) => p.id));
    const view = await client.from('products_view').select('id');
    expect(view.data!.some((p) => ids.has(p.id))).toBe(false);
    const cards = await client.rpc('get_all_product_cards');
    const skus = new Set(inactive.data!.map((p) => p.sku));
    expect(cards.data.some((c: { sku: string }) => skus.has(c.sku))).toBe(false);
    const listing = await client.rpc('category_products', { category_slug: null, page_size: 100, page_offset: 0 });
    const listing2 = await client.rpc('category_products', { category_slug: null, page_size: 100, page_offset: 100 });
    const listed = [
      ...listing.data.products,
      ...listing2.data.products,
      ...(await client.rpc('category_products', { page_size: 100, page_offset: 200 })).data.products,
    ];
    expect(listed.length).toBe(listing.data.total);
    expect(listed.some((p: { id: number }) => ids.has(p.id))).toBe(false);

    const hiddenVariant = await backend.admin
      .from('product_variants')
      .select('id')
      .eq('is_active', false)
      .limit(1)
      .single();
    const seen = await client.from('product_variants').select('id').eq('id', hiddenVariant.data!.id);
    expect(seen.data).toEqual([]);
  });
});

describe('profiles belong to their owner', () => {
  it('stops one user reading or changing another user’s profile', async () => {
    const alice = await signedUp();
    const mallory = await signedUp();
    const before = await backend.admin.from('profiles').select('*').eq('id', alice.id).single();

    const read = await mallory.client.from('profiles').select('*').eq('id', alice.id).single();
    expect(read.status).toBe(406);
    const list = await mallory.client.from('profiles').select('*');
    expect(list.data!.map((p) => p.id)).toEqual([mallory.id]);

    const change = await mallory.client
      .from('profiles')
      .update({ display_name: 'pwned' })
      .eq('id', alice.id)
      .select()
      .single();
    expect(change.status).toBe(406);
    const blind = await mallory.client
      .from('profiles')
      .update({ display_name: 'pwned' })
      .neq('id', mallory.id)
      .select();
    expect(blind.data).toEqual([]);
    const steal = await mallory.client.from('profiles').update({ id: mallory.id }).eq('id', mallory.id);
    expect(steal.status).toBe(403);
    const email = await mallory.client.from('profiles').update({ email: 'x@example.com' }).eq('id', mallory.id);
    expect(email.status).toBe(403);
    const remove = await mallory.client.from('profiles').delete().eq('id', alice.id);
    expect(remove.status).toBe(403);
    const anon = await backend.client().from('profiles').select('*');
    expect(anon.status).toBe(401);

    const after = await backend.admin.from('profiles').select('*').eq('id', alice.id).single();
    expect(after.data).toEqual(before.data);
    const own = await alice.client
      .from('profiles')
      .update({ display_name: 'Alice' })
      .eq('id', alice.id)
      .select()
      .single();
    expect(own.data).toMatchObject({ id: alice.id, display_name: 'Alice' });
  });
});

describe('SQL injection', () => {
  const raw = (query: string, init: RequestInit = {}) => backend.api(`/rest/v1/${query}`, init);

  it('cannot get SQL through select lists, column names, operators or order', async () => {
    const before = await fingerprint();
    const attacks = [
      'products?select=id,name);delete from products;--',
      'products?select=id,(select%20sku%20from%20products)',
      'products?select=*,pg_sleep(1)',
      'products?select=name::text);drop table products;--',
      'products?select=gallery_urls->>0);delete from products;--',
      'products?name;delete from products=eq.x',
      'products?%22sku%22%3Bdelete=eq.x',
      'products?sku=evil.x',
      'products?sku=eq).x',
      'products?order=name;delete from products',
      'products?order=(select 1)',
      'products?order=name.desc;drop',
      'products?or=(sku.eq.x);delete from products;--',
      'products?id=in.(1);delete from products',
      'products;delete from products',
      'rpc/category_products;drop%20table%20products',
    ];
    for (const attack of attacks) {
      const res = await raw(attack);
      expect(res.status, attack).toBeGreaterThanOrEqual(400);
      expect(res.status, attack).toBeLessThan(500);
      const body = (await res.json()) as { code?: string };
      expect(body.code, attack).toBeTruthy();
    }
    expect(await fingerprint()).toBe(before);
  });

  it('treats filter values and rpc arguments as data', async () => {
    const before = await fingerprint();
    const client = backend.client();
    const quoted = await client.from('products').select('id').eq('sku', "x' or '1'='1");
    expect(quoted.data).toEqual([]);
    const tautology = await client.from('products').select('id').or("sku.eq.x') or true or ('a'='a");
    expect(tautology.status).toBe(400);
    expect(tautology.error?.code).toBe('PGRST100');
    const quotedTree = await client.from('products').select('id').or(`sku.eq."x') or true or ('a'='a"`);
    expect(quotedTree.error).toBeNull();
    expect(quotedTree.data).toEqual([]);
    const pattern = await client.from('products').select('id').ilike('name', "%'; delete from products; --%");
    expect(pattern.data).toEqual([]);
    const slug = await client.rpc('category_products', { category_slug: "x'; delete from public.products; --" });
    expect(slug.data).toEqual({ category: null, total: 0, products: [] });
    const sort = await client.rpc('category_products', {
      category_slug: 'mugs',
      sort: 'l.price; delete from public.products',
    });
    expect(sort.error).toBeNull();
    const search = await client.rpc('category_products', { search: "'; delete from public.products; --" });
    expect(search.data.total).toBe(0);
    const argName = await client.rpc('category_products', { 'category_slug := null); delete from products; --': 1 });
    expect(argName.status).toBe(404);
    expect(argName.error?.code).toBe('PGRST202');
    const badType = await client.rpc('category_products', { page_size: '1; delete from products' });
    expect(badType.status).toBe(400);
    expect(badType.error?.code).toBe('22P02');
    const numeric = await client.from('products').select('id').eq('price', '1 or 1=1');
    expect(numeric.status).toBe(400);
    expect(await fingerprint()).toBe(before);
  });
});

describe('forged tokens', () => {
  const asBearer = (token: string) =>
    backend.api('/rest/v1/products?select=id&limit=1', { headers: { Authorization: `Bearer ${token}` } });
  const deleteAll = (token: string) =>
    backend.api('/rest/v1/products?id=gt.0', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, apikey: token },
    });
  const sign = (payload: Record<string, unknown>, key: Uint8Array = secret) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
  const now = () => Math.floor(Date.now() / 1000);

  it('rejects a wrong secret, alg none, an expired token and a role raised to service_role', async () => {
    const before = await fingerprint();
    const wrongSecret = await sign(
      { role: 'service_role', exp: now() + 3600 },
      new TextEncoder().encode('not-the-secret-not-the-secret-123'),
    );
    const algNone =
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url') +
      '.' +
      Buffer.from(JSON.stringify({ role: 'service_role', exp: now() + 3600 })).toString('base64url') +
      '.';
    const expired = await sign({ role: 'authenticated', sub: crypto.randomUUID(), exp: now() - 60, iat: now() - 4000 });
    const { token } = await signedUp();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
    const strangeRole = await sign({ role: 'postgres', exp: now() + 3600 });

    for (const forged of [wrongSecret, algNone, expired, raised, strangeRole]) {
      const res = await asBearer(forged);
      expect(res.status).toBe(401);
      const del = await deleteAll(forged);
      expect(del.status).toBe(401);
      const user = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${forged}` },
      });
      expect(user.status).toBe(403);
    }
    expect(((await (await asBearer(expired)).json()) as { code: string }).code).toBe('PGRST303');
    const noKey = await fetch(`${backend.url}/rest/v1/products?select=id`);
    expect(noKey.status).toBe(401);
    const forgedKey = makeClient(backend.url, wrongSecret);
    expect((await forgedKey.from('products').select('id').limit(1)).status).toBe(401);
    expect(await fingerprint()).toBe(before);
  });
});

describe('stolen refresh tokens', () => {
  it('ends the whole session when a rotated refresh token is used again', async () => {
    const client = backend.client();
    const { data } = await client.auth.signUp({ email: uniqueEmail('theft'), password: 'secret-123' });
    const stolen = data.session!.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const current = refreshed.data.session!;
    await new Promise((r) => setTimeout(r, 50));

    const thief = await backend.client().auth.refreshSession({ refresh_token: stolen });
    expect(thief.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const owner = await backend.client().auth.refreshSession({ refresh_token: current.refresh_token });
    expect(owner.error?.status).toBe(400);
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${current.access_token}` },
    });
    expect(user.status).toBe(403);
  });
});

describe('schema safety', () => {
  it('has row level security on every table in public and security_invoker on every view', async () => {
    await backend.stop();
    const pg = await PGlite.create({ dataDir: path.join(backend.dataDir, 'pgdata'), extensions: { pg_trgm } });
    try {
      const tables = await pg.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      );
      expect(tables.rows.length).toBeGreaterThanOrEqual(9);
      expect(tables.rows.filter((t) => !t.relrowsecurity).map((t) => t.relname)).toEqual([]);
      const views = await pg.query<{ relname: string; reloptions: string[] | null }>(
        `select c.relname, c.reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'v'`,
      );
      expect(views.rows.length).toBeGreaterThanOrEqual(1);
      for (const v of views.rows) expect(v.reloptions ?? [], v.relname).toContain('security_invoker=true');
    } finally {
      await pg.close();
    }
  });
});
