/**
 * A product's photos show the style the page opens on (QA: KL-ORN-101 opened
 * on "Flat Disc" while every picture was the round bauble), checked on the
 * seeded catalogue in the database itself: each active product's first photo
 * is its default variant's (default_variant_sku, the variant the page opens
 * on) in its style and colour, and a style that has photos of its own has one
 * in every colour it comes in. The migration that brings a project seeded
 * from the earlier seed to this (20250609030000_photos_of_each_style.sql)
 * gives what seed.sql now holds, keeps a gallery edited since, and changes
 * nothing when run again. The same cases run on the embedded backend's PGlite
 * (photosOfEachStyle.database.test.ts) and on PostgreSQL 15 set up like a
 * hosted Supabase project (hosted/photosOfEachStyle.hosted.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';
import { rolledBack, runAgain, type Query, type SqlDatabase } from './sqlDatabase';

const migration = readFileSync(path.join(migrationsDir, '20250609030000_photos_of_each_style.sql'), 'utf8');

/** KL-ORN-101's gallery as the earlier seed.sql wrote it: every photo the round bauble, none naming a style. */
const EARLIER_ORNAMENT_GALLERY = [
  { url: 'product-images/ornaments/red-star/kl-orn-101-1.svg', colour: 'Cranberry Red', textArea: [200, 348, 200, 72] },
  { url: 'product-images/ornaments/white-star/kl-orn-101-2.svg', colour: 'White', textArea: [214, 341, 172, 62] },
  { url: 'product-images/ornaments/red-star/kl-orn-101-3.svg' },
  {
    url: 'product-images/ornaments/forest-star/kl-orn-101-1.svg',
    colour: 'Forest Green',
    textArea: [200, 348, 200, 72],
  },
];

interface Photo {
  url: string;
  style?: string;
  colour?: string;
}

const galleriesOf = (q: Query) =>
  q<{ sku: string; gallery_urls: Photo[] }>('select sku, gallery_urls from public.products order by sku').then(
    (rows) => new Map(rows.map((r) => [r.sku, r.gallery_urls])),
  );

/** `engine` is what the server's version() must say: the cases check where they run. */
export function photosOfEachStyleCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
  });
  afterAll(() => db?.close());

  describe(`the photos of each style (${engine})`, () => {
    // The seed's products (KL-): other cases add products of their own, without photos, to a database they share.
    it("opens every active product on a photo of its default variant's style and colour", async () => {
      const rows = await db.owner((q) =>
        q<{ sku: string; option1: string; option3: string; first: Photo }>(
          `select p.sku, v.option1, v.option3, p.gallery_urls -> 0 as first
           from public.products p join public.product_variants v on v.variant_sku = p.default_variant_sku
           where p.is_active and p.sku like 'KL-%' order by p.sku`,
        ),
      );
      const active = await db.owner((q) =>
        q<{ n: number }>("select count(*)::int as n from public.products where is_active and sku like 'KL-%'"),
      );
      // every active product has a default variant (the seed's all have variants)
      expect(rows.length).toBe(active[0]!.n);
      expect(rows.length).toBeGreaterThanOrEqual(80);
      const wrong = rows.filter((r) => r.first.style !== r.option1 || r.first.colour !== r.option3);
      expect(wrong.map((r) => `${r.sku}: ${r.option1} / ${r.option3} opens on ${JSON.stringify(r.first)}`)).toEqual([]);
    });

    it('has a photo of each style in each colour, for every style a photo names', async () => {
      const missing = await db.owner((q) =>
        q<{ sku: string; option1: string; option3: string }>(
          `select distinct p.sku, v.option1, v.option3
           from public.products p join public.product_variants v on v.product_id = p.id and v.is_active
           where p.is_active
             and exists (select 1 from jsonb_array_elements(p.gallery_urls) e where e ->> 'style' = v.option1)
             and not exists (
               select 1 from jsonb_array_elements(p.gallery_urls) e
               where e ->> 'style' = v.option1 and e ->> 'colour' = v.option3)
           order by 1, 2, 3`,
        ),
      );
      expect(missing).toEqual([]);
      // the ornament of the report: it opens on the flat disc, drawn as one; the round bauble has its own photos
      const [ornament] = await db.owner((q) =>
        q<{ default_style: string; gallery_urls: Photo[] }>(
          `select v.option1 as default_style, p.gallery_urls from public.products p
           join public.product_variants v on v.variant_sku = p.default_variant_sku where p.sku = 'KL-ORN-101'`,
        ),
      );
      expect(ornament!.default_style).toBe('Flat Disc');
      expect(ornament!.gallery_urls[0]!.url).toMatch(/^product-images\/flat-disc-ornaments\//);
      const baubles = ornament!.gallery_urls.filter((g) => g.style === 'Round Bauble');
      expect(baubles.map((g) => g.colour)).toEqual(['Cranberry Red', 'White', 'Forest Green']);
      for (const g of baubles) expect(g.url).toMatch(/^product-images\/ornaments\//);
    });

    it('brings a project seeded from the earlier seed to what seed.sql holds, keeping an edited gallery', async () => {
      const { seeded, migrated, edited } = await rolledBack(db, async (q) => {
        const seeded = await galleriesOf(q);
        // the earlier seed: no photo named a style (the products whose styles look alike had the same photos);
        // the ornament's were all the round bauble
        await q(`update public.products set gallery_urls = (
                   select jsonb_agg(e - 'style' order by i) from jsonb_array_elements(gallery_urls) with ordinality g(e, i))
                 where (select count(distinct e ->> 'style') from jsonb_array_elements(gallery_urls) e) = 1`);
        await q(`update public.products set gallery_urls = $1::jsonb where sku = 'KL-ORN-101'`, [
          JSON.stringify(EARLIER_ORNAMENT_GALLERY),
        ]);
        // a gallery edited on the project since: the migration leaves it alone
        const mine = [{ url: 'https://cdn.example/our-own-photo.jpg', colour: 'Clear' }];
        await q(`update public.products set gallery_urls = $1::jsonb where sku = 'KL-WGL-101'`, [JSON.stringify(mine)]);
        await q(migration);
        return { seeded, migrated: await galleriesOf(q), edited: mine };
      });
      expect(migrated.get('KL-WGL-101')).toEqual(edited);
      migrated.delete('KL-WGL-101');
      seeded.delete('KL-WGL-101');
      expect(migrated.size).toBeGreaterThanOrEqual(200);
      expect(Object.fromEntries(migrated)).toEqual(Object.fromEntries(seeded));
    });

    it('changes nothing when run again', async () => {
      const { before, after } = await runAgain(db, migration, galleriesOf);
      expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
    });
  });
}
