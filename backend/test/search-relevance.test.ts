// @vitest-environment node
/**
 * Search relevance (issue 18, item 5), against the real backend through
 * supabase-js: the judged query set (search-judgements.ts) must have a right
 * product in the top 3 for at least 95 % of its queries. The judgements are
 * checked first, so a judgement nothing could satisfy (a typo in a regular
 * expression, a category that does not exist) fails instead of passing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGEMENTS, REQUIRED_TOP3_SHARE, type Judgement } from './search-judgements';
import { startTestBackend, type TestBackend } from './testBackend';

let backend: TestBackend;
/** Active products by id, with the slugs of the categories they are listed in. */
const catalogue = new Map<number, { name: string; listedIn: Set<string> }>();

beforeAll(async () => {
  // Which products come first is the rule here, not the 3 s anon limit (runaway-requests.test.ts has its own): a
  // search waits for the CPU on a loaded machine (this case failed after 3.9 s in a two-worker run at load 13).
  backend = await startTestBackend({ anonStatementTimeoutMs: 60_000 });
  const products = await backend.admin.from('products').select('id,name').eq('is_active', true);
  const categories = await backend.admin.from('categories').select('id,slug');
  const links = await backend.admin.from('product_categories').select('product_id,category_id');
  expect(products.error ?? categories.error ?? links.error).toBeNull();
  const slugOf = new Map(categories.data!.map((c: { id: number; slug: string }) => [c.id, c.slug]));
  for (const p of products.data as { id: number; name: string }[])
    catalogue.set(p.id, { name: p.name, listedIn: new Set() });
  for (const l of links.data as { product_id: number; category_id: number }[])
    catalogue.get(l.product_id)?.listedIn.add(slugOf.get(l.category_id)!);
});
afterAll(async () => {
  await backend?.destroy();
});

const isRight = (j: Judgement, id: number) => {
  const p = catalogue.get(id);
  if (!p) return false;
  return (j.named !== undefined && j.named.test(p.name)) || (j.listedIn !== undefined && p.listedIn.has(j.listedIn));
};

describe('the judged query set', () => {
  it('has at least 40 queries of every kind, each with right products in the catalogue', () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(JUDGEMENTS.map((j) => j.query)).size).toBe(JUDGEMENTS.length);
    const kinds = new Set(JUDGEMENTS.map((j) => j.kind));
    for (const kind of ['plural', 'typo', 'several words', 'british', 'recipient', 'occasion', 'product type'])
      expect(kinds, kind).toContain(kind);
    for (const j of JUDGEMENTS) {
      const right = [...catalogue.keys()].filter((id) => isRight(j, id));
      expect(right.length, `right products for "${j.query}"`).toBeGreaterThan(0);
      // a judgement that calls most of the shop right proves nothing
      expect(right.length, `right products for "${j.query}"`).toBeLessThan(catalogue.size / 4);
    }
  });

  it(`puts a right product in the top 3 for at least ${REQUIRED_TOP3_SHARE * 100} % of the queries`, async () => {
    const anon = backend.client();
    const misses: string[] = [];
    for (const j of JUDGEMENTS) {
      const { data, error } = await anon.rpc('category_products', {
        category_slug: null,
        search: j.query,
        sort: 'featured',
        page_size: 3,
        page_offset: 0,
      });
      expect(error, j.query).toBeNull();
      const top = (data as { products: { id: number; name: string }[] }).products;
      if (!top.some((p) => isRight(j, p.id)))
        misses.push(`${j.query} → ${top.map((p) => p.name).join(' | ') || '(none)'}`);
    }
    const share = (JUDGEMENTS.length - misses.length) / JUDGEMENTS.length;
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_TOP3_SHARE);
  });
});
