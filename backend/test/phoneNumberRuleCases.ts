/**
 * A phone number's format is the database's rule (20250609050000_phone_number_rule.sql): private.phone_number_problem
 * says what the checkout form's phoneNumberProblem says (digits, spaces and + ( ) . -, an optional + first, 7 to 20
 * characters, at least 7 digits), in the form's words, and is the one function whose body holds them;
 * address_problem asks it, so place_order (a member's order and a guest's) and a saved address refuse a phone the
 * form refuses. An order stored before with a phone that breaks it still changes status, and the migration changes
 * nothing when run again. Run on PGlite (phoneNumberRule.database.test.ts) and PostgreSQL 15
 * (hosted/phoneNumberRule.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneNumberProblem } from '../../mf-cart/src/checkout/shippingAddress';
import { migrationsDir } from '../src/paths';
import { approvedDetails, insertTestMug, shipping } from './orderFixtures';
import { rolledBack, statements, type Caller, type Query, type Row, type SqlDatabase } from './sqlDatabase';

const migrationText = (name: string) => readFileSync(path.join(migrationsDir, name), 'utf8');
const migration = migrationText('20250609050000_phone_number_rule.sql');
/** address_problem as it was before (its last definition until this migration). */
const addressProblemBefore = statements(migrationText('20250609038000_name_markup_rule.sql')).find((s) =>
  s.includes('function public.address_problem('),
);
const REFUSED = 'Enter a phone number with at least 7 digits, or leave it empty.';

/** Phones a shopper types, and what a hostile caller sends past the form. */
const PHONES = [
  '(503) 555-0142',
  '+1 503 555 0142',
  '+44 20 7946 0958',
  '503.555.0142',
  '5550142',
  '555-01',
  '+1 (503) 555-0142 ext 12',
  '++15035550142',
  '503+555+0142',
  'call me maybe',
  '<script>alert(1)</script>',
  '<b>5035550142</b>',
  '503-555-0142 🎁',
  '٥٠٣٥٥٥٠١٤٢', // Arabic-Indic digits
  '５０３５５５０１４２', // full-width digits
  '1'.repeat(20),
  '1'.repeat(21),
  '(((((((',
  '+-------',
  "5035550142'; drop table public.orders; --",
];

const anon: Caller = { role: 'anon' };

const problemOf = (q: Query, value: string | null) =>
  q<{ problem: string | null }>('select private.phone_number_problem($1) as problem', [value]).then(
    (rows) => rows[0]!.problem,
  );

/** The functions the rule is written in: their bodies and whether they run as their owner. */
const definitions = (q: Query) =>
  q<{ name: string; body: string; definer: boolean }>(
    `select n.nspname || '.' || p.proname as name, p.prosrc as body, p.prosecdef as definer
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where (n.nspname, p.proname) in (('private', 'phone_number_problem'), ('public', 'address_problem'))
     order by 1`,
  );

export function phoneNumberRuleCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `PHN${randomUUID().slice(0, 8).toUpperCase()}`;
  const email = (name: string) => `${name}.${prefix.toLowerCase()}@example.test`;
  const line = {
    product_sku: `${prefix}-MUG`,
    variant_sku: `${prefix}-MUG-11`,
    design_code: `${prefix}-ROSE`,
    quantity: 1,
    personalization_text: null,
    options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
  };
  let member: Caller & { sub: string };

  const addressProblem = (phone: unknown) =>
    db.as(anon, (q) =>
      q<{ p: string | null }>('select public.address_problem($1::jsonb) as p', [
        JSON.stringify({ ...shipping, phone }),
      ]).then((rows) => rows[0]!.p),
    );
  const place = (caller: Caller, phone: string, details: Record<string, unknown> = {}) =>
    db.as(caller, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed
         from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null, ${approvedDetails('$1::jsonb', '$4::jsonb')}) o`,
        [JSON.stringify([line]), JSON.stringify({ ...shipping, phone }), randomUUID(), JSON.stringify(details)],
      ).then((rows) => rows[0]!.placed),
    );
  const placeAsGuest = (phone: string) => place(anon, phone, { email: email('guest') });
  const saveAddress = (phone: string) =>
    db.as(member, (q) =>
      q(
        `insert into public.saved_addresses (full_name, line1, city, region, postal_code, country, phone)
         values ($1, $2, $3, $4, $5, $6, $7) returning phone`,
        [shipping.full_name, shipping.line1, shipping.city, shipping.region, shipping.postal_code, 'US', phone],
      ),
    );
  const ordersOf = () =>
    db.owner((q) =>
      q<{ phone: string | null }>(
        `select shipping_phone as phone from public.orders
         where contact_email = $1 or user_id = $2 order by id`,
        [email('guest'), member.sub],
      ),
    );

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Phone Test Mug');
      const [user] = await q<{ id: string }>(
        'insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id',
        [email('member')],
      );
      member = { role: 'authenticated', sub: user!.id };
    });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe(`a phone number's rule (${engine})`, () => {
    it('says what the checkout form says, phone by phone (null for a fine one and for none)', async () => {
      const said = await db.owner(async (q) => {
        const out: [string, string | null, string | null][] = [];
        for (const phone of PHONES) out.push([phone, await problemOf(q, phone), phoneNumberProblem(phone) ?? null]);
        return out;
      });
      for (const [phone, database, form] of said) expect({ phone, said: database }).toEqual({ phone, said: form });
      // the table holds both answers, and the words are the form's
      expect(said.filter(([, database]) => database === null).map(([phone]) => phone)).toEqual([
        '(503) 555-0142',
        '+1 503 555 0142',
        '+44 20 7946 0958',
        '503.555.0142',
        '5550142',
        '1'.repeat(20),
      ]);
      expect(new Set(said.map(([, database]) => database))).toEqual(new Set([null, REFUSED]));
      expect(await db.owner((q) => problemOf(q, null))).toBeNull();
      expect(await db.owner((q) => problemOf(q, ''))).toBeNull();
    });

    it.each<Caller>([{ role: 'anon' }, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' }])(
      'is out of the API’s reach: %j may not call it',
      async (caller) => {
        await expect(db.as(caller, (q) => problemOf(q, 'call me'))).rejects.toMatchObject({ code: '42501' });
      },
    );

    it('address_problem asks it last, on the phone as cleaned (a no-break space or a tab is a space)', async () => {
      expect(await addressProblem('<script>alert(1)</script>')).toBe(REFUSED);
      expect(await addressProblem('555-01')).toBe(REFUSED);
      expect(await addressProblem('(503) 555-0142')).toBeNull();
      expect(await addressProblem('503\u00a0555\u00a00142')).toBeNull();
      expect(phoneNumberProblem('503\u00a0555\u00a00142')).toBeUndefined();
      expect(await addressProblem('  503\t555 0142\u200b ')).toBeNull();
      expect(await addressProblem('')).toBeNull();
      expect(await addressProblem(null)).toBeNull();
      // the length and the other fields are still checked first
      expect(await addressProblem('1'.repeat(41))).toBe("The shipping address's phone is at most 40 characters.");
      expect(await addressProblem(5035550142)).toBe("The shipping address's phone must be text.");
      await expect(
        db.as(anon, (q) =>
          q('select public.address_problem($1::jsonb) as p', [
            JSON.stringify({ ...shipping, city: 'X', phone: 'call me' }),
          ]),
        ),
      ).resolves.toEqual([{ p: 'Enter a city name with at least 2 letters.' }]);
    });

    it('place_order refuses it for a guest and for a member, and places nothing; a fine phone is stored', async () => {
      for (const phone of ['<img src=x onerror=alert(1)>', 'call me maybe', '503-555-0142 🎁'] as const) {
        await expect(placeAsGuest(phone)).rejects.toThrow(REFUSED);
        await expect(place(member, phone)).rejects.toThrow(REFUSED);
      }
      expect(await ordersOf()).toEqual([]);
      expect((await placeAsGuest(' +1 (503) 555-0142 ')).shipping_phone).toBe('+1 (503) 555-0142');
      expect((await place(member, '503.555.0142')).shipping_phone).toBe('503.555.0142');
    });

    it('a saved address refuses it too, with the same words', async () => {
      await expect(saveAddress('<b>5035550142</b>')).rejects.toThrow(REFUSED);
      await expect(saveAddress('555')).rejects.toThrow(REFUSED);
      expect(await saveAddress('503 555 0142')).toEqual([{ phone: '503 555 0142' }]);
    });

    it('is the one function whose body holds its words', async () => {
      const holders = await db.owner((q) =>
        q<{ name: string }>(
          `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname in ('public', 'private') and p.prosrc like '%phone number with at least%' order by 1`,
        ),
      );
      expect(holders).toEqual([{ name: 'private.phone_number_problem' }]);
    });

    it('address_problem changed only by the phone’s lines, added last', async () => {
      const { before, now } = await rolledBack(db, async (q) => {
        const body = () =>
          q<{ body: string }>(
            "select prosrc as body from pg_proc where oid = 'public.address_problem(jsonb)'::regprocedure",
          ).then((rows) => rows[0]!.body);
        const now = await body();
        await q(addressProblemBefore!);
        return { before: await body(), now };
      });
      const beforeLines = before.split('\n');
      const nowLines = now.split('\n');
      const at = beforeLines.lastIndexOf('  return null;');
      expect(at).toBeGreaterThan(0);
      expect(nowLines).toEqual([
        ...beforeLines.slice(0, at),
        '',
        "  if private.phone_number_problem(a ->> 'phone') is not null then",
        "    return private.phone_number_problem(a ->> 'phone');",
        '  end if;',
        ...beforeLines.slice(at),
      ]);
    });

    it('leaves orders stored before as they are (their status still moves), and changes nothing when run again', async () => {
      const placed = await place(member, '(503) 555-0142');
      const { before, after, stored, moved } = await rolledBack(db, async (q) => {
        await q("update public.orders set shipping_phone = 'call me <b>maybe</b>' where id = $1", [placed.id]);
        const before = await definitions(q);
        for (const statement of statements(migration)) await q(statement);
        const moved = await q("update public.orders set status = 'in_production' where id = $1 returning status", [
          placed.id,
        ]);
        const stored = await q('select shipping_phone from public.orders where id = $1', [placed.id]);
        return { before, after: await definitions(q), stored, moved };
      });
      expect(before).toHaveLength(2);
      expect(after).toEqual(before);
      expect(before.filter((f) => f.definer).map((f) => f.name)).toEqual(['public.address_problem']);
      expect(moved).toEqual([{ status: 'in_production' }]);
      expect(stored).toEqual([{ shipping_phone: 'call me <b>maybe</b>' }]);
    });
  });
}
