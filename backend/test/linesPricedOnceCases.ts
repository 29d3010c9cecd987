/**
 * The cart's lines are priced once per statement (order_lines_priced in
 * 20250609001000_sizes_and_volume_prices.sql): place_order and price_cart
 * ask for the same lines' prices several times in one statement, and the
 * first answer is kept for the rest of that statement only. These cases
 * check what that must never change: a later statement (even in the same
 * transaction) sees a new price, two different carts in one statement are
 * each priced as themselves, and a kept answer planted by a caller in an
 * earlier statement is never read as a price. The same cases run on the
 * embedded backend's PGlite (linesPricedOnce.database.test.ts) and on
 * PostgreSQL 15 (hosted/linesPricedOnce.hosted.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from './sqlDatabase';

const mug = (quantity = 1) => ({ product_sku: 'LPO-MUG', variant_sku: 'LPO-MUG-11', quantity, options: {} });

export function linesPricedOnceCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      const [product] = await q(
        "insert into public.products (sku, name, price) values ('LPO-MUG', 'Priced Once Mug', 10) returning id",
      );
      await q(
        `insert into public.product_variants (product_id, variant_sku, variant_name, option1, price)
         values ($1, 'LPO-MUG-11', '11 oz', '11 oz', 10)`,
        [product!.id],
      );
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`lines priced once per statement (${engine})`, () => {
    it('a later statement of the same transaction sees a new price', async () => {
      const subtotals = await db
        .owner(async (q) => {
          const quote = async () => {
            const [row] = await q<{ subtotal: string }>(
              "select public.price_cart($1::jsonb) ->> 'subtotal' as subtotal",
              [JSON.stringify([mug(2)])],
            );
            return Number(row!.subtotal);
          };
          const before = await quote();
          await q("update public.product_variants set price = 12 where variant_sku = 'LPO-MUG-11'");
          const after = await quote();
          throw Object.assign(new Error('rolled back on purpose'), { subtotals: [before, after] });
        })
        .catch((error: { subtotals?: number[] }) => {
          if (!error.subtotals) throw error;
          return error.subtotals;
        });
      expect(subtotals).toEqual([20, 24]);
    });

    it('two different carts in one statement are each priced as themselves', async () => {
      const [row] = await db.as({ role: 'anon' }, (q) =>
        q<{ one: string; three: string; one_again: string }>(
          `select public.price_cart($1::jsonb) ->> 'subtotal' as one, public.price_cart($2::jsonb) ->> 'subtotal' as three,
             public.price_cart($1::jsonb) ->> 'subtotal' as one_again`,
          [JSON.stringify([mug(1)]), JSON.stringify([mug(3)])],
        ),
      );
      expect(row).toEqual({ one: '10.00', three: '30.00', one_again: '10.00' });
    });

    it('a kept answer planted by a caller in an earlier statement is never read as a price', async () => {
      const items = JSON.stringify([mug(1)]);
      const forged = JSON.stringify([
        { line_no: 1, product_id: 1, product_name: 'Forged', variant_sku: 'LPO-MUG-11', quantity: 1, unit_price: 0.01 },
      ]);
      const subtotal = await db.as({ role: 'anon' }, async (q) => {
        await q(
          `select set_config('shop.priced_lines_key', statement_timestamp()::text || ' ' || md5($1::jsonb::text), true),
             set_config('shop.priced_lines', $2, true)`,
          [items, forged],
        );
        const [row] = await q<{ subtotal: string }>("select public.price_cart($1::jsonb) ->> 'subtotal' as subtotal", [
          items,
        ]);
        return row!.subtotal;
      });
      expect(subtotal).toBe('10.00');
    });
  });
}
