/**
 * A search that names a design finds the products offering it first (H-b sweep: "jersey" put the Team Roster Tote
 * Bag first and one T-shirt among the six suggestions; "coach" put the Office Coffee Club mug, whose description says
 * "the team" in passing, above the teams' own gifts; "tee" found one T-shirt of twelve), checked in the database
 * itself as the shop's anonymous visitor calls it (supabase/migrations/20250609056000_designs_and_colours_searched.sql).
 * The same cases run on the embedded backend's PGlite (searchNamedDesign.database.test.ts) and on PostgreSQL 15 set up
 * like a hosted Supabase project (hosted/searchNamedDesign.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolledBack, type Caller, type Query, type SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

interface Listing {
  total: number;
  products: { id: number; name: string }[];
  did_you_mean?: string | null;
}
interface Suggestions {
  products: { sku: string; name: string }[];
}

const listingCall = 'select public.category_products($1, $2, $3, $4, $5) as r';

/** `engine` is what the server's version() must say: the cases check where they run. */
export function searchNamedDesignCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  /** Ids of the products whose Design group offers the seed's Team Jersey (read behind the search's back). */
  let inTeamJersey: Set<number>;
  /** Ids of the products filed under T-Shirts. */
  let tShirts: Set<number>;

  const search = (text: string) =>
    db.as(anon, (q) => q<{ r: Listing }>(listingCall, [null, text, 'featured', 100, 0]).then((rows) => rows[0]!.r));
  const suggest = (text: string) =>
    db.as(anon, (q) =>
      q<{ r: Suggestions }>('select public.search_suggestions($1) as r', [text]).then((rows) => rows[0]!.r),
    );
  const ids = (r: Listing) => r.products.map((p) => p.id);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const productIds = (q: Query, sql: string) => q<{ id: number }>(sql).then((rows) => rows.map((r) => r.id));

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      inTeamJersey = new Set(
        await productIds(
          q,
          `select p.id from public.products p
           where p.is_active and p.product_options_config -> 'optionGroups' @> '[{"type": "design", "designs": ["DSN-JERSEY"]}]'`,
        ),
      );
      tShirts = new Set(
        await productIds(
          q,
          `select pc.product_id as id from public.product_categories pc
           join public.categories c on c.id = pc.category_id join public.products p on p.id = pc.product_id
           where c.slug = 't-shirts' and p.is_active`,
        ),
      );
    });
    expect(inTeamJersey.size).toBeGreaterThan(4);
    expect([...inTeamJersey].some((id) => tShirts.has(id))).toBe(true);
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('"jersey" and "team jersey": the tees in the Team Jersey design first', () => {
    it('finds every product offering the design, the T-shirts offering it before the rest', async () => {
      const jerseyTees = [...inTeamJersey].filter((id) => tShirts.has(id));
      for (const text of ['jersey', 'team jersey', 'Jerseys', 'TEAM JERSEY']) {
        const found = await search(text);
        // matching is unchanged: the products offering the design, no others
        expect(found.total, text).toBe(inTeamJersey.size);
        expect(sorted(ids(found)), text).toEqual(sorted([...inTeamJersey]));
        // before: the Personalized Team Roster Tote Bag first, the tees among the rest by rating
        expect(sorted(ids(found).slice(0, jerseyTees.length)), text).toEqual(sorted(jerseyTees));
        expect(found.products[0]!.name, text).toMatch(/T-Shirt/);
      }
    });

    it('the suggestions while typing "jersey" start with those tees', async () => {
      const names = (await suggest('jersey')).products.map((p) => p.name);
      const jerseyTees = [...inTeamJersey].filter((id) => tShirts.has(id)).length;
      expect(names.length).toBe(6);
      // before: one T-shirt among the six, fifth
      expect(
        names.slice(0, Math.min(jerseyTees, 6)).every((name) => /T-Shirt/.test(name)),
        names.join(', '),
      ).toBe(true);
    });
  });

  describe('a design offered or a category filed under ranks above a word the description mentions in passing', () => {
    it('a mug whose description says "jersey" comes after every product offering the Team Jersey design', async () => {
      const { found, mug } = await rolledBack(db, async (q) => {
        const [chosen] = await q<{ id: number; name: string }>(
          `select p.id, p.name from public.products p join public.product_search s on s.product_id = p.id
           where p.name ~ '\\mMug\\M' and not s.document @@ to_tsquery('english', 'jersey')
           order by s.rating desc nulls last, p.id limit 1`,
        );
        await q(
          `update public.products set default_description = 'Soft as your favourite old jersey. ' || default_description
           where id = $1`,
          [chosen!.id],
        );
        const [row] = await q<{ r: Listing }>(listingCall, [null, 'jersey', 'featured', 100, 0]);
        return { found: row!.r, mug: chosen! };
      });
      expect(found.total).toBe(inTeamJersey.size + 1);
      // before: the mug first (its description weighed four times a design)
      expect(found.products.at(-1)!.id, found.products.map((p) => p.name).join(', ')).toBe(mug.id);
    });

    it('"coach" (a team): the teams\' gifts before the office mugs that mention "the team" in passing', async () => {
      const found = await search('coach');
      const names = found.products.map((p) => p.name);
      const office = names.findIndex((name) => /Office Coffee Club/.test(name));
      expect(office, names.join(', ')).toBeGreaterThan(-1);
      // the products filed under Teams all come before it (before: the office mug was 4th)
      const teams = await db.owner((q) =>
        productIds(
          q,
          `select pc.product_id as id from public.product_categories pc
           join public.categories c on c.id = pc.category_id where c.slug = 'teams'`,
        ),
      );
      const filed = ids(found).filter((id) => teams.includes(id));
      expect(filed.length).toBeGreaterThan(0);
      expect(Math.max(...filed.map((id) => ids(found).indexOf(id)))).toBeLessThan(office);
    });
  });

  describe('"tee" means a T-shirt, also where the shop says "tee"', () => {
    it('"tee" and "tees" find every T-shirt; "tee shirt" the T-shirts alone', async () => {
      const tShirt = await search('t-shirt');
      expect(tShirt.total).toBe(tShirts.size);
      const tee = await search('tee');
      // before: "tee" found the one T-shirt whose description says "a mascot tee"
      expect(sorted(ids(tee))).toEqual(expect.arrayContaining(sorted(ids(tShirt))));
      expect(sorted(ids(await search('tees')))).toEqual(sorted(ids(tee)));
      // with "shirt" it is the T-shirts alone (not the sweatshirts)
      expect(sorted(ids(await search('Tee shirt')))).toEqual(sorted(ids(tShirt)));
      expect((await search('jersey tee')).products.every((p) => inTeamJersey.has(p.id) && tShirts.has(p.id))).toBe(
        true,
      );
    });
  });

  describe('hostile input', () => {
    it('symbols, SQL, emoji, a direction override and 10,000 characters around "jersey" get a normal answer', async () => {
      const designs = () =>
        db
          .owner((q) =>
            q<{ n: number }>("select count(*)::int as n from public.designs where design_code = 'DSN-JERSEY'"),
          )
          .then((rows) => rows[0]!.n);
      const designsBefore = await designs();
      const plain = ids(await search('jersey'));
      for (const text of [
        "jersey'; --",
        'jersey%',
        '%_\\jersey\\_%',
        'jersey 🏈',
        '\u202Ejersey\u202C',
        `jersey${'%'.repeat(10_000)}`,
        'jersey:*',
      ]) {
        const found = await search(text);
        expect(ids(found), JSON.stringify(text.slice(0, 40))).toEqual(plain);
      }
      // every word narrows: these find nothing, and say so normally
      for (const text of ["jersey'; drop table public.designs; --", 'جرسي', '🏈🏈🏈', `${'jersey '.repeat(20)}`]) {
        const found = await search(text);
        expect(Array.isArray(found.products), text.slice(0, 20)).toBe(true);
      }
      expect(await designs()).toBe(designsBefore);
      expect(designsBefore).toBe(1);
    });

    it('a design named with symbols, quotes and a word with a meaning is indexed like any other', async () => {
      const found = await rolledBack(db, async (q) => {
        const [tee] = await q<{ id: number; config: unknown }>(
          `select p.id, p.product_options_config as config from public.products p
           join public.product_categories pc on pc.product_id = p.id
           join public.categories c on c.id = pc.category_id
           where c.slug = 't-shirts' and p.is_active order by p.id limit 1`,
        );
        await q(`insert into public.designs (design_name, design_code, position) values ($1, 'DSN-HOSTILE', 99)`, [
          "O'Brien's \\ %_ Tee <i>Jersey</i> 🏈 ');--",
        ]);
        await q(
          `update public.products set product_options_config = jsonb_set(product_options_config, '{optionGroups}',
             (select jsonb_agg(case when g ->> 'type' = 'design'
                then jsonb_set(g, '{designs}', (g -> 'designs') || '["DSN-HOSTILE"]') else g end)
              from jsonb_array_elements(product_options_config -> 'optionGroups') g))
           where id = $1`,
          [tee!.id],
        );
        const [row] = await q<{ r: Listing }>(listingCall, [null, 'brien', 'featured', 100, 0]);
        return { r: row!.r, tee: tee! };
      });
      expect(ids(found.r)).toEqual([found.tee.id]);
    });
  });
}
