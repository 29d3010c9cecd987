// @vitest-environment node
/**
 * The card price rule (issue 15, item 5), against the real backend: every
 * place that lists products shows the same price, that price is the one the
 * product page opens on (the default variant's), and "From" is said exactly
 * when the options differ in price. Variant changes keep it current.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './testBackend';

let backend: TestBackend;

interface CardRow {
  id: number;
  sku: string;
  price: number;
  original_price: number | null;
  discount_percentage: number | null;
  price_from: boolean;
  default_variant_sku: string | null;
}
interface VariantRow {
  product_id: number;
  variant_sku: string;
  price: number;
  original_price: number | null;
  position: number;
  id: number;
}

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.destroy();
});

async function everyCard(): Promise<CardRow[]> {
  const anon = backend.client();
  const rows: CardRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await anon.rpc('category_products', {
      category_slug: null,
      search: null,
      sort: 'price-low',
      page_size: 100,
      page_offset: offset,
    });
    expect(error).toBeNull();
    const page = (data as { products: CardRow[]; total: number }).products;
    rows.push(...page);
    if (rows.length >= (data as { total: number }).total || page.length === 0) break;
  }
  return rows;
}

async function activeVariants(): Promise<Map<number, VariantRow[]>> {
  const byProduct = new Map<number, VariantRow[]>();
  // the backend answers at most 1000 rows at a time, like hosted Supabase
  for (let from = 0; ; from += 1000) {
    const { data, error } = await backend
      .client()
      .from('product_variants')
      .select('product_id,variant_sku,price,original_price,position,id')
      .eq('is_active', true)
      .order('product_id')
      .order('position')
      .order('id')
      .range(from, from + 999);
    expect(error).toBeNull();
    for (const v of data as VariantRow[]) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    if (data!.length < 1000) return byProduct;
  }
}

describe('card prices', () => {
  it('every active product: the card price is the default variant’s, and "From" exactly when options differ', async () => {
    const cards = await everyCard();
    const variants = await activeVariants();
    expect(cards.length).toBeGreaterThan(150);
    let from = 0;
    for (const card of cards) {
      const options = variants.get(card.id) ?? [];
      expect(options.length, card.sku).toBeGreaterThan(0);
      const prices = options.map((v) => Number(v.price));
      const opening = options.find((v) => v.variant_sku === card.default_variant_sku);
      // the page opens on this variant, so it shows this price first
      expect(opening, `${card.sku} names a default variant the page can open on`).toBeDefined();
      expect(Number(card.price), card.sku).toBe(Number(opening!.price));
      expect(Number(card.price), `${card.sku} is the cheapest option`).toBe(Math.min(...prices));
      expect(card.price_from, `${card.sku} says From when options differ`).toBe(new Set(prices).size > 1);
      // the struck-through price and the badge are the same variant's
      expect(card.original_price === null ? null : Number(card.original_price)).toBe(
        opening!.original_price === null ? null : Number(opening!.original_price),
      );
      if (card.original_price !== null) {
        const saving = Math.round(
          (100 * (Number(card.original_price) - Number(card.price))) / Number(card.original_price),
        );
        expect(card.discount_percentage, card.sku).toBe(saving);
      }
      if (card.price_from) from += 1;
    }
    expect(from).toBeGreaterThan(0);
  });

  it('products_view, get_all_product_cards and the category listing agree', async () => {
    const anon = backend.client();
    const cards = new Map((await everyCard()).map((c) => [c.sku, c]));
    const { data: view, error: viewError } = await anon
      .from('products_view')
      .select('sku,price,price_from,default_variant_sku')
      .eq('is_active', true)
      .not('price', 'is', null);
    expect(viewError).toBeNull();
    const { data: all, error: allError } = await anon.rpc('get_all_product_cards');
    expect(allError).toBeNull();
    expect(view!.length).toBe(cards.size);
    expect((all as unknown[]).length).toBe(cards.size);
    for (const row of view as CardRow[]) {
      const card = cards.get(row.sku)!;
      expect({ sku: row.sku, price: Number(row.price), from: row.price_from, v: row.default_variant_sku }).toEqual({
        sku: card.sku,
        price: Number(card.price),
        from: card.price_from,
        v: card.default_variant_sku,
      });
    }
    for (const row of all as { sku: string; price: number; price_from: boolean }[]) {
      expect([row.sku, Number(row.price), row.price_from]).toEqual([
        row.sku,
        Number(cards.get(row.sku)!.price),
        cards.get(row.sku)!.price_from,
      ]);
    }
    const { data: mugs } = await anon.rpc('category_products', {
      category_slug: 'ornaments',
      sort: 'featured',
      page_size: 100,
      page_offset: 0,
    });
    for (const row of (mugs as { products: CardRow[] }).products) {
      expect(Number(row.price), row.sku).toBe(Number(cards.get(row.sku)!.price));
      expect(row.price_from).toBe(cards.get(row.sku)!.price_from);
    }
  });

  it('KL-ORN-101 (the reported product) shows From $14.99 and opens on that option', async () => {
    const { data, error } = await backend
      .client()
      .from('products_view')
      .select('price,price_from,default_variant_sku')
      .eq('sku', 'KL-ORN-101')
      .single();
    expect(error).toBeNull();
    expect({ price: Number(data!.price), from: data!.price_from }).toEqual({ price: 14.99, from: true });
    const { data: variant } = await backend
      .client()
      .from('product_variants')
      .select('price')
      .eq('variant_sku', data!.default_variant_sku)
      .single();
    expect(Number(variant!.price)).toBe(14.99);
  });

  it('follows variant changes: a cheaper option, a retired one, and equal prices (no From)', async () => {
    const { data: product } = await backend.admin
      .from('products')
      .select('id,sku,price')
      .eq('sku', 'KL-MUG-110')
      .single();
    const { data: options } = await backend.admin
      .from('product_variants')
      .select('id,variant_sku,price')
      .eq('product_id', product!.id)
      .eq('is_active', true)
      .order('position');
    const last = options!.at(-1)!;
    // a new cheapest option becomes the card price and the page's opening variant
    expect((await backend.admin.from('product_variants').update({ price: 1.5 }).eq('id', last.id)).error).toBeNull();
    const read = async () =>
      (
        await backend
          .client()
          .rpc('category_products', { category_slug: 'mugs', sort: 'price-low', page_size: 100, page_offset: 0 })
      ).data as { products: CardRow[] };
    let card = (await read()).products.find((p) => p.sku === 'KL-MUG-110')!;
    expect([Number(card.price), card.default_variant_sku, card.price_from]).toEqual([1.5, last.variant_sku, true]);
    expect((await read()).products[0]!.sku).toBe('KL-MUG-110'); // the price sort uses it too
    // retiring it hands the card back to the next cheapest
    expect(
      (await backend.admin.from('product_variants').update({ is_active: false }).eq('id', last.id)).error,
    ).toBeNull();
    card = (await read()).products.find((p) => p.sku === 'KL-MUG-110')!;
    expect(Number(card.price)).toBe(Number(product!.price));
    // one price for every option: no "From"
    expect(
      (await backend.admin.from('product_variants').update({ price: 20 }).eq('product_id', product!.id)).error,
    ).toBeNull();
    card = (await read()).products.find((p) => p.sku === 'KL-MUG-110')!;
    expect([Number(card.price), card.price_from]).toEqual([20, false]);
  });

  it('nobody but the service role can recompute card prices', async () => {
    const { error } = await backend.client().rpc('refresh_card_prices', { product_ids: null });
    expect(error).not.toBeNull();
  });
});
