/**
 * `robots.txt` and `sitemap.xml`: the categories and active products, read
 * from the database with the anon key (what the shop shows anyone) and kept
 * for {@link SITEMAP_TTL_MS}.
 */
import { getSupabase } from '@giftshop/shared';
import { escapeHtml } from './htmlDocument';

export const SITEMAP_TTL_MS = 5 * 60_000;
/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE = 1_000;

/** Paths no crawler needs: a shopper's own pages. */
const privatePaths = ['/checkout', '/profile', '/orders', '/auth', '/newsletter/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

async function readAll(table: 'categories' | 'products', limit: number): Promise<string[]> {
  const supabase = await getSupabase();
  const values: string[] = [];
  for (let from = 0; from < limit; from += PAGE) {
    const to = Math.min(from + PAGE, limit) - 1;
    const { data, error } =
      table === 'products'
        ? await supabase.from('products').select('sku').eq('is_active', true).order('sku').range(from, to)
        : await supabase.from('categories').select('slug').order('slug').range(from, to);
    if (error) throw new Error(`Reading ${table} for the sitemap failed: ${error.message}`);
    const rows = data ?? [];
    values.push(...rows.map((row) => ('sku' in row ? row.sku : row.slug)));
    if (rows.length < PAGE) break;
  }
  return values;
}

async function buildSitemap(origin: string): Promise<string> {
  const categories = await readAll('categories', SITEMAP_MAX_URLS);
  const products = await readAll('products', SITEMAP_MAX_URLS - categories.length - 2);
  const paths = [
    '/',
    '/products',
    ...categories.map((slug) => `/category/${encodeURIComponent(slug)}`),
    ...products.map((sku) => `/product/${encodeURIComponent(sku)}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

let cached: { origin: string; at: number; xml: Promise<string> } | null = null;

/** The sitemap, from the cache when it is younger than {@link SITEMAP_TTL_MS}; a failed read is not kept. */
export function sitemapXml(origin: string): Promise<string> {
  if (cached && cached.origin === origin && Date.now() - cached.at < SITEMAP_TTL_MS) return cached.xml;
  const entry = { origin, at: Date.now(), xml: buildSitemap(origin) };
  cached = entry;
  entry.xml.catch(() => {
    if (cached === entry) cached = null;
  });
  return entry.xml;
}
