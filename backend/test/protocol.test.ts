import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

/** The HTTP details browsers and supabase-js rely on, checked on the wire. */
let backend: TestBackend;
const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'backend-log-')), 'backend.log');
beforeAll(async () => {
  backend = await startTestBackend({ emailConfirm: true, rateLimit: 4, quiet: false, logFile });
});
afterAll(async () => {
  await backend?.destroy();
});

/** A raw GET that does not decompress, to see Content-Encoding as sent. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(backend.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP', () => {
  it('answers /health', async () => {
    const res = await fetch(`${backend.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers CORS preflights with 204 and exposes Content-Range on every response', async () => {
    const pre = await fetch(`${backend.url}/rest/v1/products_view`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, prefer, range',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    for (const h of [
      'authorization',
      'apikey',
      'x-client-info',
      'content-type',
      'accept-profile',
      'content-profile',
      'prefer',
      'range',
      'x-retry-count',
      'x-supabase-api-version',
    ]) {
      expect(pre.headers.get('access-control-allow-headers')).toContain(h);
    }
    const res = await backend.api('/rest/v1/categories?select=slug&limit=1');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range.*X-Supabase-Api-Version/);
    expect(res.headers.get('content-range')).toBe('0-0/*');
  });

  it('gzips JSON bodies over ~1 KB when asked, and not small ones', async () => {
    const big = await rawGet('/rest/v1/products_view?select=*', { apikey: backend.anonKey, 'Accept-Encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.body).toString()).length).toBeGreaterThan(80);
    const small = await rawGet('/rest/v1/categories?select=slug&limit=1', {
      apikey: backend.anonKey,
      'Accept-Encoding': 'gzip',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await rawGet('/rest/v1/products_view?select=*', { apikey: backend.anonKey });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('speaks PostgREST errors: unknown table, unknown column, bad value, bad schema, bad range', async () => {
    const cases: [string, number, string, Record<string, string>?][] = [
      ['/rest/v1/nope', 404, 'PGRST205'],
      ['/rest/v1/products?select=nope', 400, '42703'],
      ['/rest/v1/products?nope=eq.1', 400, '42703'],
      ['/rest/v1/products?id=eq.abc', 400, '22P02'],
      ['/rest/v1/products?id=like', 400, 'PGRST100'],
      ['/rest/v1/products', 406, 'PGRST106', { 'Accept-Profile': 'private' }],
      ['/rest/v1/products?select=id&offset=100000', 416, 'PGRST103', { Prefer: 'count=exact' }],
      ['/rest/v1/rpc/no_such_function', 404, 'PGRST202'],
    ];
    for (const [path, status, code, headers] of cases) {
      const res = await backend.api(path, { headers });
      expect(res.status, path).toBe(status);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body.code, path).toBe(code);
      expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    }
    const insert = await backend.api('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mail":"a@b.co"}',
    });
    expect(insert.status).toBe(400);
    expect(((await insert.json()) as { code: string }).code).toBe('PGRST204');
    const badJson = await backend.api('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(((await badJson.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('supports the filter grammar: in, is, not, or/and trees, like with *, several orders and the Range header', async () => {
    const client = backend.client();
    const inList = await client
      .from('categories')
      .select('slug')
      .in('slug', ['mugs', 'christmas', 'no,such'])
      .order('slug');
    expect(inList.data!.map((c) => c.slug)).toEqual(['christmas', 'mugs']);
    const tree = await client
      .from('categories')
      .select('slug')
      .or('slug.eq.mugs,and(slug.like.for-*,name.ilike.*mom*)')
      .order('slug');
    expect(tree.data!.map((c) => c.slug)).toEqual(['for-mom', 'mugs']);
    const notNull = await client
      .from('categories')
      .select('slug')
      .is('parent_id', null)
      .not('slug', 'in', '(occasions,recipients)');
    expect(notNull.data!.map((c) => c.slug)).not.toContain('occasions');
    expect(notNull.data!.length).toBeGreaterThan(2);
    const ordered = await client
      .from('products_view')
      .select('featured,price')
      .order('featured', { ascending: false })
      .order('price', { ascending: true, nullsFirst: false })
      .limit(20);
    const rows = ordered.data!;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.featured >= b.featured).toBe(true);
      if (a.featured === b.featured) expect(a.price <= b.price).toBe(true);
    }
    const aliased = await client
      .from('products_view')
      .select('title:name,first:gallery_urls->0->>url')
      .limit(1)
      .single();
    expect(Object.keys(aliased.data!)).toEqual(['title', 'first']);
    expect(aliased.data!.first).toMatch(/^product-images\//);
    const range = await backend.api('/rest/v1/categories?select=slug&order=slug', {
      headers: { Range: '2-4', Prefer: 'count=exact' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toMatch(/^2-4\/\d+$/);
    expect(((await range.json()) as unknown[]).length).toBe(3);
    const head = await backend.api('/rest/v1/categories?select=slug', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(head.headers.get('content-range')).toMatch(/^0-\d+\/\d+$/);
    expect(await head.text()).toBe('');
  });

  it('returns representation on insert when asked, and minimal by default', async () => {
    const email = uniqueEmail('rep');
    const minimal = await backend.api('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(minimal.status).toBe(201);
    expect(await minimal.text()).toBe('');
    const admin = makeClient(backend.url, backend.serviceKey);
    const rep = await admin
      .from('designs')
      .insert({ design_code: 'TEST-REP', design_name: 'Test' })
      .select('design_code,personalization_options')
      .single();
    expect(rep.status).toBe(201);
    expect(rep.data).toEqual({ design_code: 'TEST-REP', personalization_options: null });
    const del = await admin.from('designs').delete().eq('design_code', 'TEST-REP').select('design_code');
    expect(del.data).toEqual([{ design_code: 'TEST-REP' }]);
  });

  it('inserts arrays and upserts the way supabase-js sends them (columns="a","b", on_conflict)', async () => {
    const admin = makeClient(backend.url, backend.serviceKey);
    const many = await admin.from('designs').insert([
      { design_code: 'TEST-A', design_name: 'A' },
      { design_code: 'TEST-B', design_name: 'B' },
    ]);
    expect(many.status).toBe(201);
    const merged = await admin
      .from('designs')
      .upsert([{ design_code: 'TEST-A', design_name: 'A2' }], { onConflict: 'design_code' })
      .select('design_code,design_name');
    expect(merged.data).toEqual([{ design_code: 'TEST-A', design_name: 'A2' }]);
    const ignored = await admin
      .from('designs')
      .upsert({ design_code: 'TEST-B', design_name: 'B2' }, { onConflict: 'design_code', ignoreDuplicates: true })
      .select('design_code');
    expect(ignored.data).toEqual([]);
    const rows = await admin
      .from('designs')
      .select('design_code,design_name')
      .in('design_code', ['TEST-A', 'TEST-B'])
      .order('design_code');
    expect(rows.data).toEqual([
      { design_code: 'TEST-A', design_name: 'A2' },
      { design_code: 'TEST-B', design_name: 'B' },
    ]);
    await admin.from('designs').delete().in('design_code', ['TEST-A', 'TEST-B']);
  });

  it('takes columns= quoted or not, like PostgREST: keys outside the list are ignored, unknown columns are 400', async () => {
    const post = (columns: string, rows: unknown) =>
      fetch(`${backend.url}/rest/v1/designs?columns=${encodeURIComponent(columns)}`, {
        method: 'POST',
        headers: {
          apikey: backend.serviceKey,
          Authorization: `Bearer ${backend.serviceKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(rows),
      });
    const unquoted = await post('design_code,design_name', [
      { design_code: 'TEST-C', design_name: 'C', position: 99 },
      { design_code: 'TEST-D', design_name: 'D' },
    ]);
    expect(unquoted.status).toBe(201);
    expect((await post(' "design_code" , "design_name" ', [{ design_code: 'TEST-E', design_name: 'E' }])).status).toBe(
      201,
    );
    const unknown = await post('"design_code","no_such_column"', [{ design_code: 'TEST-F' }]);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204' });
    const admin = makeClient(backend.url, backend.serviceKey);
    const rows = await admin
      .from('designs')
      .select('design_code,design_name,position')
      .in('design_code', ['TEST-C', 'TEST-D', 'TEST-E', 'TEST-F'])
      .order('design_code');
    // position was not in columns=, so the column default applies, as in PostgREST
    expect(rows.data?.map((r) => r.design_code)).toEqual(['TEST-C', 'TEST-D', 'TEST-E']);
    expect(rows.data?.[0]?.position).not.toBe(99);
    await admin.from('designs').delete().in('design_code', ['TEST-C', 'TEST-D', 'TEST-E']);
  });
});

describe('storage', () => {
  it('serves SVGs with a content type and cache header, 404 JSON for missing objects and traversal', async () => {
    const ok = await fetch(`${backend.url}/storage/v1/object/public/design-images/plaid-red/dsn-plaid.svg`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=3600');
    for (const path of [
      'product-images/mugs/sage-heart/x-9.svg',
      'product-images/../jwt-secret',
      'product-images/%2e%2e%2fjwt-secret',
      'product-images/mugs/sage-heart/..%2f..%2fx-1.svg',
      'nope/x.svg',
    ]) {
      const res = await fetch(`${backend.url}/storage/v1/object/public/${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('not_found');
    }
  });
});

describe('auth settings of this backend', () => {
  it('with --email-confirm: sign-up returns no session, sign-in says email_not_confirmed, the link confirms and redirects', async () => {
    const email = uniqueEmail('confirm');
    const client = backend.client();
    const signUp = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://127.0.0.1:5173/welcome' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    const early = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    // the confirmation link is logged instead of mailed
    const logged = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event: string; email?: string; link?: string })
      .find((e) => e.event === 'confirmation_email' && e.email === email);
    expect(logged?.link).toMatch(/\/auth\/v1\/verify\?token=.+&type=signup&redirect_to=/);
    const confirm = await fetch(logged!.link!, { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    const location = new URL(confirm.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')?.split('.')).toHaveLength(3);
    expect((await client.auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
    const reused = await fetch(logged!.link!, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error=access_denied');

    const res = await fetch(
      `${backend.url}/auth/v1/verify?token=wrong&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:5173/welcome')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/welcome#error=access_denied/);
    const evil = await fetch(
      `${backend.url}/auth/v1/verify?token=wrong&type=signup&redirect_to=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(evil.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\//);
  });

  it('rate-limits password sign-in per IP with 429 over_request_rate_limit when a limit is set', async () => {
    let limited: { status?: number; code?: string } | null = null;
    for (let i = 0; i < 8 && !limited; i++) {
      const { error } = await backend
        .client()
        .auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
      if (error?.status === 429) limited = error;
    }
    expect(limited).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('sends x-supabase-api-version on every auth response, errors included', async () => {
    const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });
});
