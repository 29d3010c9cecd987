/**
 * The answers of the database functions that return jsonb, typed once.
 * The generated types (../supabase/database.types.ts) say only `Json` for
 * them; each shape here is the function's `jsonb_build_object`, named with
 * its migration, and built from the generated row types where it carries a
 * table's columns (so a renamed column fails the typecheck here too). A data
 * module reads the answer with `jsonAnswer<'name'>(data)` and hands it to
 * the entity's mapper; nothing else guesses its keys.
 */
import type { Database, Json } from '../supabase/database.types';
import type { OrderItemRow, OrderRow, ReviewRow } from './rows';

type Functions = Database['public']['Functions'];

/** One line of `order_proof(items)` (20250609002000_guest_checkout.sql, sizes in 20250609001000). */
export interface ProofLineAnswer {
  line_no: number;
  product_name: string | null;
  variant_name: string | null;
  design_code: string | null;
  design_name: string | null;
  text: string | null;
  /** The line's options as stored: option group or customization key → value. */
  options: { [key: string]: string | number | null } | null;
  size?: string | null;
  quantity: number;
}

/**
 * A guest's order by its private token (20250609002000_guest_checkout.sql): the orders row without
 * what only the server keeps, and its lines without their ids; null for any other token.
 */
export type GuestOrderAnswer = {
  /** The order's row, and its country's name (20250609021000_country_names.sql; the code when the shop has none). */
  order: Omit<OrderRow, 'user_id' | 'guest_token_hash' | 'guest_token' | 'idempotency_key'> & {
    shipping_country_name: string;
  };
  lines: Omit<OrderItemRow, 'order_id' | 'product_id'>[];
} | null;

export interface JsonAnswers {
  guest_order: GuestOrderAnswer;
  /** The same, once cancelled (20250609006500_guest_cancel.sql). */
  cancel_guest_order: GuestOrderAnswer;
  /** The texts as the shop will print them, and their fingerprint (null when nothing is personalized). */
  order_proof: { lines: ProofLineAnswer[] | null; fingerprint: string | null } | null;
  /** A holiday category's next occasion and its last order day (20250609003000_order_delivery.sql), or null. */
  occasion_order_by: { name: string; occasion_day: string; order_by: string } | null;
  /** The review as written (20250609005000_reviews.sql): the `reviews` row's public columns. */
  write_review: Pick<
    ReviewRow,
    | 'id'
    | 'product_id'
    | 'author_name'
    | 'stars'
    | 'title'
    | 'body'
    | 'bought_as_gift'
    | 'status'
    | 'helpful_count'
    | 'created_at'
    | 'edited_at'
  >;
}

/** What the named function answers. Only functions of the schema that return json can be named. */
export type JsonAnswer<F extends JsonFunction> = JsonAnswers[F];

/** The functions with a typed answer here; naming one the schema lacks, or one not returning json, fails the typecheck. */
export type JsonFunction = {
  [F in keyof JsonAnswers]: F extends keyof Functions ? (Functions[F]['Returns'] extends string ? never : F) : never;
}[keyof JsonAnswers];

/** A json function's answer read as its shape: the one place a `Json` answer is taken as one. */
export function jsonAnswer<F extends JsonFunction>(data: Json | null): JsonAnswer<F> {
  return data as unknown as JsonAnswer<F>;
}
