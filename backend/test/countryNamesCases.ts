/**
 * An order's country by its name (QA sweep defect; 20250609021000_country_names.sql):
 * public.country_name(code) gives the name shipping_countries holds for the
 * code, or the code as stored when no country has it (an old order, a country
 * since removed), never blank; the guest's private link (guest_order) and the
 * order e-mails' payload carry it beside the code. Hostile stored text comes
 * back as the same text. Run on PGlite (countryNames.database.test.ts) and
 * PostgreSQL 15 (hosted/countryNames.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultShopConfig } from '../../shared/src/config/shopConfig';
import { approvedDetails, insertTestMug, mugLine, shipping } from './orderFixtures';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };
const ottawa = { ...shipping, city: 'Ottawa', region: 'Ontario', postal_code: 'k1a 0b1', country: 'canada' };
const hostileCode = '<img src=x onerror=alert(1)>';

export function countryNamesCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `CNX${randomUUID().slice(0, 8).toUpperCase()}`;
  const line = mugLine(prefix);

  /** A guest's order shipped to `address`: the row place_order answers (with its private token). */
  const placeAsGuest = (address: Record<string, unknown>) =>
    db.as(anon, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [
          JSON.stringify([line(`${prefix}-MUG-11`)]),
          JSON.stringify(address),
          randomUUID(),
          JSON.stringify({ email: `guest.${prefix.toLowerCase()}@example.test` }),
        ],
      ).then((rows) => rows[0]!.placed),
    );
  const guestOrder = (token: unknown) =>
    db.as(anon, (q) =>
      q<{ a: { order: Row } }>('select public.guest_order($1) as a', [token]).then((rows) => rows[0]!.a.order),
    );
  const confirmationAddress = (orderNumber: unknown) =>
    db.owner((q) =>
      q<{ address: Row }>(
        `select payload -> 'address' as address from public.email_outbox
         where kind = 'order_confirmation' and payload ->> 'order_number' = $1`,
        [orderNumber],
      ).then((rows) => rows[0]!.address),
    );
  const countryName = (code: unknown) =>
    db.owner((q) =>
      q<{ name: string | null }>('select public.country_name($1) as name', [code]).then((rows) => rows[0]!.name),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner((q) => insertTestMug(q, prefix, 'Country Test Mug'));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe('country_name', () => {
    it('gives the name shipping_countries holds for each code it ships to (any case, spaces trimmed)', async () => {
      const countries = await db.owner((q) =>
        q<{ code: string; name: string }>('select code, name from public.shipping_countries'),
      );
      expect(countries.length).toBeGreaterThan(1);
      for (const { code, name } of countries) {
        expect(await countryName(code)).toBe(name);
        expect(await countryName(` ${code.toLowerCase()} `)).toBe(name);
      }
    });

    it('gives the code as stored when no country has it; hostile text comes back as the same text', async () => {
      expect(await countryName('ZZ')).toBe('ZZ');
      expect(await countryName('United States')).toBe('United States');
      expect(await countryName(hostileCode)).toBe(hostileCode);
      expect(await countryName('x'.repeat(10_000))).toBe('x'.repeat(10_000));
      expect(await countryName(null)).toBeNull();
    });

    it('is no endpoint: anon and a signed-in shopper may not call it', async () => {
      for (const caller of [anon, { role: 'authenticated', sub: randomUUID() } as Caller]) {
        await expect(db.as(caller, (q) => q("select public.country_name('US')"))).rejects.toMatchObject({
          code: '42501',
        });
      }
    });
  });

  describe("the order's address says its country's name", () => {
    it("the guest's private link and the confirmation e-mail: United States", async () => {
      const placed = await placeAsGuest(shipping);
      expect(placed.shipping_country).toBe('US');
      const order = await guestOrder(placed.guest_token);
      expect(order).toMatchObject({ shipping_country: 'US', shipping_country_name: 'United States' });
      expect(await confirmationAddress(placed.order_number)).toMatchObject({
        country: 'US',
        country_name: 'United States',
      });
    });

    it('an address typed with the name, in any case, is stored as the code and shown by the name: Canada', async () => {
      const placed = await placeAsGuest(ottawa);
      expect(placed.shipping_country).toBe('CA');
      expect(await guestOrder(placed.guest_token)).toMatchObject({ shipping_country_name: 'Canada' });
      expect(await confirmationAddress(placed.order_number)).toMatchObject({ country: 'CA', country_name: 'Canada' });
    });

    it('an order whose country the shop no longer has shows its code; hostile stored text stays the same text', async () => {
      const placed = await placeAsGuest(shipping);
      for (const stored of ['ZZ', hostileCode]) {
        await db.owner((q) => q('update public.orders set shipping_country = $1 where id = $2', [stored, placed.id]));
        expect(await guestOrder(placed.guest_token)).toMatchObject({
          shipping_country: stored,
          shipping_country_name: stored,
        });
        const [payload] = await db.owner((q) =>
          q<{ address: Row }>(
            `select public.order_email_payload(o) -> 'address' as address from public.orders o where o.id = $1`,
            [placed.id],
          ),
        );
        expect(payload!.address).toMatchObject({ country: stored, country_name: stored });
      }
    });
  });

  it("the shop's own address (shop config: the footer's studio) spells its country as orders do", async () => {
    // QA sweep H-h: the footer said "USA" where the order page and checkout say "United States"
    const [home] = await db.owner((q) =>
      q<{ name: string }>('select name from public.shipping_countries where name = $1', [
        defaultShopConfig.address.country,
      ]),
    );
    expect(home?.name).toBe(defaultShopConfig.address.country);
  });
}
