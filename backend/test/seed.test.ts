import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allLinkedCategorySlugs } from '../../shared/src/navigation/linkedCategories';
import { buildCatalogue } from '../../supabase/scripts/catalogue/buildCatalogue';
import { PRODUCT_TYPES, typeBySlug } from '../../supabase/scripts/catalogue/productTypes';
import { storyFor, THEMES } from '../../supabase/scripts/catalogue/themes';
import { catalogueToSql } from '../../supabase/scripts/catalogue/seedSql';
import { withSeedReviews } from '../../supabase/scripts/reviews/seedReviews';
import { renderAsset } from '../src/storage/art/imagePaths';
import { seedSqlPath } from '../src/paths';

describe('seed catalogue', () => {
  const catalogue = buildCatalogue();

  it('supabase/seed.sql is what the generator writes, and stays under 1 MB', () => {
    expect(readFileSync(seedSqlPath, 'utf8')).toBe(withSeedReviews(catalogueToSql(catalogue), catalogue));
    expect(statSync(seedSqlPath).size).toBeLessThan(1_000_000);
  });

  it('has every linked category, 80+ products, 8+ featured, discounts and inactive rows', () => {
    const slugs = new Set(catalogue.categories.map((c) => c.slug));
    for (const slug of allLinkedCategorySlugs()) expect(slugs.has(slug), slug).toBe(true);
    const active = catalogue.products.filter((p) => p.is_active);
    expect(active.length).toBeGreaterThanOrEqual(80);
    expect(active.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    const discounted = active.filter((p) => p.discount_percentage > 0);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) expect(p.original_price).toBeGreaterThan(p.price);
    expect(catalogue.products.some((p) => !p.is_active)).toBe(true);
    expect(new Set(catalogue.products.map((p) => p.sku)).size).toBe(catalogue.products.length);
  });

  it('draws every image the seed refers to as an SVG', () => {
    const paths = [
      ...catalogue.products.flatMap((p) => p.gallery_urls.map((g) => g.url)),
      ...catalogue.designs.map((d) => d.image_url),
    ];
    for (const path of paths) {
      const [bucket, ...rest] = path.split('/');
      const svg = renderAsset(bucket!, rest.join('/'));
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg!).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched from the network
    }
    for (const p of catalogue.products) {
      // 2 to 4 photos in the style the page opens on, and one per colour of a style drawn differently
      const opening = p.gallery_urls.filter((g) => g.style === p.gallery_urls[0]!.style);
      expect(opening.length).toBeGreaterThanOrEqual(2);
      expect(opening.length).toBeLessThanOrEqual(4);
      const colours = new Set(p.variants.map((v) => v.option3)).size;
      expect(p.gallery_urls.length - opening.length).toBeOneOf([0, colours]);
    }
  });

  it('gives every product its own options, under one label each, with the designs that fit it (issue 33, items 4 and 7)', () => {
    const designs = new Map(catalogue.designs.map((d) => [d.code, d]));
    for (const p of catalogue.products) {
      const groups = p.product_options_config?.optionGroups ?? [];
      for (const g of groups) expect(['Style', 'Printing', 'Color', 'Design'], p.sku).toContain(g.title);
      const offered = groups.find((g) => g.type === 'design')?.designs ?? [];
      // a name, a message and initials suit everything; no product offers all twelve designs
      expect(offered.slice(0, 3), p.sku).toEqual(['DSN-NAME', 'DSN-TEXT', 'DSN-MONO']);
      expect(offered.length, p.sku).toBeLessThan(catalogue.designs.length);
      for (const code of offered) {
        const fits = designs.get(code)?.fits;
        expect(designs.has(code), `${p.sku} offers ${code}`).toBe(true);
        if (fits)
          expect(
            p.categories.some((c) => fits.includes(c)),
            `${p.sku} offers ${code}`,
          ).toBe(true);
      }
    }
    const offeredBy = (sku: string) =>
      catalogue.products
        .find((p) => p.sku === sku)!
        .product_options_config!.optionGroups.find((g) => g.type === 'design')!.designs;
    // the shirt of issue 33: cartoons, not pumpkins or snowflakes
    expect(catalogue.products.find((p) => p.sku === 'KL-TEE-109')!.name).toBe(
      'Saturday Morning Cartoons Personalized T-Shirt',
    );
    expect(offeredBy('KL-TEE-109')).toEqual(['DSN-NAME', 'DSN-TEXT', 'DSN-MONO']);
    expect(offeredBy('KL-TEE-102')).toContain('DSN-PUMPKIN'); // Spooky Season
    expect(offeredBy('KL-MUG-110')).toContain('DSN-PAWS'); // Paw Print Pet Name
  });

  it('writes "color" the American way wherever a shopper reads it (issue 33, item 7)', () => {
    const read = [
      ...catalogue.categories.flatMap((c) => [c.name, c.description]),
      ...catalogue.designs.map((d) => d.name),
      ...catalogue.products.flatMap((p) => [
        p.name,
        p.default_description,
        ...p.variants.flatMap((v) => [v.variant_name, v.option1, v.option2, v.option3]),
      ]),
    ];
    expect(read.filter((text) => /colou?r/i.test(text ?? '')).length).toBeGreaterThan(0);
    expect(read.filter((text) => /colour/i.test(text ?? ''))).toEqual([]);
  });

  it("opens each product's description with a line that fits it, not another product's (QA sweep 2, #11)", () => {
    // a theme's story opens the description of every product of the theme: it names no other product
    const named = (slug: string) => {
      const noun = typeBySlug.get(slug)!.noun.toLowerCase();
      return new RegExp(`\\b(${noun}${slug === 't-shirts' ? '|tee' : ''})s?\\b`, 'i');
    };
    const misfits = THEMES.flatMap((theme) =>
      theme.types.flatMap((own) =>
        PRODUCT_TYPES.filter((other) => other.slug !== own && named(other.slug).test(storyFor(theme, own))).map(
          (other) => `${theme.phrase} ${own}: "${storyFor(theme, own)}" names ${other.noun}`,
        ),
      ),
    );
    expect(misfits).toEqual([]);
    const opening = (sku: string) => catalogue.products.find((p) => p.sku === sku)!.default_description.split('. ')[0];
    const spirit = ['KL-TEE-103', 'KL-HOD-103', 'KL-BTL-101', 'KL-CAP-104'].map(opening);
    expect(new Set(spirit).size).toBe(4);
  });

  it("says each care phrase once in a product's description, and no sentence twice (KL-MUG-110: dishwasher and microwave safe, twice)", () => {
    // every clause of every type's care line ("machine wash cold", "tumble dry low"), as the seed spells them
    const carePhrases = [
      ...new Set(
        PRODUCT_TYPES.flatMap((type) =>
          type.care
            .toLowerCase()
            .replace(/\.$/, '')
            .split(/[,;] */),
        ),
      ),
    ];
    expect(carePhrases).toContain('dishwasher and microwave safe');
    const count = (text: string, phrase: string) => text.split(phrase).length - 1;
    const repeats = catalogue.products.flatMap((product) => {
      const text = product.default_description.toLowerCase();
      const sentences = text.split(/(?<=[.!?])\s+/);
      return [
        ...carePhrases.filter((phrase) => count(text, phrase) > 1).map((phrase) => `${product.sku}: "${phrase}"`),
        ...sentences.filter((s, i) => sentences.indexOf(s) !== i).map((s) => `${product.sku}: "${s}"`),
      ];
    });
    expect(repeats).toEqual([]);
    // and every product still says how to look after it, once
    const typeOf = (sku: string) => PRODUCT_TYPES.find((type) => sku.startsWith(`KL-${type.code}-`))!;
    const unsaid = catalogue.products.filter((p) => !p.default_description.endsWith(typeOf(p.sku).care));
    expect(unsaid.map((p) => p.sku)).toEqual([]);
  });

  it('gives image paths that name nothing a 404, not a drawing', () => {
    expect(renderAsset('product-images', 'mugs/sage-heart/x-5.svg')).toBeNull();
    expect(renderAsset('product-images', 'nope/sage-heart/x-1.svg')).toBeNull();
    expect(renderAsset('product-images', 'mugs/nocolour-heart/x-1.svg')).toBeNull();
    expect(renderAsset('secrets', 'x.svg')).toBeNull();
  });
});
