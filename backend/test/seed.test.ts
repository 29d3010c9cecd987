import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allLinkedCategorySlugs } from '../../shared/src/navigation/categories';
import { buildCatalogue } from '../../supabase/scripts/catalogue/buildCatalogue';
import { catalogueToSql } from '../../supabase/scripts/catalogue/seedSql';
import { renderAsset } from '../src/storage/art/imagePaths';
import { seedSqlPath } from '../src/paths';

describe('seed catalogue', () => {
  const catalogue = buildCatalogue();

  it('supabase/seed.sql is what the generator writes, and stays under 1 MB', () => {
    expect(readFileSync(seedSqlPath, 'utf8')).toBe(catalogueToSql(catalogue));
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
      expect(p.gallery_urls.length).toBeGreaterThanOrEqual(2);
      expect(p.gallery_urls.length).toBeLessThanOrEqual(4);
    }
  });

  it('gives image paths that name nothing a 404, not a drawing', () => {
    expect(renderAsset('product-images', 'mugs/sage-heart/x-5.svg')).toBeNull();
    expect(renderAsset('product-images', 'nope/sage-heart/x-1.svg')).toBeNull();
    expect(renderAsset('product-images', 'mugs/nocolour-heart/x-1.svg')).toBeNull();
    expect(renderAsset('secrets', 'x.svg')).toBeNull();
  });
});
