// @vitest-environment node
/**
 * The search's shortlists (issue 18, speed) against a real backend whose
 * catalogue is grown until common words have more products than a list
 * holds (search_list_size(), 100), so that pages come from lists that are
 * cuts: a one-word page is exactly the page that ranking every match gives,
 * totals agree with counting every match, pages of several words never
 * repeat a product, and edits reach the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './testBackend';

const LIST_SIZE = 100; // public.search_list_size()
let backend: TestBackend;

interface Listing {
  total: number;
  products: { id: number; name: string }[];
}

beforeAll(async () => {
  // The pages' order and totals are the rule here, not the anon time limit (3 s of wall-clock time; its own tests are
  // runaway-requests.test.ts): ranking every match of a common word waits for the CPU on a loaded machine (load 16).
  backend = await startTestBackend({ products: 3000, anonStatementTimeoutMs: 60_000 });
}, 180_000);
afterAll(async () => {
  await backend?.destroy();
});

/** A page of the whole shop's search in relevance order. A page reaching past the lists ranks every match. */
async function page(text: string, offset: number, size: number): Promise<Listing> {
  const { data, error } = await backend.client().rpc('category_products', {
    category_slug: null,
    search: text,
    sort: 'featured',
    page_size: size,
    page_offset: offset,
  });
  expect(error, text).toBeNull();
  return data as Listing;
}
const ids = (l: Listing) => l.products.map((p) => p.id);

/** Words typed as they are stored (their stem is themselves), each in more products than a list holds. */
async function commonWords(): Promise<string[]> {
  const { data: lexemes } = await backend.admin
    .from('search_lexemes')
    .select('lexeme')
    .gt('products', 3 * LIST_SIZE)
    .order('products', { ascending: true });
  const { data: words } = await backend.admin
    .from('search_words')
    .select('word,lexeme')
    .in(
      'word',
      (lexemes ?? []).map((l: { lexeme: string }) => l.lexeme),
    );
  const ignored = new Set(['for', 'gift', 'gifts', 'personalized', 'personalised', 'personalize', 'personalise']);
  return (words as { word: string; lexeme: string }[])
    .filter((w) => w.word === w.lexeme && /^[a-z]{3,}$/.test(w.word) && !ignored.has(w.word))
    .map((w) => w.word);
}

describe('search from the shortlists', () => {
  it('a word in more products than its list holds: pages and total as ranking every match gives them', async () => {
    const words = (await commonWords()).slice(0, 3);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      const everyMatch = await page(word, 1, LIST_SIZE); // offset 1 + 100 reaches past the list
      const first = await page(word, 0, 24);
      const second = await page(word, 24, 24);
      expect(everyMatch.total, word).toBeGreaterThan(LIST_SIZE);
      expect(first.total, word).toBe(everyMatch.total);
      expect([...ids(first), ...ids(second)].slice(1), word).toEqual(ids(everyMatch).slice(0, 47));
    }
  });

  it('those pages are read from the list, not from ranking every match', async () => {
    const [word] = await commonWords();
    const first = await page(word!, 0, 24);
    const next = await page(word!, 24, 1);
    const { data: entry } = await backend.admin
      .from('search_lists')
      .select('*')
      .eq('lexeme', word!)
      .eq('product_id', first.products[0]!.id)
      .single();
    expect(entry).not.toBeNull();
    // hide the best product from the list: the list's page loses it, ranking every match still has it
    await backend.admin.from('search_lists').delete().eq('lexeme', word!).eq('product_id', entry!.product_id);
    try {
      expect(ids(await page(word!, 0, 24))).toEqual([...ids(first).slice(1), ...ids(next)]);
      expect(ids(await page(word!, 0, LIST_SIZE + 1))[0]).toBe(entry!.product_id);
    } finally {
      await backend.admin.from('search_lists').insert(entry);
    }
    expect(ids(await page(word!, 0, 24))).toEqual(ids(first));
  });

  it('several words: the same total as counting every match, and pages never repeat a product', async () => {
    const words = await commonWords();
    let query: string | undefined;
    for (const a of words.slice(0, 6)) {
      for (const b of words.slice(-6)) {
        if (a !== b && (await page(`${a} ${b}`, 0, 1)).total >= 2 * LIST_SIZE) query ??= `${a} ${b}`;
      }
    }
    expect(
      query,
      'two common words found together in more products than two lists hold (fewer are ranked in full)',
    ).toBeDefined();
    const everyMatch = await page(query!, 1, LIST_SIZE);
    const pages = [];
    for (let offset = 0; offset < LIST_SIZE; offset += 25) pages.push(await page(query!, offset, 25));
    const shown = pages.flatMap(ids);
    expect(pages.every((p) => p.total === everyMatch.total)).toBe(true);
    expect(shown).toHaveLength(LIST_SIZE);
    expect(new Set(shown).size).toBe(LIST_SIZE);
  });

  it('edits reach a list that is a cut: a product made the best match comes first, and off sale is gone', async () => {
    const [word] = await commonWords();
    const before = await page(word!, 0, 24);
    const everyMatch = await page(word!, 1, LIST_SIZE);
    const chosen = everyMatch.products.at(-1)!; // far down, outside the first page
    expect(ids(before)).not.toContain(chosen.id);
    const { data: row } = await backend.admin
      .from('products')
      .select('name,rating,review_count')
      .eq('id', chosen.id)
      .single();
    const title = word!.charAt(0).toUpperCase() + word!.slice(1);
    await backend.admin
      .from('products')
      .update({ name: `${title} ${title} ${title} ${title}`, rating: 5, review_count: 9999 })
      .eq('id', chosen.id);
    const promoted = await page(word!, 0, 24);
    expect(ids(promoted)[0]).toBe(chosen.id);
    expect(ids(await page(word!, 1, LIST_SIZE))[0]).toBe(ids(promoted)[1]);

    await backend.admin.from('products').update({ is_active: false }).eq('id', chosen.id);
    const gone = await page(word!, 0, 24);
    expect(ids(gone)).not.toContain(chosen.id);
    expect(gone.total).toBe(before.total - 1);

    await backend.admin
      .from('products')
      .update({ is_active: true, ...(row as object) })
      .eq('id', chosen.id);
    const back = await page(word!, 0, 24);
    expect(ids(back)).toEqual(ids(before));
    expect(back.total).toBe(before.total);
  });

  it('suggestions for common words and their beginnings come from the lists', async () => {
    for (const word of (await commonWords()).slice(0, 3)) {
      for (const text of [word, word.slice(0, 3)]) {
        const { data, error } = await backend.client().rpc('search_suggestions', { search: text });
        expect(error, text).toBeNull();
        const products = (data as { products: { sku: string; name: string; price: number }[] }).products;
        expect(products, text).toHaveLength(6);
        expect(new Set(products.map((p) => p.sku)).size, text).toBe(6);
      }
    }
  });
});
