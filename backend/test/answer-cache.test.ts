// @vitest-environment node
/**
 * Answers remembered until the next write: read-only calls of functions the
 * database marks `@cache-until-write` (search and listings) are answered
 * again without running, until any write commits. Driven through
 * supabase-js against a real backend; the request log says which answers
 * were remembered.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';

interface Listing {
  total: number;
  products: { id: number; sku: string; name: string }[];
}

let backend: TestBackend;
let logDir: string;
let logFile: string;

beforeAll(async () => {
  logDir = mkdtempSync(path.join(tmpdir(), 'answer-cache-'));
  logFile = path.join(logDir, 'backend.log');
  // What is remembered is the rule here, not the anon time limit (3 s of wall-clock time; its own tests are
  // runaway-requests.test.ts): a search that waits for the CPU on a loaded machine must not be stopped by it.
  backend = await startTestBackend({ quiet: false, logFile, anonStatementTimeoutMs: 60_000 });
});
afterAll(async () => {
  await backend?.destroy();
  rmSync(logDir, { recursive: true, force: true });
});

/** The request log lines of `rpc/<fn>` calls written since `from` lines. */
function rpcLog(fn: string, from = 0): { status: number; remembered?: boolean }[] {
  return readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .slice(from)
    .map((line) => JSON.parse(line) as { event: string; path?: string; status: number; remembered?: boolean })
    .filter((e) => e.event === 'request' && e.path === `/rest/v1/rpc/${fn}`);
}
const logLength = () => readFileSync(logFile, 'utf8').trim().split('\n').length;

async function search(text: string, client = backend.client()): Promise<Listing> {
  const { data, error } = await client.rpc('category_products', {
    category_slug: null,
    search: text,
    sort: 'featured',
    page_size: 24,
    page_offset: 0,
  });
  expect(error, text).toBeNull();
  return data as Listing;
}

describe('answers remembered until the next write', () => {
  it('answers the same search again without running it, with the same bytes', async () => {
    const from = logLength();
    const first = await search('ornament');
    const again = await search('ornament');
    expect(first.total).toBeGreaterThan(0);
    expect(again).toEqual(first);
    expect(rpcLog('category_products', from).map((e) => e.remembered ?? false)).toEqual([false, true]);
  });

  it('runs again after a write, and answers with what the write changed', async () => {
    const before = await search('keepsake lantern'); // a name no product has yet
    const { data: top } = await backend.admin
      .from('products')
      .select('id,name')
      .eq('is_active', true)
      .not('price', 'is', null)
      .order('id')
      .limit(1)
      .single();
    const renamed = `Keepsake Lantern ${process.pid}`;
    const { error } = await backend.admin.from('products').update({ name: renamed }).eq('id', top!.id);
    expect(error).toBeNull();
    const from = logLength();
    const after = await search('keepsake lantern');
    expect(rpcLog('category_products', from).map((e) => e.remembered ?? false)).toEqual([false]);
    expect(after.products.map((p) => p.name)).toContain(renamed);
    expect(before.products.map((p) => p.name)).not.toContain(renamed);
    // put it back: the search of the old name finds it again at once
    await backend.admin.from('products').update({ name: top!.name }).eq('id', top!.id);
    expect((await search('keepsake lantern')).products.map((p) => p.id)).not.toContain(top!.id);
  });

  it('keeps each caller’s answers apart: anon and a signed-in shopper never get each other’s', async () => {
    const shopper = backend.client();
    const { error } = await shopper.auth.signUp({ email: uniqueEmail('answers'), password: 'Correct-Horse-9' });
    expect(error).toBeNull();
    // signing up was a write: from here on, nothing is remembered but what these calls leave
    const from = logLength();
    const anon = await search('mug');
    const signedIn = await search('mug', shopper);
    expect(signedIn.total).toBeGreaterThan(0);
    expect(signedIn).toEqual(anon); // the same catalogue, computed for each
    await search('mug', shopper);
    await search('mug');
    // anon's answer is not the shopper's: theirs is computed, then each is remembered for its own caller
    expect(rpcLog('category_products', from).map((e) => e.remembered ?? false)).toEqual([false, false, true, true]);
  });

  it('remembers suggestions, hostile text included, and never a function the database does not mark', async () => {
    const from = logLength();
    const hostile = `mu'); drop table public.products; --%_*(),:`;
    for (let i = 0; i < 2; i++) {
      const { data, error } = await backend.client().rpc('search_suggestions', { search: hostile });
      expect(error).toBeNull();
      expect(data).toHaveProperty('products');
    }
    expect(rpcLog('search_suggestions', from).map((e) => e.remembered ?? false)).toEqual([false, true]);
    const { data: sku } = await backend.admin.from('products').select('sku').eq('is_active', true).limit(1).single();
    for (let i = 0; i < 2; i++) {
      const { error } = await backend.client().rpc('price_cart', { items: [{ sku: sku!.sku, quantity: 1 }] });
      expect(error).toBeNull();
    }
    expect(rpcLog('price_cart', from).map((e) => e.remembered ?? false)).toEqual([false, false]);
    const { count } = await backend.admin.from('products').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });

  it('a failed call is not remembered', async () => {
    const from = logLength();
    for (let i = 0; i < 2; i++) {
      const { error } = await backend.client().rpc('category_products', { search: 'mug', page_size: 'many' });
      expect(error?.message).toMatch(/integer/);
    }
    expect(rpcLog('category_products', from).map((e) => e.remembered ?? false)).toEqual([false, false]);
  });
});

describe('with the answers cache off (--answer-cache-mb 0)', () => {
  it('runs every call', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'answer-cache-off-'));
    const file = path.join(dir, 'backend.log');
    const off = await startTestBackend({ quiet: false, logFile: file, answerCacheMb: 0 });
    try {
      for (let i = 0; i < 2; i++) {
        const { error } = await off.client().rpc('search_suggestions', { search: 'mug' });
        expect(error).toBeNull();
      }
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { path?: string; remembered?: boolean })
        .filter((e) => e.path === '/rest/v1/rpc/search_suggestions');
      expect(lines).toHaveLength(2);
      expect(lines.every((e) => !e.remembered)).toBe(true);
    } finally {
      await off.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
