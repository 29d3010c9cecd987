import type { SupabaseClient } from '@supabase/supabase-js';
import type { OutboxRow } from '../src/outbox/outboxEmails';
import type { Query } from './sqlDatabase';

/** What the order tests send to `place_order`: a shipping address, and a line of a test mug. */

export const shipping = {
  full_name: 'Ada Lee',
  line1: '12 Elm Street',
  city: 'Portland',
  region: 'OR',
  postal_code: '97205',
  country: 'US',
};

/**
 * A line factory for a test mug (`<prefix>-MUG`, 11 or 15 oz as `<prefix>-MUG-11`/`-15`) in its Rose design
 * (`<prefix>-ROSE`), personalised "For Grandma Rose".
 */
export const mugLine =
  (prefix: string) =>
  (variant_sku: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
    product_sku: `${prefix}-MUG`,
    variant_sku,
    design_code: `${prefix}-ROSE`,
    quantity,
    personalization_text: 'For Grandma Rose',
    options: { Style: variant_sku === `${prefix}-MUG-15` ? '15 oz' : '11 oz', Color: 'White', Design: 'Rose' },
    ...extra,
  });

/**
 * place_order's `details` as a SQL expression, with the proof approved as the checkout sends it once "I have
 * checked the spelling" is ticked: the fingerprint of order_proof(`items`) (a SQL expression), under `details`
 * (a SQL expression; a proof_fingerprint of its own wins, so a test can send a stale one or none).
 */
export const approvedDetails = (items: string, details = "'{}'::jsonb") =>
  `jsonb_build_object('proof_fingerprint', public.order_proof(${items}) ->> 'fingerprint') || ${details}`;

/** The same over the API: `details` with the fingerprint of the proof of `items`, read with order_proof. */
export async function withApprovedProof(
  client: SupabaseClient,
  items: unknown,
  details: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { data, error } = await client.rpc('order_proof', { items });
  if (error) throw new Error(`order_proof: ${JSON.stringify(error)}`);
  const fingerprint = (data as { fingerprint?: string | null } | null)?.fingerprint ?? null;
  return { proof_fingerprint: fingerprint, ...details };
}

/**
 * A test mug (`<prefix>-MUG`, variant `<prefix>-MUG-11` at $22.99) and a design taking a message of up to 100
 * characters (`<prefix>-ROSE`), as the order cases place them.
 */
export async function insertTestMug(q: Query, prefix: string, name: string): Promise<void> {
  const [mug] = await q('insert into public.products (sku, name, price) values ($1, $2, 20) returning id', [
    `${prefix}-MUG`,
    name,
  ]);
  await q(
    `insert into public.product_variants (product_id, variant_sku, variant_name, option1, option3, price, is_active)
     values ($1, $2, '11 oz', '11 oz', 'White', 22.99, true)`,
    [mug!.id, `${prefix}-MUG-11`],
  );
  await q(
    "insert into public.designs (design_name, design_code, personalization_options) values ('Rose', $1, $2::jsonb)",
    [`${prefix}-ROSE`, JSON.stringify({ fields: [{ key: 'text', label: 'Message', maxLength: 100 }] })],
  );
}

/** The same test mug made over the API with the service role (`admin`), for tests of a running backend. */
export async function insertTestMugOverApi(admin: SupabaseClient, prefix: string, name: string): Promise<void> {
  const { data: mug, error } = await admin
    .from('products')
    .insert({ sku: `${prefix}-MUG`, name, price: 20 })
    .select()
    .single();
  if (error) throw new Error(`products: ${error.message}`);
  const variant = await admin.from('product_variants').insert([
    {
      product_id: (mug as { id: number }).id,
      variant_sku: `${prefix}-MUG-11`,
      variant_name: '11 oz',
      option1: '11 oz',
      option3: 'White',
      price: 20,
    },
  ]);
  if (variant.error) throw new Error(`product_variants: ${variant.error.message}`);
  const design = await admin.from('designs').insert({
    design_name: 'Rose',
    design_code: `${prefix}-ROSE`,
    personalization_options: { fields: [{ key: 'text', label: 'Message', maxLength: 100 }] },
  });
  if (design.error) throw new Error(`designs: ${design.error.message}`);
}

/** An outbox row as the sender claims it (tried once, not sent), of `kind` with `payload`. */
export const outboxRow = (over: Partial<OutboxRow> & Pick<OutboxRow, 'kind' | 'payload'>): OutboxRow => ({
  id: 1,
  recipient: 'ada@example.test',
  message_id: 'c0ffee00-1111-4222-8333-444455556666',
  attempts: 1,
  claim_id: null,
  claimed_until: null,
  created_at: '2026-12-14T15:00:00Z',
  next_attempt_at: '2026-12-14T15:00:00Z',
  sent_at: null,
  gave_up_at: null,
  last_error: null,
  ...over,
});
