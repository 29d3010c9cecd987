/**
 * Searches for who a gift is for (QA sweep: "grandma mug" and "nana mug"
 * found nothing), checked in the database itself as the shop's anonymous
 * visitor calls it: a recipient's everyday name (grandma, nana, granny,
 * mother, wife…) also finds the recipient category the catalogue files those
 * gifts under, and narrows with the other words as any word does
 * (supabase/migrations/20250609022000_recipient_words.sql). The same cases
 * run on the embedded backend's PGlite (searchRecipient.database.test.ts)
 * and on PostgreSQL 15 set up like a hosted Supabase project
 * (hosted/searchRecipient.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

interface Listing {
  total: number;
  products: { id: number; name: string }[];
  did_you_mean?: string | null;
}

/** `engine` is what the server's version() must say: the cases check where they run. */
export function searchRecipientCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  /** Ids of the products listed for grandparents (read behind the search's back). */
  let forGrandparents: Set<number>;
  const search = (text: string) =>
    db.as(anon, (q) =>
      q<{ r: Listing }>('select public.category_products($1, $2, $3, $4, $5) as r', [
        null,
        text,
        'featured',
        100,
        0,
      ]).then((rows) => rows[0]!.r),
    );
  const names = (r: Listing) => r.products.map((p) => p.name);
  const ids = (r: Listing) => r.products.map((p) => p.id).sort((a, b) => a - b);

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    const listed = await db.owner((q) =>
      q<{ id: number }>(
        `select pc.product_id as id from public.product_categories pc
         join public.categories c on c.id = pc.category_id where c.slug = 'for-grandparents'`,
      ),
    );
    forGrandparents = new Set(listed.map((r) => r.id));
    expect(forGrandparents.size).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('a recipient word finds the gifts for that recipient', () => {
    it('"grandma mug" finds the mugs for grandparents: every word narrows, as in "dad mug"', async () => {
      const found = await search('grandma mug');
      expect(found.total).toBeGreaterThan(0);
      expect(found.total).toBe(found.products.length);
      for (const p of found.products) {
        expect(p.name, p.name).toMatch(/\bMug\b/);
        expect(forGrandparents.has(p.id) || /Grandma/.test(p.name), p.name).toBe(true);
      }
      // the intersection, not either word alone
      const [grandma, mug] = [await search('grandma'), await search('mug')];
      expect(found.total).toBeLessThan(grandma.total);
      expect(found.total).toBeLessThan(mug.total);
      expect(ids(grandma)).toEqual(expect.arrayContaining(ids(found)));
      expect(ids(mug)).toEqual(expect.arrayContaining(ids(found)));
      // every mug listed for grandparents is found
      const grandparentMugs = mug.products.filter((p) => forGrandparents.has(p.id));
      expect(grandparentMugs.length).toBeGreaterThan(0);
      expect(ids(found)).toEqual(expect.arrayContaining(grandparentMugs.map((p) => p.id)));
    });

    it('nana, granny, grandmother and gran mean grandma; grandad and grandfather grandpa', async () => {
      const grandmaMugs = ids(await search('grandma mug'));
      for (const text of ['nana mug', 'granny mug', 'grandmother mug', 'gran mug', 'mug for my nana', 'Nana Mugs'])
        expect(ids(await search(text)), text).toEqual(grandmaMugs);
      const granny = await search('granny');
      expect(granny.total).toBe((await search('grandma')).total);
      // the gifts named for her come first, then the rest of the grandparents' gifts
      expect(
        names(granny)
          .slice(0, 3)
          .every((n) => /Grandma/.test(n)),
      ).toBe(true);
      expect(granny.products.every((p) => forGrandparents.has(p.id) || /Grandma/.test(p.name))).toBe(true);
      const grandad = await search('grandad');
      expect(names(grandad)[0]).toMatch(/Grandpa/);
      expect(ids(grandad)).toEqual(ids(await search('grandfather')));
    });

    it('mother finds the mom and Mother’s Day gifts, wife those for her, dog the pet lovers’', async () => {
      const mother = await search('mother mug');
      expect(names(mother)).toEqual(expect.arrayContaining(names(await search('mom mug'))));
      expect(names(mother).some((n) => /\bMama\b/.test(n))).toBe(true);
      const [wife, her] = [await search('wife'), await search('for her')];
      expect(wife.total).toBeGreaterThan(0);
      expect(ids(wife)).toEqual(ids(her));
      const dog = await search('dog blanket');
      expect(dog.total).toBeGreaterThan(0);
      expect(names(dog).every((n) => /\bBlanket\b/.test(n))).toBe(true);
    });

    it('suggestions offer the recipient category for its everyday names', async () => {
      for (const text of ['grandma', 'nana', 'granny mu']) {
        const [s] = await db.as(anon, (q) =>
          q<{ s: { categories: { slug: string }[] } }>('select public.search_suggestions($1) as s', [text]),
        );
        expect(
          s!.s.categories.map((c) => c.slug),
          text,
        ).toContain('for-grandparents');
      }
    });

    it('every meaning is searched with words the shop has (a typo in the table would find nothing)', async () => {
      const unknown = await db.owner((q) =>
        q<{ replacement: string }>(
          // British spellings, for a catalogue written in them: the seed's is American; and the recipients the shop
          // has no gifts for yet, each meaning itself ("nurse": 20250609056500_whole_words_searched.sql)
          `select distinct s.replacement from public.search_synonyms s
           where s.replacement not in ('her', 'him', 'colour', 'favourite', 'grey', 'honour')
             and s.word <> all (tsvector_to_array(to_tsvector('english', s.replacement))) and not exists (
             select 1 from public.search_words w
             where w.lexeme = any (tsvector_to_array(to_tsvector('english', s.replacement))))`,
        ),
      );
      expect(unknown.map((r) => r.replacement)).toEqual([]);
    });
  });

  describe('when nothing is found', () => {
    it('"nana moug" finds the nana mugs, "nana moug zzqxv" offers "nana mug"; a word spelt right is never re-spelt into another', async () => {
      // a word one letter wrong is read as the shop's word (20250609023000_near_miss_words.sql), beside a recipient too
      const nanaMugs = await search('nana mug');
      expect(nanaMugs.total).toBeGreaterThan(0);
      expect(names(await search('nana moug'))).toEqual(names(nanaMugs));
      const moug = await search('nana moug zzqxv');
      expect(moug.total).toBe(0);
      expect(moug.did_you_mean).toBe('nana mug');
      // the shop has no candles for grandparents: not "grandma handle" (a beer stein with a sturdy handle)
      for (const text of ['grandma candle', 'nana candle']) {
        const r = await search(text);
        expect(r.total, text).toBe(0);
        expect(r.did_you_mean ?? null, text).toBeNull();
      }
    });
  });

  describe('hostile and ambiguous words', () => {
    it('a recipient word beside SQL, markup and repetition gives a normal, quick answer', async () => {
      const grandmaMugs = (await search('grandma mug')).total;
      for (const text of [
        "nana'; drop table public.search_synonyms; --",
        '<script>nana</script> mug',
        'nana:* | mug & !grandpa',
        'nana '.repeat(500),
        'ｎａｎａ',
      ]) {
        const started = Date.now();
        const r = await search(text);
        expect(typeof r.total, text.slice(0, 20)).toBe('number');
        expect(Date.now() - started, text.slice(0, 20)).toBeLessThan(5_000);
      }
      // markup and query syntax are separators: the words between are read as words
      expect((await search('<script>nana</script> mug')).total).toBe(grandmaMugs);
      expect((await search('nana:* | mug')).total).toBe(grandmaMugs);
      // the synonyms are still there: the text was never read as SQL
      expect((await search('nana mug')).total).toBe(grandmaMugs);
      await expect(db.as(anon, (q) => q('select * from public.search_synonyms limit 1'))).rejects.toMatchObject({
        code: '42501',
      });
    });

    it('"pop" means grandpa only while the shop sells nothing called pop: "pop art" then finds the Pop Art', async () => {
      const grandpa = ids(await search('grandpa'));
      expect(ids(await search('pop'))).toEqual(grandpa);
      expect((await search('pop art')).total).toBe(0);
      await db.owner(async (q) => {
        const [art] = await q<{ id: number }>(
          "insert into public.products (sku, name, price) values ('RCP-POP', 'Pop Art Portrait Canvas', 49) returning id",
        );
        await q(
          `insert into public.product_categories (product_id, category_id)
           select $1, c.id from public.categories c where c.slug = 'canvas-prints'`,
          [art!.id],
        );
      });
      const popArt = await search('pop art');
      expect(names(popArt)).toEqual(['Pop Art Portrait Canvas']);
      // "pop" is now the shop's own word: not the grandparents' gifts
      expect(names(await search('pop'))).toEqual(['Pop Art Portrait Canvas']);
      // grandma and grandpa still mean grandparents: a word the shop uses keeps what it also means
      expect(ids(await search('grandpa'))).toEqual(grandpa);
    });
  });
}
