/**
 * `robots.txt` and `sitemap.xml`: the categories and active products, read
 * from the database with the anon key (what the shop shows anyone) and kept
 * for {@link SITEMAP_TTL_MS}.
 */
import { getSupabase } from '@giftshop/shared';
import { escapeHtml } from './htmlDocument';
import type { ShopRoute } from '../src/routes/composeRoutes';

export const SITEMAP_TTL_MS = 5 * 60_000;
/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE = 1_000;

/** Paths no crawler needs: a shopper's own pages, as the remotes declare them (up to their first parameter). */
function privatePaths(routes: readonly ShopRoute[]): string[] {
  const declared = routes.filter((route) => route.private).map((route) => route.path.split(':')[0]!);
  const paths = [...new Set([...declared, '/newsletter/'])];
  // `/orders` already keeps crawlers from `/orders/…`.
  const within = (path: string, other: string) => path !== other && path.startsWith(other.replace(/\/?$/, '/'));
  return paths.filter((path) => !paths.some((other) => within(path, other)));
}

/** The pages with a fixed address that the server renders for anyone: the sitemap lists them. */
const publicPages = (routes: readonly ShopRoute[]) =>
  routes
    .filter((route) => !route.private && route.server !== 'browser' && !route.path.includes(':'))
    .map((r) => r.path);

export function robotsTxt(origin: string, routes: readonly ShopRoute[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths(routes).map((path) => `Disallow: ${path}`),
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

async function buildSitemap(origin: string, pages: string[]): Promise<string> {
  const categories = await readAll('categories', SITEMAP_MAX_URLS);
  const products = await readAll('products', SITEMAP_MAX_URLS - categories.length - pages.length);
  const paths = [
    ...pages,
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

let cached: { key: string; at: number; xml: Promise<string> } | null = null;

/**
 * The sitemap: the remotes' public pages with a fixed address, then each category and active product. From
 * the cache when it is younger than {@link SITEMAP_TTL_MS} and the pages are the same; a failed read is not kept.
 */
export function sitemapXml(origin: string, routes: readonly ShopRoute[]): Promise<string> {
  const pages = publicPages(routes);
  const key = `${origin} ${pages.join(' ')}`;
  if (cached && cached.key === key && Date.now() - cached.at < SITEMAP_TTL_MS) return cached.xml;
  const entry = { key, at: Date.now(), xml: buildSitemap(origin, pages) };
  cached = entry;
  entry.xml.catch(() => {
    if (cached === entry) cached = null;
  });
  return entry.xml;
}
