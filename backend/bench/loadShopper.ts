/**
 * One load-test connection's shoppers: each visit is one shopper, with their
 * own client address and their own supabase-js client, doing what the shop's
 * data modules do (mf-catalog/src/api, mf-product/src/api, mf-account/src/api,
 * mf-cart/src/api): browse the catalogue, maybe subscribe to the newsletter,
 * sign up or sign back in, save their profile, place an order, look at their orders.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import type { LatencyLog } from './latencyLog';
import type { RunKeys } from './storedWrites';
import { WriteLedger, type WriteAttempt } from './writeLedger';

export interface ShopSetup {
  url: string;
  anonKey: string;
  /** fetch over the load test's bounded connection pool. */
  fetch: typeof fetch;
  skus: string[];
  categories: string[];
  keys: RunKeys;
  log: LatencyLog;
  ledger: WriteLedger;
  /** performance.now() after which no new request starts. */
  deadline: number;
  /** A number unique across the run (for addresses, e-mails and attempt keys). */
  next: () => number;
  random: () => number;
  /** The share of visits that go on to sign up or sign in (and then save a profile, order, …). */
  accountShare: number;
  /**
   * Shoppers with an account who are not on the site right now. A returning
   * shopper is taken out for their visit and put back after, so no two
   * connections act for one shopper at once (their profile updates stay in order).
   */
  away: Account[];
}

export interface Account {
  email: string;
  password: string;
  address: string;
  userId: string;
}

/** The ledger entry of a write, made only once the request is really sent. */
type Sent = { attempt?: WriteAttempt };

/** Out of time: the visit ends where it is. */
class TimeUp extends Error {}

const CARD =
  'id, sku, name, price, original_price, discount_percentage, gallery_urls, is_active, featured, rating, review_count, created_at';
const PROFILE = 'id, email, first_name, last_name, display_name';
const SORTS = ['featured', 'price-low', 'price-high', 'rating', 'newest'];
const PASSWORD = 'gift-wrap-42';
const SEARCHES = ['mug', 'name', 'gift', 'star', 'christmas'];

/** 10.x.y.z, one per shopper, presented as X-Forwarded-For (the backend runs with --trust-proxy). */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A supabase-js client as one shopper's browser: their address on every request, every HTTP answer checked. */
function shopperClient(setup: ShopSetup, address: string, statuses: number[]): SupabaseClient {
  const tracked: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', address);
    try {
      const res = await setup.fetch(input, { ...init, headers });
      statuses.push(res.status);
      return res;
    } catch (error) {
      statuses.push(0);
      throw error;
    }
  };
  return createClient(setup.url, setup.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: tracked },
    realtime: { transport: WebSocket as never },
  });
}

type Result = { error: unknown; data?: unknown };

function describe(error: unknown, statuses: number[]): string {
  const status = statuses.find((s) => s < 200 || s > 299);
  const e = error as { code?: string; message?: string; cause?: { code?: string } } | null;
  const code = e?.cause?.code ?? e?.code ?? e?.message ?? '';
  return `${status === 0 ? 'network' : (status ?? 'no answer')} ${code}`.trim();
}

/** The visits one connection makes until the deadline, one request at a time. */
export async function runConnection(setup: ShopSetup): Promise<void> {
  while (performance.now() < setup.deadline) {
    try {
      await visit(setup);
    } catch (error) {
      if (!(error instanceof TimeUp)) throw error;
    }
  }
}

async function visit(setup: ShopSetup): Promise<void> {
  const { away, random } = setup;
  const returning =
    random() < setup.accountShare && away.length > 0 && random() < 0.5
      ? away.splice(Math.floor(random() * away.length), 1)[0]!
      : null;
  const visitor: Visitor = { account: returning };
  try {
    await visitAs(setup, visitor, returning !== null || random() < setup.accountShare / 2);
  } finally {
    if (visitor.account) away.push(visitor.account);
  }
}

/** Who is visiting: a returning shopper, or a new one (whose account, once signed up, is set here). */
interface Visitor {
  account: Account | null;
}

/** One shopper's visit: a returning one signs in; a new one signs up when `toAccount`. */
async function visitAs(setup: ShopSetup, visitor: Visitor, toAccount: boolean): Promise<void> {
  const returning = visitor.account;
  const { random, keys, ledger } = setup;
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const address = returning?.address ?? shopperAddress(setup.next());
  const statuses: number[] = [];
  const supabase = shopperClient(setup, address, statuses);

  /** One request, timed; null when anything about it failed (counted as an error). */
  const step = async <T extends Result>(kind: string, call: () => PromiseLike<T>, ok = (_: T) => true) => {
    if (performance.now() >= setup.deadline) throw new TimeUp();
    statuses.length = 0;
    const started = performance.now();
    let result: T | null = null;
    let thrown: unknown = null;
    try {
      result = await call();
    } catch (error) {
      thrown = error;
    }
    const ms = performance.now() - started;
    const failed =
      thrown !== null ||
      !result ||
      result.error ||
      statuses.length === 0 ||
      statuses.some((s) => s < 200 || s > 299) ||
      !ok(result);
    setup.log.record(kind, ms, failed ? describe(thrown ?? result?.error, statuses) || 'unexpected answer' : null);
    return failed ? null : result;
  };

  // browse: home, the products page, a category (and its next page), a search, two products with their variants
  await step('home: featured products', () =>
    supabase
      .from('products_view')
      .select(CARD)
      .eq('is_active', true)
      .not('price', 'is', null)
      .eq('featured', true)
      .order('rating', { ascending: false, nullsFirst: false })
      .order('id', { ascending: true })
      .limit(8)
      .retry(false),
  );
  await step('categories', () =>
    supabase
      .from('categories')
      .select('id, slug, name, description, parent_id, position')
      .order('position')
      .retry(false),
  );
  const listing = (category_slug: string | null, search: string | null) => () =>
    supabase
      .rpc('category_products', {
        category_slug,
        search,
        sort: pick(SORTS),
        page_size: 24,
        page_offset: Math.floor(random() * 3) * 24,
      })
      .retry(false);
  await step('products page: rpc category_products', listing(null, null));
  const category = pick(setup.categories);
  await step('category page: rpc category_products', listing(category, null));
  if (random() < 0.5) await step('category page: rpc category_products', listing(category, null));
  if (random() < 0.3) await step('search: rpc category_products', listing(null, pick(SEARCHES)));
  let productRow: ProductRow | null = null;
  let variants: Result | null = null;
  for (let i = 0; i < 2; i++) {
    const product = await step('product by sku', () =>
      supabase
        .from('products')
        .select('*')
        .eq('sku', pick(setup.skus))
        .eq('is_active', true)
        .maybeSingle()
        .retry(false),
    );
    productRow = (product?.data as ProductRow | null | undefined) ?? null;
    const id = productRow?.id;
    variants = id
      ? await step('product variants', () =>
          supabase
            .from('product_variants')
            .select('*')
            .eq('product_id', id)
            .eq('is_active', true)
            .order('position')
            .order('id')
            .retry(false),
        )
      : null;
  }
  const designs = await step('designs', () =>
    supabase.from('designs').select('*').order('position').order('id').retry(false),
  );

  if (random() < 0.2) {
    const email = `${keys.newsletterPrefix}${setup.next()}@example.com`;
    const sent: Sent = {};
    const saved = await step('newsletter: subscribe', () => {
      sent.attempt = ledger.attempt('newsletter', email);
      return supabase.from('newsletter_subscribers').insert({ email });
    });
    if (saved && sent.attempt) WriteLedger.ack(sent.attempt);
  }
  if (!toAccount) return;

  // sign up, or sign back in
  let account = returning;
  if (account) {
    const signedIn = await step(
      'auth: sign in (password)',
      () => supabase.auth.signInWithPassword({ email: account!.email, password: account!.password }),
      (r) => r.data?.session?.user.id === account!.userId,
    );
    if (!signedIn) return;
  } else {
    const n = setup.next();
    const email = `${keys.signupPrefix}${n}@example.com`;
    const sent: Sent = {};
    const signedUp = await step(
      'auth: sign up',
      () => {
        sent.attempt = ledger.attempt('signup', email);
        return supabase.auth.signUp({
          email,
          password: PASSWORD,
          options: { data: { first_name: 'Load', last_name: `Shopper ${n}` } },
        });
      },
      (r) => Boolean(r.data?.session && r.data.user),
    );
    if (!signedUp) return;
    const userId = signedUp.data.user!.id;
    WriteLedger.ack(sent.attempt!, { id: userId });
    account = { email, password: PASSWORD, address, userId };
    visitor.account = account;
  }
  const { userId } = account;

  await step('profile: read', () =>
    supabase.from('profiles').select(PROFILE).eq('id', userId).maybeSingle().retry(false),
  );
  if (random() < 0.6) {
    const key = `${keys.profilePrefix}${setup.next()}`;
    const sent: Sent = {};
    const saved = await step(
      'profile: update',
      () => {
        sent.attempt = ledger.attempt('profile', key, userId);
        return supabase
          .from('profiles')
          .update({ first_name: 'Load', last_name: 'Shopper', display_name: key })
          .eq('id', userId)
          .select(PROFILE)
          .maybeSingle();
      },
      (r) => (r.data as { display_name?: string } | null)?.display_name === key,
    );
    if (saved && sent.attempt) WriteLedger.ack(sent.attempt);
  }

  const variantRows = (variants?.data ?? []) as { variant_sku: string }[];
  const designRows = (designs?.data ?? []) as {
    design_code: string;
    is_active: boolean;
    personalization_options: { fields?: { maxLength?: number }[] } | null;
  }[];
  // as the product page offers them: the designs its Design group names (place_order refuses any other)
  const offered = productRow ? offeredDesigns(productRow.product_options_config) : null;
  const fitting = offered ? designRows.filter((d) => offered.includes(d.design_code)) : designRows;
  if (productRow && variantRows.length && fitting.length && random() < 0.6) {
    const key = `${keys.orderPrefix}${setup.next()}`;
    const quantity = 1 + Math.floor(random() * 3);
    // as the product page sends it: text only on a design that takes it, within the design's own limit
    const design = pick(fitting);
    const maxLength = design.personalization_options?.fields?.[0]?.maxLength;
    const text = maxLength ? 'Happy birthday'.slice(0, maxLength) : null;
    const sent: Sent = {};
    const placed = await step(
      'checkout: rpc place_order',
      async () => {
        sent.attempt = ledger.attempt('order', key);
        const items = [
          {
            product_sku: productRow.sku,
            variant_sku: pick(variantRows).variant_sku,
            design_code: design.design_code,
            quantity,
            personalization_text: text,
            options: {},
          },
        ];
        // as checkout does: the review step shows the proof, the shopper approves its spelling
        const { data: proof } = await supabase.rpc('order_proof', { items });
        return supabase.rpc('place_order', {
          items,
          shipping: {
            full_name: 'Load Shopper',
            line1: '12 Elm Street',
            line2: key,
            city: 'Portland',
            region: 'OR',
            postal_code: '97205',
            country: 'US',
            phone: null,
            organisation: null,
          },
          payment_method: 'pay_on_delivery',
          details: { proof_fingerprint: (proof as { fingerprint?: string | null } | null)?.fingerprint ?? null },
        });
      },
      (r) => Boolean((r.data as { order_number?: string } | null)?.order_number),
    );
    if (placed && sent.attempt) {
      const row = placed.data as { order_number: string; user_id: string; total: number | string };
      WriteLedger.ack(sent.attempt, {
        order_number: row.order_number,
        user_id: row.user_id,
        total: Number(row.total),
        quantity,
      });
    }
  }
  await step('my orders', () =>
    supabase
      .from('orders')
      .select('order_number, created_at, status, total')
      .order('created_at', { ascending: false })
      .limit(100)
      .retry(false),
  );
}

interface ProductRow {
  id: number;
  sku: string;
  product_options_config: unknown;
}

/** The design codes a product's Design group names, or null when it names none (every design fits). */
function offeredDesigns(config: unknown): string[] | null {
  const groups = (config as { optionGroups?: unknown } | null)?.optionGroups;
  if (!Array.isArray(groups)) return null;
  const group = groups.find(
    (g): g is { type: string; designs: unknown[] } =>
      (g as { type?: unknown }).type === 'design' && Array.isArray((g as { designs?: unknown }).designs),
  );
  return group ? group.designs.filter((d): d is string => typeof d === 'string') : null;
}
