/**
 * Designs that fit, and one label per option (issue 33, items 4, 5 and 7),
 * checked in the database itself, through `price_cart` as the shop's
 * anonymous visitor calls it (the same checks `place_order` runs): a product
 * that names its designs is ordered only in one of them; an option is keyed
 * by its one label (Style, Printing, Color, Design), and keys saved by older
 * carts ("Colour", "Color Options", "Material") are read as that label; the
 * text rules the product page shows hold. The same cases run on the embedded
 * backend's PGlite (designsThatFit.database.test.ts) and on PostgreSQL 15 set
 * up like a hosted Supabase project (hosted/designsThatFit.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
const SHIRT = 'KL-TEE-109';
const SHIRT_NAME = 'Saturday Morning Cartoons Personalized T-Shirt';

interface Variant {
  variant_sku: string;
  option1: string;
  option2: string;
  option3: string;
}

/** `engine` is what the server's version() must say: the cases check where they run. */
export function designsThatFitCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  let shirt: Variant;

  /** The problem `price_cart` finds with one line (null when it may be ordered). */
  const problem = (line: Record<string, unknown>) =>
    db.as(anon, (q) =>
      q<{ r: { lines: { problem: string | null }[] } }>('select public.price_cart($1::jsonb) as r', [
        JSON.stringify([line]),
      ]).then((rows) => rows[0]!.r.lines[0]!.problem),
    );
  /** A line of the cartoons shirt as the product page sends it, with the design and options to vary. */
  const shirtLine = (design: { code: string | null; name: string }, text: string | null, options = {}) => ({
    product_sku: SHIRT,
    variant_sku: shirt.variant_sku,
    design_code: design.code,
    quantity: 1,
    // a shirt is ordered in one of its sizes (sizesAndTiersCases.ts holds the size rules)
    size: 'M',
    personalization_text: text,
    options: { Style: shirt.option1, Printing: shirt.option2, Color: shirt.option3, Design: design.name, ...options },
  });
  const nameScript = { code: 'DSN-NAME', name: 'Custom Name Script' };

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    shirt = (
      await db.owner((q) =>
        q<Variant>(
          `select v.variant_sku, v.option1, v.option2, v.option3 from public.product_variants v
           join public.products p on p.id = v.product_id where p.sku = $1 and v.is_active order by v.position limit 1`,
          [SHIRT],
        ),
      )
    )[0]!;
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('a product offers the designs that fit it', () => {
    it('the cartoons shirt is ordered in a name, a message or initials, never in Pumpkin Patch', async () => {
      expect(await problem(shirtLine(nameScript, 'Alex'))).toBeNull();
      expect(await problem(shirtLine({ code: 'DSN-MONO', name: 'Classic Monogram' }, 'ALX'))).toBeNull();
      expect(await problem(shirtLine({ code: 'DSN-PUMPKIN', name: 'Pumpkin Patch' }, null))).toBe(
        `Pumpkin Patch is not a design of ${SHIRT_NAME}.`,
      );
      expect(await problem(shirtLine({ code: 'DSN-SNOW', name: 'Snowflake Flurry' }, null))).toBe(
        `Snowflake Flurry is not a design of ${SHIRT_NAME}.`,
      );
    });

    it('a product that names its designs is not ordered without one', async () => {
      const { Design: _unused, ...options } = shirtLine(nameScript, null).options;
      expect(await problem({ ...shirtLine(nameScript, null), design_code: null, options })).toBe(
        `Choose a design for ${SHIRT_NAME}.`,
      );
    });

    it('the seed names the designs of every product, each of them real and active', async () => {
      const unknown = await db.owner((q) =>
        q(
          `select p.sku, code from public.products p,
             jsonb_array_elements(p.product_options_config -> 'optionGroups') g,
             jsonb_array_elements_text(g -> 'designs') code
           where g ->> 'type' = 'design'
             and not exists (select 1 from public.designs d where d.design_code = code and d.is_active)`,
        ),
      );
      expect(unknown).toEqual([]);
      const without = await db.owner((q) =>
        q(
          // the seed's products (other cases add their own to the same database)
          `select p.sku from public.products p where p.sku like 'KL-%' and not exists (
             select 1 from jsonb_array_elements(p.product_options_config -> 'optionGroups') g
             where g ->> 'type' = 'design' and jsonb_array_length(g -> 'designs') > 0)`,
        ),
      );
      expect(without).toEqual([]);
    });
  });

  describe('search finds a product by the designs it offers', () => {
    const search = (text: string) =>
      db.as(anon, (q) =>
        q<{ r: { total: number; products: { name: string }[] } }>(
          'select public.category_products($1, $2, $3, $4, $5) as r',
          [null, text, 'featured', 100, 0],
        ).then((rows) => rows[0]!.r),
      );

    it('"pumpkin" finds the Halloween and Thanksgiving gifts that offer Pumpkin Patch, not the cartoons shirt', async () => {
      const found = await search('pumpkin');
      expect(found.total).toBeGreaterThan(0);
      // before, every product with a Design group was found by all twelve design names
      expect(found.total).toBeLessThan(40);
      expect(found.products.map((p) => p.name)).not.toContain(SHIRT_NAME);
      expect(found.products.map((p) => p.name)).toContain('Spooky Season Personalized T-Shirt');
      expect((await search('paw prints')).products.map((p) => p.name)).not.toContain(SHIRT_NAME);
    });
  });

  describe('one label per option', () => {
    it('keys options by Style, Printing, Color and Design, and reads older spellings as the same', async () => {
      for (const key of ['Colour', 'Color Options', 'Material', 'colour']) {
        const { Color, ...rest } = shirtLine(nameScript, 'Alex').options;
        expect(await problem({ ...shirtLine(nameScript, 'Alex'), options: { ...rest, [key]: Color } }), key).toBeNull();
      }
      // an older key is still checked against the item chosen
      expect(await problem(shirtLine(nameScript, 'Alex', { Colour: 'Gold Lamé' }))).toBe(
        'Colour "Gold Lamé" does not match the item chosen.',
      );
      expect(await problem(shirtLine(nameScript, 'Alex', { Finish: 'Matte' }))).toBe(
        `"Finish" is not an option of ${SHIRT_NAME}.`,
      );
    });

    it('the labels are the shop’s: option_group_key and product_option_groups', async () => {
      const keys = await db.owner((q) =>
        q<{ title: string; key: string }>(
          `select t as title, public.option_group_key(t) as key
           from unnest(array['Style Options', 'Printing', 'Colour', 'Color Options', 'Material', 'Design Options', 'Finish Options']) t`,
        ),
      );
      expect(keys.map((k) => k.key)).toEqual(['Style', 'Printing', 'Color', 'Color', 'Color', 'Design', 'Finish']);
      const groups = await db.owner((q) =>
        q<{ key: string }>(
          `select key from public.product_option_groups(
             '{"optionGroups":[{"title":"Colour","type":"variant","attribute":"Material"},{"title":"Pick a design","type":"design"}]}')`,
        ),
      );
      expect(groups.map((g) => g.key)).toEqual(['Color', 'Design']);
      const defaults = await db.owner((q) => q<{ key: string }>('select key from public.product_option_groups(null)'));
      expect(defaults.map((g) => g.key)).toEqual(['Style', 'Printing', 'Color', 'Design']);
    });
  });

  describe('the text rules the product page shows', () => {
    it('a design’s own limit and required text hold, and hostile input is refused by name', async () => {
      expect(await problem(shirtLine({ code: 'DSN-MONO', name: 'Classic Monogram' }, 'Alex'))).toBe(
        'Classic Monogram takes at most 3 characters for initials.',
      );
      expect(await problem(shirtLine(nameScript, '   '))).toBe('Custom Name Script needs your name.');
      expect(await problem(shirtLine(nameScript, 'W'.repeat(21)))).toBe(
        'Custom Name Script takes at most 20 characters for name.',
      );
      expect(await problem(shirtLine({ code: "DSN-NAME' or '1'='1", name: 'Custom Name Script' }, 'Alex'))).toBe(
        'This design is no longer available.',
      );
      expect(await problem(shirtLine(nameScript, 'Alex', { "Color'); drop table orders; --": 'x' }))).toMatch(
        /^"Color'\); drop table orders; --" is not an option of /,
      );
    });
  });
}
