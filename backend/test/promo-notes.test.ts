// @vitest-environment node
/**
 * Promo notes (issue 15, item 8): every note beside a menu link is true of
 * what that link lists, read as a shopper reads it (category_products, every
 * page), against the real backend and seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsPromise, promoLinks, promoPromise } from '../../shared/src/navigation/promoNotes';
import { startTestBackend, type TestBackend } from './testBackend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.destroy();
});

async function listedDiscounts(slug: string): Promise<{ sku: string; discount: number }[]> {
  const rows: { sku: string; discount: number }[] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await backend.client().rpc('category_products', {
      category_slug: slug,
      sort: 'featured',
      page_size: 100,
      page_offset: offset,
    });
    expect(error).toBeNull();
    const result = data as { total: number; products: { sku: string; discount_percentage: number | null }[] };
    rows.push(...result.products.map((p) => ({ sku: p.sku, discount: p.discount_percentage ?? 0 })));
    if (rows.length >= result.total || result.products.length === 0) break;
  }
  return rows;
}

describe('promo notes', () => {
  it('reads the notes the shop uses', () => {
    expect(promoPromise('30% Off')).toEqual({ percent: 30, upTo: false });
    expect(promoPromise('Up to 50% OFF')).toEqual({ percent: 50, upTo: true });
    expect(promoPromise('New!')).toBeNull();
    expect(promoPromise('<img src=x onerror=alert(1)>% Off')).toBeNull();
    expect(keepsPromise({ percent: 30, upTo: false }, [30, 32, 31])).toBe(true);
    expect(keepsPromise({ percent: 30, upTo: false }, [32, 0, 0])).toBe(false);
    expect(keepsPromise({ percent: 30, upTo: false }, [])).toBe(false);
    expect(keepsPromise({ percent: 50, upTo: true }, [50, 40])).toBe(true);
    expect(keepsPromise({ percent: 50, upTo: true }, [40, 40])).toBe(false);
    expect(keepsPromise({ percent: 50, upTo: true }, [50, 0])).toBe(false);
  });

  it('every promo note is true of every product its link lists', async () => {
    const links = promoLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const promise = promoPromise(link.note);
      expect(promise, `"${link.note}" on ${link.slug} is a note we can check`).not.toBeNull();
      const listed = await listedDiscounts(link.slug);
      const broken = listed.filter((p) =>
        promise!.upTo ? p.discount === 0 || p.discount > promise!.percent : p.discount < promise!.percent,
      );
      expect(broken, `"${link.note}" on ${link.slug}`).toEqual([]);
      expect(
        keepsPromise(
          promise!,
          listed.map((p) => p.discount),
        ),
        `"${link.note}" on ${link.slug}`,
      ).toBe(true);
    }
  });
});
