/**
 * Orders an attacker cannot duplicate, bloat or bend (issue 14), through the
 * real supabase-js client against the real backend and its seeded catalogue:
 * the idempotency key, options checked against the product's own option
 * groups and the design's personalization rules, invisible characters,
 * price_cart hiding what reads hide, and a newsletter that reveals nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './testBackend';
import { shipping, withApprovedProof } from './orderFixtures';

let backend: TestBackend;
/** KL-STK-101's first active variant (configured groups: Style, Printing, Material, Design). */
let stocking: { variant_sku: string; option1: string; option2: string; option3: string };

/** A stocking line as the product page sends it, with `design` and `text` to vary. */
function stockingLine(
  design: { code: string; name: string },
  text: string | null,
  extra: Record<string, unknown> = {},
) {
  return {
    product_sku: 'KL-STK-101',
    variant_sku: stocking.variant_sku,
    design_code: design.code,
    quantity: 1,
    personalization_text: text,
    options: {
      Style: stocking.option1,
      Printing: stocking.option2,
      Material: stocking.option3,
      Design: design.name,
      ...(text ? { textColor: 'Navy', font: 'Classic Serif' } : {}),
    },
    ...extra,
  };
}
const message = { code: 'DSN-TEXT', name: 'Your Own Message' };
const monogram = { code: 'DSN-MONO', name: 'Classic Monogram' };
const nameScript = { code: 'DSN-NAME', name: 'Custom Name Script' };
const plaid = { code: 'DSN-PLAID', name: 'Buffalo Plaid' };

async function shopper(): Promise<SupabaseClient> {
  const supabase = backend.client();
  const { error } = await supabase.auth.signUp({ email: uniqueEmail('safety'), password: 'correct-horse-9' });
  expect(error).toBeNull();
  return supabase;
}

async function place(supabase: SupabaseClient, items: unknown[], extra: Record<string, unknown> = {}) {
  const details = await withApprovedProof(supabase, items, (extra.details ?? {}) as Record<string, unknown>);
  return supabase.rpc('place_order', { items, shipping, payment_method: 'pay_on_delivery', ...extra, details });
}

beforeAll(async () => {
  backend = await startTestBackend({ rateLimit: 10_000, writeLimit: 1_000_000 });
  const { data: product } = await backend.admin.from('products').select('id').eq('sku', 'KL-STK-101').single();
  const { data: variants, error } = await backend.admin
    .from('product_variants')
    .select('variant_sku,option1,option2,option3')
    .eq('product_id', product!.id)
    .eq('is_active', true)
    .order('position')
    .limit(1);
  expect(error).toBeNull();
  stocking = variants![0]!;
});
afterAll(async () => {
  await backend?.destroy();
});

describe('the idempotency key', () => {
  it('answers a repeated place_order with the order it first made', async () => {
    const supabase = await shopper();
    const key = crypto.randomUUID();
    const items = [stockingLine(message, 'Merry Christmas')];
    const first = await place(supabase, items, { idempotency_key: key });
    const second = await place(supabase, items, { idempotency_key: key });
    expect(first.error).toBeNull();
    expect(second.data.order_number).toBe(first.data.order_number);
    const { data: orders } = await supabase.from('orders').select('id');
    expect(orders).toHaveLength(1);
    const { data: lines } = await supabase.from('order_items').select('id');
    expect(lines).toHaveLength(1);
  });

  it('makes exactly one order from 20 concurrent copies', async () => {
    const supabase = await shopper();
    const key = crypto.randomUUID();
    const items = [stockingLine(message, 'Twenty at once')];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(supabase, items, { idempotency_key: key })),
    );
    expect(answers.map((a) => a.error)).toEqual(Array(20).fill(null));
    expect(new Set(answers.map((a) => a.data.order_number)).size).toBe(1);
    expect((await supabase.from('orders').select('id')).data).toHaveLength(1);
  });

  it('belongs to one shopper: the same key from another shopper is another order', async () => {
    const key = crypto.randomUUID();
    const items = [stockingLine(message, 'Shared key')];
    const ann = await place(await shopper(), items, { idempotency_key: key });
    const bob = await place(await shopper(), items, { idempotency_key: key });
    expect(ann.error).toBeNull();
    expect(bob.error).toBeNull();
    expect(bob.data.order_number).not.toBe(ann.data.order_number);
  });

  it('refuses a key that is not a uuid', async () => {
    const { error } = await place(await shopper(), [stockingLine(message, 'Hi')], { idempotency_key: 'again' });
    expect(error?.code).toBe('22P02');
  });
});

describe("a line's options", () => {
  it.each([
    ['an unknown option', { Engraving: 'Gold' }, /"Engraving" is not an option of Baby's First Christmas Stocking/],
    ['a material the variant is not', { Material: 'Velvet' }, /Material "Velvet" does not match/],
    ['a design name that is not the design', { Design: 'Starry Night' }, /Design "Starry Night" does not match/],
    ['a text colour the design does not offer', { textColor: 'Neon' }, /Neon is not a text colour of Your Own Message/],
    ['a lettering the design does not offer', { font: 'Comic' }, /Comic is not a lettering of Your Own Message/],
    ['an option that is not text', { Style: 12 }, /"Style" must be text/],
    ['900 KB of options', { Style: 'x'.repeat(900_000) }, /options are too long/],
    ['many options', Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v'])), /options are too long/],
  ])('refuses %s, naming the field', async (_, options, expected) => {
    const line = stockingLine(message, 'Merry Christmas');
    const { data, error } = await place(await shopper(), [{ ...line, options: { ...line.options, ...options } }]);
    expect(data).toBeNull();
    expect(error?.message).toMatch(/^Line 1: /);
    expect(error?.message).toMatch(expected);
  });

  it("keeps the design's own text limit, not only the shop's 100", async () => {
    const supabase = await shopper();
    const tooLong = await place(supabase, [stockingLine(monogram, 'x'.repeat(75))]);
    expect(tooLong.error?.message).toBe('Line 1: Classic Monogram takes at most 3 characters for initials.');
    const four = await place(supabase, [stockingLine(monogram, 'ELRS')]);
    expect(four.error?.message).toMatch(/at most 3 characters/);
    const ok = await place(supabase, [stockingLine(monogram, 'ELR')]);
    expect(ok.error).toBeNull();
  });

  it('needs the text a name design asks for', async () => {
    const supabase = await shopper();
    for (const text of [null, '', '   ', '\u200b\u00a0']) {
      const { error } = await place(supabase, [stockingLine(nameScript, text)]);
      expect(error?.message, JSON.stringify(text)).toBe('Line 1: Custom Name Script needs your name.');
    }
  });

  it('refuses text on a design that cannot be personalized, and text colour without text', async () => {
    const supabase = await shopper();
    expect((await place(supabase, [stockingLine(plaid, 'Sneaky')])).error?.message).toMatch(
      /textColor" is only for personalized text|Buffalo Plaid cannot be personalized/,
    );
    const line = stockingLine(plaid, null);
    expect(
      (await place(supabase, [{ ...line, options: { ...line.options, textColor: 'Navy' } }])).error?.message,
    ).toMatch(/"textColor" is only for personalized text/);
    expect((await place(supabase, [line])).error).toBeNull();
  });

  it('stores personalization cleaned of invisible characters and counts what remains', async () => {
    const supabase = await shopper();
    const { data, error } = await place(supabase, [stockingLine(monogram, '\u200bE\u200dL\u00adR\ufeff ')]);
    expect(error).toBeNull();
    const { data: lines } = await supabase.from('order_items').select('personalization_text').eq('order_id', data.id);
    expect(lines).toEqual([{ personalization_text: 'ELR' }]);
  });

  it('refuses a line that is not an object, and hostile text is stored as text', async () => {
    const supabase = await shopper();
    expect((await place(supabase, ['KL-STK-101'])).error?.message).toBe('Line 1: This line is not an item.');
    const hostile = `</script><img src=x onerror=alert(1)>'; drop table orders;--`;
    const { data, error } = await place(supabase, [stockingLine(message, hostile)]);
    expect(error).toBeNull();
    const { data: lines } = await supabase.from('order_items').select('personalization_text').eq('order_id', data.id);
    expect(lines).toEqual([{ personalization_text: hostile }]);
  });
});

describe('the shipping address', () => {
  it('is trimmed of invisible characters before it is checked', async () => {
    const supabase = await shopper();
    const blank = await place(supabase, [stockingLine(message, 'Hi')], {
      shipping: { ...shipping, full_name: '\u00a0\u200b' },
    });
    expect(blank.error?.message).toBe('Enter your full name.');
    const padded = await place(supabase, [stockingLine(message, 'Hi')], {
      shipping: { ...shipping, full_name: '\u200b Ada\u00a0\u00a0Lee \ufeff', city: '\tPortland\n' },
    });
    expect(padded.error).toBeNull();
    expect(padded.data).toMatchObject({ shipping_name: 'Ada Lee', shipping_city: 'Portland' });
  });

  it('refuses fields that are too long or not text, by name', async () => {
    const supabase = await shopper();
    const items = [stockingLine(message, 'Hi')];
    expect(
      (await place(supabase, items, { shipping: { ...shipping, postal_code: '9'.repeat(21) } })).error?.message,
    ).toBe("The shipping address's postal code is at most 20 characters.");
    expect((await place(supabase, items, { shipping: { ...shipping, city: { $ne: 1 } } })).error?.message).toBe(
      "The shipping address's city must be text.",
    );
  });
});

describe('price_cart', () => {
  it('tells nothing about inactive products and variants', async () => {
    const { data: product } = await backend.admin
      .from('products')
      .select('id,sku,name')
      .eq('is_active', false)
      .limit(1)
      .single();
    const { data: variant } = await backend.admin
      .from('product_variants')
      .select('variant_sku')
      .eq('product_id', product!.id)
      .limit(1)
      .single();
    const { data: inactiveVariant } = await backend.admin
      .from('product_variants')
      .select('variant_sku,price')
      .eq('is_active', false)
      .limit(1)
      .single();
    const { data, error } = await backend.client().rpc('price_cart', {
      items: [
        { variant_sku: variant!.variant_sku, quantity: 1 },
        { variant_sku: inactiveVariant!.variant_sku, quantity: 1 },
      ],
    });
    expect(error).toBeNull();
    for (const line of data.lines) {
      expect(line).toMatchObject({ unit_price: null, problem: 'This item is no longer sold.' });
    }
    expect(JSON.stringify(data)).not.toContain(product!.name);
    expect(data.subtotal).toBe(0);
  });
});

describe('the newsletter', () => {
  it('answers the same for a new and a known address, and keeps one row', async () => {
    const client = backend.client();
    const email = uniqueEmail('news');
    const first = await client.from('newsletter_subscribers').insert({ email });
    const again = await client.from('newsletter_subscribers').insert({ email: ` ${email.toUpperCase()}\u200b` });
    expect([first.status, first.error]).toEqual([201, null]);
    expect([again.status, again.error]).toEqual([201, null]);
    const { data: stored } = await backend.admin.from('newsletter_subscribers').select('email').ilike('email', email);
    expect(stored).toEqual([{ email }]);
  });

  it('takes one address per request', async () => {
    const emails = Array.from({ length: 1000 }, (_, i) => ({ email: uniqueEmail(`bulk${i}`) }));
    const { error } = await backend.client().from('newsletter_subscribers').insert(emails);
    expect(error?.message).toBe('Subscribe one address at a time.');
    const { count } = await backend.admin
      .from('newsletter_subscribers')
      .select('id', { count: 'exact', head: true })
      .like('email', 'bulk%');
    expect(count).toBe(0);
  });
});
