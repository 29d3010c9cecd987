/**
 * The seed's reviews (issue 30): a few generated shoppers, each review tied
 * to its own generated order of the product, so every rating the
 * shop shows is backed by rows. The figures (products.rating, review_count,
 * product_ratings) are not written here: the reviews table's trigger keeps
 * them. Deterministic; about one product in seven has no reviews yet.
 */
import type { Catalogue, ProductSeed } from '../catalogue/buildCatalogue';

const str = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A small seeded generator (mulberry32), so the seed is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHOPPERS: [string, string][] = [
  ['Olivia', 'Bennett'],
  ['Liam', 'Carter'],
  ['Sophia', 'Nguyen'],
  ['Noah', 'Patel'],
  ['Emma', 'Garcia'],
  ['James', "O'Brien"],
  ['Ava', 'Kowalski'],
  ['Lucas', 'Haddad'],
  ['Mia', 'Rossi'],
  ['Ethan', 'Moreau'],
  ['Isla', 'Fraser'],
  ['Mateo', 'Silva'],
  ['Chloe', 'Dubois'],
  ['Amir', 'Rahman'],
  ['Grace', 'Walsh'],
  ['Hana', 'Sato'],
  ['Oscar', 'Lindqvist'],
  ['Zoe', 'Adeyemi'],
  ['Leo', 'Novak'],
  ['Ruby', 'Hughes'],
  ['Theo', 'Schmidt'],
  ['Nora', 'Jensen'],
  ['Felix', 'Murphy'],
  ['Maya', 'Cohen'],
];

const TITLES: Record<number, string[]> = {
  5: [
    'Perfect gift',
    'Absolutely lovely',
    'Better than the photos',
    'Made her cry (happy tears)',
    'Beautiful lettering',
  ],
  4: ['Really nice', 'Very happy with it', 'Lovely, slightly smaller than expected', 'Good quality', 'Would buy again'],
  3: ['Nice but not perfect', 'Okay overall', 'Print a little faint', 'Decent for the price'],
  2: ['Disappointed with the print', 'Lettering was off-center', 'Not as pictured'],
  1: ['Arrived damaged', 'Wrong name printed'],
};

const OPENINGS: Record<number, string[]> = {
  5: [
    'The personalization came out crisp and exactly as I typed it.',
    'The lettering is sharp and the colors are even richer in person.',
    'Ordered this as a gift and it was the hit of the day.',
  ],
  4: [
    'The printing is clean and the name is spelled perfectly.',
    'Good quality and it arrived well packed.',
    'Looks lovely, though it took a few days longer than I hoped.',
  ],
  3: [
    'The product itself is fine, but the print is lighter than in the preview.',
    'It is nice, just not quite what the preview showed.',
  ],
  2: ['The lettering sat a little off-center on mine.', 'The colors were duller than the photos.'],
  1: ['It arrived with a chip on one side.', 'One letter of the name was printed wrong.'],
};

const CLOSINGS = [
  'Customer service answered within a day.',
  'Would recommend for birthdays.',
  'The preview on the page matched what arrived.',
  'Packaging was gift-ready.',
  '',
];

/** Stars around the product's own catalogue figure (3.9–5.0), so products differ as before. */
function starsNear(target: number, random: () => number): number {
  const r = random();
  const stars = target + (r < 0.15 ? -2 : r < 0.35 ? -1 : r > 0.8 ? 1 : 0) + (random() - 0.5);
  return Math.min(5, Math.max(1, Math.round(stars)));
}

interface SeedReview {
  n: number;
  shopper: number;
  product: ProductSeed;
  stars: number;
  title: string;
  body: string;
  gift: boolean;
  helpful: number;
  /** When the review was written; its order was placed 12 days before. */
  at: string;
}

const SEED_DAY = Date.UTC(2025, 5, 1, 9, 0, 0);

export function seedReviews(catalogue: Catalogue): SeedReview[] {
  const random = prng(20250609);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const reviews: SeedReview[] = [];
  for (const product of catalogue.products.filter((p) => p.is_active)) {
    const howMany = random() < 0.14 ? 0 : 1 + Math.floor(random() * random() * 7);
    const shoppers = new Set<number>();
    for (let i = 0; i < howMany; i++) {
      let shopper = Math.floor(random() * SHOPPERS.length);
      while (shoppers.has(shopper)) shopper = (shopper + 1) % SHOPPERS.length;
      shoppers.add(shopper);
      const stars = starsNear(product.rating, random);
      const closing = pick(CLOSINGS);
      reviews.push({
        n: reviews.length + 1,
        shopper,
        product,
        stars,
        title: pick(TITLES[stars]!),
        body: `${pick(OPENINGS[stars]!)}${closing ? ` ${closing}` : ''}`,
        gift: random() < 0.45,
        helpful: Math.floor(random() * random() * 25),
        at: new Date(
          SEED_DAY - Math.floor(random() * 300) * 86_400_000 - Math.floor(random() * 86_400) * 1000,
        ).toISOString(),
      });
    }
  }
  return reviews;
}

/** A seed shopper's fixed id (they have no password: nobody signs in as them). */
const shopperId = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

/** The seed shoppers, their orders (one line each) and their reviews, as SQL after the catalogue. */
export function reviewsToSql(catalogue: Catalogue): string {
  const reviews = seedReviews(catalogue);
  const users = SHOPPERS.map(
    ([first, last], i) =>
      `  (${str(shopperId(i))}, 'authenticated', 'authenticated', ${str(`${first.toLowerCase()}.${i + 1}@reviewers.keepsake-lane.test`)}, ` +
      `${str(JSON.stringify({ first_name: first, last_name: last }))}::jsonb, '2024-06-01', '2024-06-01')`,
  );
  const rows = reviews.map(
    (r) =>
      `  (${r.n}, ${str(shopperId(r.shopper))}, ${str(r.product.sku)}, ${r.stars}, ${str(r.title)}, ${str(r.body)}, ` +
      `${r.gift}, ${r.helpful}, ${str(r.at)})`,
  );
  return [
    '-- Seed reviews (supabase/scripts/reviews/seedReviews.ts): shoppers who cannot sign in, one delivered order',
    '-- of one line for each review (paid on delivery: only a delivered, paid line may be reviewed). The ratings',
    '-- the shop shows are derived from these rows by a trigger.',
    'insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, created_at) values',
    users.join(',\n') + ';',
    '',
    'create temporary table seed_reviews (n integer, user_id uuid, sku text, stars smallint, title text, body text,',
    '  gift boolean, helpful integer, written_at timestamptz) on commit drop;',
    'insert into seed_reviews values',
    rows.join(',\n') + ';',
    '',
    'insert into public.orders (order_number, user_id, shipping_name, shipping_line1, shipping_city,',
    '  shipping_postal_code, shipping_country, payment_method, subtotal, shipping, total, created_at, status,',
    '  tracking_number, shipped_at, delivered_at)',
    "select 'KL-R' || lpad(s.n::text, 5, '0'), s.user_id, concat_ws(' ', pr.first_name, pr.last_name),",
    "  '1 Review Lane', 'Springfield', '12345', 'United States', 'pay_on_delivery', v.price, 0, v.price,",
    "  s.written_at - interval '12 days', 'delivered', 'KLR-' || lpad(s.n::text, 5, '0'),",
    "  s.written_at - interval '8 days', s.written_at - interval '5 days'",
    'from seed_reviews s',
    'join public.profiles pr on pr.id = s.user_id',
    'join public.products p on p.sku = s.sku',
    'join lateral (select price from public.product_variants where product_id = p.id order by position, id limit 1) v on true;',
    '',
    'insert into public.order_items (order_id, product_id, product_name, variant_sku, variant_name, quantity,',
    '  unit_price, line_total)',
    'select o.id, p.id, p.name, v.variant_sku, v.variant_name, 1, v.price, v.price',
    'from seed_reviews s',
    "join public.orders o on o.order_number = 'KL-R' || lpad(s.n::text, 5, '0')",
    'join public.products p on p.sku = s.sku',
    'join lateral (select variant_sku, variant_name, price from public.product_variants where product_id = p.id',
    '  order by position, id limit 1) v on true;',
    '',
    'insert into public.reviews (order_item_id, product_id, user_id, author_name, stars, title, body, bought_as_gift,',
    '  helpful_count, created_at)',
    'select i.id, i.product_id, s.user_id, public.review_author_name(s.user_id), s.stars, s.title, s.body, s.gift,',
    '  s.helpful, s.written_at',
    'from seed_reviews s',
    "join public.orders o on o.order_number = 'KL-R' || lpad(s.n::text, 5, '0')",
    'join public.order_items i on i.order_id = o.id',
    'order by s.n;',
    '',
  ].join('\n');
}

/**
 * The catalogue's SQL with the reviews inside its transaction (before its
 * `commit;`). The catalogue's own rating figures are cleared first: every
 * rating shown comes from these reviews.
 */
export function withSeedReviews(catalogueSql: string, catalogue: Catalogue): string {
  const end = catalogueSql.lastIndexOf('commit;');
  if (end < 0) throw new Error('the catalogue SQL has no commit; to put the reviews before');
  return (
    catalogueSql.slice(0, end) +
    '-- Ratings come from reviews only (the reviews trigger keeps them): none until a review is written.\n' +
    'update public.products set rating = null, review_count = null;\n\n' +
    reviewsToSql(catalogue) +
    '\n' +
    catalogueSql.slice(end)
  );
}
