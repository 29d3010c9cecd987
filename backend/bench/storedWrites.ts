import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredWrite } from './writeLedger';

/** How a load run names what it writes, so its rows are found again (and nobody else's). */
export interface RunKeys {
  /** Sign-up e-mail addresses start with this. */
  signupPrefix: string;
  /** Newsletter addresses start with this. */
  newsletterPrefix: string;
  /** Orders carry their attempt key in shipping_line2, starting with this. */
  orderPrefix: string;
  /** Profile updates write their attempt key as display_name, starting with this. */
  profilePrefix: string;
}

/** Every row of a filtered query, 1,000 at a time (the backend caps rows per response). */
async function allRows<T>(
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await page(from, from + 999);
    if (error) throw new Error(`reading back the writes failed: ${error.message}`);
    rows.push(...(data ?? []));
    if (!data || data.length < 1000) return rows;
  }
}

/** The run's rows as they are in the database, read with the service key (no row level security). */
export async function readStoredWrites(admin: SupabaseClient, keys: RunKeys): Promise<StoredWrite[]> {
  const like = (prefix: string) => `${prefix.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const profiles = await allRows<{ id: string; email: string; display_name: string | null }>((from, to) =>
    admin
      .from('profiles')
      .select('id, email, display_name')
      .like('email', like(keys.signupPrefix))
      .order('id')
      .range(from, to),
  );
  const subscribers = await allRows<{ email: string }>((from, to) =>
    admin
      .from('newsletter_subscribers')
      .select('email')
      .like('email', like(keys.newsletterPrefix))
      .order('id')
      .range(from, to),
  );
  const orders = await allRows<{
    id: number;
    order_number: string;
    user_id: string;
    total: number | string;
    shipping_line2: string;
  }>((from, to) =>
    admin
      .from('orders')
      .select('id, order_number, user_id, total, shipping_line2')
      .like('shipping_line2', like(keys.orderPrefix))
      .order('id')
      .range(from, to),
  );
  const lines = new Map<number, number>();
  for (let i = 0; i < orders.length; i += 200) {
    const ids = orders.slice(i, i + 200).map((o) => o.id);
    const items = await allRows<{ order_id: number; quantity: number }>((from, to) =>
      admin.from('order_items').select('order_id, quantity').in('order_id', ids).order('id').range(from, to),
    );
    for (const item of items) lines.set(item.order_id, (lines.get(item.order_id) ?? 0) + item.quantity);
  }
  return [
    ...profiles.map((p) => ({ kind: 'signup' as const, key: p.email, fields: { id: p.id } })),
    ...profiles.map((p) => ({
      kind: 'profile' as const,
      owner: p.id,
      key: p.display_name?.startsWith(keys.profilePrefix) ? p.display_name : null,
    })),
    ...subscribers.map((s) => ({ kind: 'newsletter' as const, key: s.email })),
    ...orders.map((o) => ({
      kind: 'order' as const,
      key: o.shipping_line2,
      fields: {
        order_number: o.order_number,
        user_id: o.user_id,
        total: Number(o.total),
        quantity: lines.get(o.id) ?? 0,
      },
    })),
  ];
}
