import type { SupabaseClient } from '@supabase/supabase-js';

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
