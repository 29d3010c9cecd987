/**
 * A colour finds the products that come in it (H-b sweep: "navy" and "blue" found nothing, "red" found the Happily
 * Retired gifts as the closest spelling), checked in the database itself as the shop's anonymous visitor calls it
 * (supabase/migrations/20250609056000_designs_and_colours_searched.sql). The same cases run on the embedded backend's PGlite
 * (searchColours.database.test.ts) and on PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/searchColours.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolledBack, type Caller, type Query, type SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

interface Listing {
  total: number;
  products: { id: number; name: string }[];
  did_you_mean?: string | null;
}

const listingCall = 'select public.category_products($1, $2, $3, $4, $5) as r';

/** `engine` is what the server's version() must say: the cases check where they run. */
export function searchColoursCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;

  const search = (text: string) =>
    db.as(anon, (q) => q<{ r: Listing }>(listingCall, [null, text, 'featured', 100, 0]).then((rows) => rows[0]!.r));
  const searchAsOwner = (q: Query, text: string) =>
    q<{ r: Listing }>(listingCall, [null, text, 'featured', 100, 0]).then((rows) => rows[0]!.r);
  const sorted = (r: Listing) => r.products.map((p) => p.id).sort((a, b) => a - b);
  /** The listed products with an active variant whose colour (option3) has the word, read behind the search's back. */
  const inColour = (word: string, type: string | null = null) =>
    db.owner((q) =>
      q<{ id: number }>(
        `select distinct s.product_id as id from public.product_search s
         join public.product_variants v on v.product_id = s.product_id and v.is_active
         where v.option3 ~* ('\\m' || $1 || '\\M')
           and ($2::text is null or exists (
             select 1 from public.product_categories pc join public.categories c on c.id = pc.category_id
             where pc.product_id = s.product_id and c.slug = $2))
         order by 1`,
        [word, type],
      ).then((rows) => rows.map((r) => r.id)),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('a colour finds the products that come in it', () => {
    it('"navy", "blue" and "pink" find every product offered in that colour', async () => {
      for (const word of ['navy', 'blue', 'pink']) {
        const expected = await inColour(word);
        expect(expected.length, word).toBeGreaterThan(0);
        const found = await search(word);
        // before: navy and blue found nothing
        expect(found.total, word).toBe(expected.length);
        expect(sorted(found), word).toEqual(expected);
      }
    });

    it('"red" finds the products in Cranberry Red, not the Happily Retired ones as a misspelling', async () => {
      const found = await search('red');
      expect(sorted(found)).toEqual(await inColour('red'));
      // before: "red" was read as "retired"
      for (const p of found.products.filter((p) => /Retired/.test(p.name))) {
        expect((await inColour('red')).includes(p.id), p.name).toBe(true);
      }
      expect(found.did_you_mean ?? null).toBeNull();
    });

    it('every other word still narrows: "navy shirt" is the T-shirts that come in navy', async () => {
      const expected = await inColour('navy', 't-shirts');
      expect(expected.length).toBeGreaterThan(0);
      const found = await search('navy shirt');
      expect(sorted(found)).toEqual(expected);
      expect(found.products.every((p) => /T-Shirt/.test(p.name))).toBe(true);
    });
  });

  describe('a colour added or retired is searched at once', () => {
    it('a retired colour leaves the search, a new one enters it, a price change alone changes nothing', async () => {
      const { retired, added, repriced, product } = await rolledBack(db, async (q) => {
        const [navy] = await q<{ product_id: number }>(
          `select v.product_id from public.product_variants v join public.product_search s on s.product_id = v.product_id
           where v.option3 = 'Navy' and v.is_active order by v.product_id limit 1`,
        );
        const id = navy!.product_id;
        await q(`update public.product_variants set is_active = false where product_id = $1 and option3 = 'Navy'`, [
          id,
        ]);
        const retired = await searchAsOwner(q, 'navy');
        await q(
          `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option2, option3, price)
           select product_id, variant_sku || '-TANGERINE', 'Tangerine', option1, option2, 'Tangerine', price
           from public.product_variants where product_id = $1 and is_active order by position limit 1`,
          [id],
        );
        const added = await searchAsOwner(q, 'tangerine');
        await q(`update public.product_variants set price = price + 1 where product_id = $1 and is_active`, [id]);
        const repriced = await searchAsOwner(q, 'tangerine');
        return { retired, added, repriced, product: id };
      });
      expect(retired.products.map((p) => p.id)).not.toContain(product);
      expect(added.products.map((p) => p.id)).toEqual([product]);
      expect(repriced.products.map((p) => p.id)).toEqual([product]);
    });
  });

  describe('hostile input', () => {
    it('a colour named with quotes, markup, SQL and symbols is indexed as words and searched normally', async () => {
      const { found, product } = await rolledBack(db, async (q) => {
        const [row] = await q<{ product_id: number }>(
          `select s.product_id from public.product_search s order by s.product_id limit 1`,
        );
        await q(
          `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option2, option3, price)
           values ($1, 'HOSTILE-COLOUR', 'Hostile', 'A', 'B', $2, 9.99)`,
          [row!.product_id, `Zinnober'); drop table public.products; -- <b>%_\\ 🎨 \u202Eder`],
        );
        return { found: await searchAsOwner(q, 'zinnober'), product: row!.product_id };
      });
      expect(found.products.map((p) => p.id)).toEqual([product]);
      expect((await search("navy'; --")).total).toBe((await search('navy')).total);
      expect((await search(`navy${'%'.repeat(10_000)}`)).total).toBe((await search('navy')).total);
    });
  });
}
