/**
 * Proof, checked by `npm run typecheck` (never run, never bundled), that the
 * typed client and the mappers catch a column or argument the schema does not
 * have. Each line marked `@ts-expect-error` must fail to compile: if a
 * misspelling ever slipped through, the directive itself would be the error.
 * The misspellings are the guesses the old row readers made.
 */
import { toOrderSummary } from '../domain/orderRows';
import type { JsonAnswer } from '../domain/jsonAnswers';
import { toProfile } from '../domain/profileRows';
import { toReview } from '../domain/reviewRows';
import type { SupabaseClient } from './client';
import type { Tables } from './database.types';

export async function misspeltNamesFailTheTypecheck(supabase: SupabaseClient): Promise<void> {
  // a table that does not exist
  // @ts-expect-error -- there is no `order` table (it is `orders`)
  void supabase.from('order').select('*');

  // a renamed column read by a mapper: `number` instead of `order_number`
  const { data: orders } = await supabase.from('orders').select('number, created_at, status, total');
  // @ts-expect-error -- the rows carry a select error, not an order row
  void orders?.map(toOrderSummary);

  // the same read with the schema's names compiles
  const { data: listed } = await supabase.from('orders').select('order_number, created_at, status, total');
  void listed?.map(toOrderSummary);

  // a misspelt column in a row type
  // @ts-expect-error -- orders has shipping_line1, never shipping_street
  const street: Tables<'orders'>['shipping_street'] = '';
  void street;

  // a misspelt column in a write
  // @ts-expect-error -- profiles has display_name, not displayname
  void supabase.from('profiles').update({ displayname: 'Ada' }).eq('id', 'x');

  // a misspelt function argument
  // @ts-expect-error -- category_products takes category_slug, not slug
  void supabase.rpc('category_products', { slug: 'mugs' });

  // a function that does not exist
  // @ts-expect-error -- there is no place_orders function
  void supabase.rpc('place_orders', {});

  // a mapper fed a row that lacks a column it reads
  const { data: profile } = await supabase.from('profiles').select('id, email, first_name, last_name').single();
  // @ts-expect-error -- display_name was not selected
  if (profile) void toProfile(profile);

  // a review mapper fed rows that lack a column it reads (a renamed helpful_count would do the same)
  const { data: reviews } = await supabase.from('reviews').select('id, product_id, stars, title, body');
  // @ts-expect-error -- author_name, helpful_count… were not selected
  void reviews?.map(toReview);

  // a json function's typed answer named for a function the schema lacks
  // @ts-expect-error -- there is no order_proofs function
  const proof: JsonAnswer<'order_proofs'> = null;
  void proof;
}
