// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { configureShop, getSupabase } from '@giftshop/shared';
import { insertAsService } from '@giftshop/shared/testing';
import { buildOptionGroups, initialSelections } from '../options/optionGroups';
import { openingVariant, resolveVariant } from '../options/resolveSelection';
import { withUpcharge } from '../options/sizeChoice';
import {
  fetchDesigns,
  fetchProductBySku,
  fetchProductCards,
  fetchProductVariants,
  fetchVolumePrice,
} from './productApi';
import { isUnavailable, ProductRequestError } from './productRequestError';

/**
 * The product remote's data module against the real embedded backend, through
 * the real supabase-js client (the shop's one client, configured as in the browser).
 */
interface Backend {
  url: string;
  anonKey: string;
  serviceKey: string;
  stop(): Promise<void>;
}

let backend: Backend;
let dataDir: string;

/** Catalogue rows this file adds itself (with the service key), so it knows exactly what to expect. */
async function insert(table: string, rows: object[]): Promise<Record<string, unknown>[]> {
  const inserted: Record<string, unknown>[] = [];
  // One row per request: PostgREST wants the same keys in every row of a bulk insert.
  for (const row of rows) inserted.push(...(await insertAsService(backend, table, row)));
  return inserted;
}

const AWKWARD_SKU = 'TEST MUG/1 ü';
let productId: number;

beforeAll(async () => {
  // Browsers have WebSocket; Node 20 does not, and supabase-js's realtime client insists on one.
  globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;
  dataDir = mkdtempSync(join(tmpdir(), 'product-api-'));
  const backendPackage = '@giftshop/backend';
  const { startBackend } = (await import(backendPackage)) as {
    startBackend(options: Record<string, unknown>): Promise<Backend>;
  };
  backend = await startBackend({ port: 0, dataDir, reset: true, quiet: true });
  expect(configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } }).supabase.url).toBe(backend.url);
  const [mug] = await insert('products', [
    {
      sku: AWKWARD_SKU,
      name: 'Test Mug Ü',
      price: 20,
      original_price: 25,
      discount_percentage: 20,
      gallery_urls: [{ url: 'product-images/test/front.svg' }, { url: 'product-images/test/back.svg' }],
      product_options_config: { optionGroups: [{ title: 'Size', type: 'variant', attribute: 'Style' }] },
      default_description: 'A test mug.',
    },
  ]);
  productId = Number(mug!.id);
  await insert('products', [{ sku: 'TEST-HIDDEN', name: 'Hidden Test Mug', price: 9, is_active: false }]);
  await insert('product_variants', [
    {
      product_id: productId,
      variant_sku: 'TEST-V-15',
      variant_name: '15 oz',
      option1: '15 oz',
      price: 22,
      position: 2,
    },
    {
      product_id: productId,
      variant_sku: 'TEST-V-11',
      variant_name: '11 oz',
      option1: '11 oz',
      price: 18.5,
      original_price: 24,
      position: 1,
    },
    {
      product_id: productId,
      variant_sku: 'TEST-V-OLD',
      variant_name: 'Retired',
      option1: '20 oz',
      price: 30,
      is_active: false,
      position: 0,
    },
  ]);
  await insert('designs', [
    {
      design_code: 'TEST-SCRIPT',
      design_name: 'Test Script',
      image_url: 'designs/test-script.svg',
      personalization_options: {
        fields: [{ key: 'name', label: 'Name', maxLength: 30 }],
        colors: [{ name: 'Gold', hex: '#b8892b' }],
      },
      position: -1,
    },
  ]);
});

afterAll(async () => {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('fetchProductBySku', () => {
  it('reads an active product by an awkward SKU, with numbers as numbers, priced by its cheapest option', async () => {
    expect(await fetchProductBySku(AWKWARD_SKU)).toMatchObject({
      id: productId,
      sku: AWKWARD_SKU,
      name: 'Test Mug Ü',
      // the database prices a product with options by its cheapest active one (the card's "From" price)
      price: 18.5,
      original_price: 24,
      discount_percentage: 23,
      price_from: true,
      default_variant_sku: 'TEST-V-11',
      is_active: true,
      rating: null,
      review_count: null,
      gallery_urls: [{ url: 'product-images/test/front.svg' }, { url: 'product-images/test/back.svg' }],
      product_options_config: { optionGroups: [{ title: 'Size', type: 'variant', attribute: 'Style' }] },
      default_description: 'A test mug.',
    });
  });

  it('finds a product whatever the case the URL was typed in, the exact spelling first', async () => {
    const seeded = await fetchProductBySku('KL-MUG-110');
    expect(seeded?.sku).toBe('KL-MUG-110');
    expect((await fetchProductBySku('kl-mug-110'))?.id).toBe(seeded!.id);
    expect((await fetchProductBySku('Kl-Mug-110'))?.id).toBe(seeded!.id);
    expect((await fetchProductBySku(AWKWARD_SKU))?.sku).toBe(AWKWARD_SKU);
    expect(await fetchProductBySku('test-hidden')).toBeNull();
  });

  it('is null for an inactive product, an unknown SKU, a malformed escape, hostile text and an over-long SKU', async () => {
    for (const sku of [
      'TEST-HIDDEN',
      'NO-SUCH-SKU-42',
      '%E0%A4%A',
      "x' or 1=1 --",
      '<img src=x onerror=alert(1)>',
      'S'.repeat(65),
      '',
      'KL-MUG-110\u0000',
      ' KL-MUG-110',
      'kl-mug-110,KL-MUG-111',
      '(kl-mug-110)',
    ]) {
      expect(await fetchProductBySku(sku)).toBeNull();
    }
  });
});

describe('fetchProductVariants', () => {
  it("returns only the product's active variants, in catalogue order, with numeric prices", async () => {
    const variants = await fetchProductVariants(productId);
    expect(variants.map((v) => [v.variant_sku, v.option1, v.price, v.original_price])).toEqual([
      ['TEST-V-11', '11 oz', 18.5, 24],
      ['TEST-V-15', '15 oz', 22, null],
    ]);
  });

  it('is empty for a product that does not exist', async () => {
    expect(await fetchProductVariants(987_654_321)).toEqual([]);
  });
});

describe('fetchVolumePrice', () => {
  it('quotes one item in the size chosen, its upcharge included, as the cart charges it (QA H-d)', async () => {
    // a seeded tee with volume prices, at its dearest size (2XL +$2 or 3XL +$3): 12 of them reach the first tier.
    // Before: "$20.69 each" at 2XL on the page (the variant's $22.99 less 10%), where the cart charged $22.49
    const tee = (await fetchProductBySku('KL-TEE-102'))!;
    const variant = (await fetchProductVariants(tee.id)).find((v) => v.sizes)!;
    const dearest = [...variant.sizes!.sizes].sort((a, b) => b.upcharge - a.upcharge)[0]!;
    expect(dearest.upcharge).toBeGreaterThan(0);
    const sized = (await fetchVolumePrice(variant.variant_sku, 12, dearest.size))!;
    expect(sized.percentOff).toBeGreaterThan(0);
    const each = withUpcharge(variant.price, dearest.upcharge);
    expect(sized.unitPriceAtTier).toBe(Math.round(each * (100 - sized.percentOff)) / 100);
    // no size chosen yet, or a size the run does not have: the variant's own price
    for (const size of [null, 'XXXXL', '<img src=x onerror=alert(1)>'])
      expect((await fetchVolumePrice(variant.variant_sku, 12, size))!.unitPriceAtTier, String(size)).toBe(
        Math.round(variant.price * (100 - sized.percentOff)) / 100,
      );
  });
});

describe('fetchVolumePrice: one item at the tier is what each is charged (QA H-a)', () => {
  beforeAll(async () => {
    const [mug] = await insert('products', [
      { sku: 'TEST-VOLUME', name: 'Test Volume Mug', price: 22.99, volume_pricing: true },
    ]);
    await insert('product_variants', [
      { product_id: mug!.id, variant_sku: 'TEST-VOLUME-11', variant_name: '11 oz', option1: '11 oz', price: 22.99 },
    ]);
  });

  it('12 at $22.99, 10% off: the page is told $20.69 each, and the cart charges 12 × $20.69 = $248.28', async () => {
    const page = (await fetchVolumePrice('TEST-VOLUME-11', 12))!;
    expect(page).toMatchObject({ quantity: 12, percentOff: 10, unitPriceAtTier: 20.69 });
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('price_cart', {
      items: [{ product_sku: 'TEST-VOLUME', variant_sku: 'TEST-VOLUME-11', quantity: 12, options: {} }],
    });
    expect(error).toBeNull();
    const cart = data as { lines: { problem: string | null }[]; subtotal: number; discount: number; total: number };
    expect(cart.lines[0]!.problem).toBeNull();
    // before: $27.59 off $275.88, $248.29 charged for what the page said was 12 × $20.69
    expect(Math.round((cart.subtotal - cart.discount) * 100)).toBe(Math.round(page.unitPriceAtTier * 100) * 12);
  });

  it('a hostile quantity: 0 or less is quoted at 1 item, 10^9 at the most it counts; a fraction or 10^10 is refused', async () => {
    for (const [sent, counted] of [
      [0, 1],
      [-3, 1],
      [1e9, 10_000],
    ] as const)
      expect((await fetchVolumePrice('TEST-VOLUME-11', sent))?.quantity, String(sent)).toBe(counted);
    for (const sent of [2.5, 1e10]) {
      const refused = await fetchVolumePrice('TEST-VOLUME-11', sent).catch((error: unknown) => error);
      expect(refused, String(sent)).toBeInstanceOf(ProductRequestError);
    }
  });
});

describe('fetchDesigns', () => {
  it('lists designs in catalogue order with their personalization options', async () => {
    const designs = await fetchDesigns();
    expect(designs[0]).toMatchObject({
      design_code: 'TEST-SCRIPT',
      design_name: 'Test Script',
      image_url: 'designs/test-script.svg',
      personalization_options: { fields: [{ key: 'name', label: 'Name', maxLength: 30 }] },
    });
    expect(designs.every((d) => d.design_code !== '')).toBe(true);
  });
});

describe('fetchProductCards (get_all_product_cards)', () => {
  it('lists active products with a price, numbers as numbers, image from the gallery', async () => {
    const cards = await fetchProductCards();
    expect(cards.find((c) => c.sku === AWKWARD_SKU)).toEqual({
      name: 'Test Mug Ü',
      price: 18.5,
      original_price: 24,
      image: 'product-images/test/front.svg',
      price_from: true,
      sku: AWKWARD_SKU,
    });
    expect(cards.some((c) => c.name === 'Hidden Test Mug')).toBe(false);
  });
});

describe('the card price and the page that explains it (every seeded product)', () => {
  it('the page opens on a selection whose price is the card’s, and the card says "From" exactly when options cost more', async () => {
    const cards = (await fetchProductCards()).filter((c) => c.sku?.startsWith('KL-'));
    expect(cards.length).toBeGreaterThan(150);
    const designs = await fetchDesigns();
    const problems: string[] = [];
    for (const card of cards) {
      const product = (await fetchProductBySku(card.sku!))!;
      const variants = await fetchProductVariants(product.id);
      // what the product page does on opening (useProductConfiguration)
      const groups = buildOptionGroups(product.product_options_config, variants, designs);
      const selections = initialSelections(groups, openingVariant(variants, product.default_variant_sku));
      const shown = resolveVariant(variants, groups, selections)?.price ?? product.price;
      const varies = new Set(variants.map((v) => v.price)).size > 1;
      if (shown !== card.price) problems.push(`${card.sku}: card ${card.price}, page opens at ${shown}`);
      if (card.price_from !== varies)
        problems.push(`${card.sku}: "From" is ${card.price_from}, options vary: ${varies}`);
      if (varies && card.price !== Math.min(...variants.map((v) => v.price)))
        problems.push(`${card.sku}: "From" ${card.price} is not the cheapest option`);
    }
    expect(problems).toEqual([]);
  });
});

describe('when the backend is down', () => {
  it('product reads fail as "unavailable", and designs only warn', async () => {
    await backend.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const failure = await fetchProductBySku('ANY-SKU').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ProductRequestError);
      expect(isUnavailable(failure)).toBe(true);
      const cardsFailure = await fetchProductCards().catch((e: unknown) => e);
      expect(isUnavailable(cardsFailure)).toBe(true);
      expect(await fetchDesigns()).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('designs could not be loaded'), expect.anything());
    } finally {
      warn.mockRestore();
    }
  });
});
