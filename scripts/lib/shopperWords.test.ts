/**
 * One word for each thing (docs/architecture.md, "Glossary"): the text a
 * shopper reads spells each concept one way. This scans the shop's source
 * (every remote, the shell and the shared package; tests left out) for the
 * competing spellings inside string literals and JSX text — what reaches a
 * screen — and names each file and line. Code identifiers are not text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopRoot as root, shopSourceFiles } from './shopSources';

/** The spelling the shop does not use, and the one it does. */
export const competingSpellings: { wrong: RegExp; right: string }[] = [
  { wrong: /\bcolours?\b/i, right: 'color' },
  { wrong: /\bfavourit/i, right: 'favorite' },
  { wrong: /\bpersonalis/i, right: 'personalize' },
  { wrong: /\bemail\b/i, right: 'e-mail (in a sentence)' },
  // a US shop: the British spellings a QA sweep found in the seed's copy (QA sweep 2, #11)
  { wrong: /\bcos(y|ier|iest)\b/i, right: 'cozy' },
  { wrong: /\bneighbour/i, right: 'neighbor' },
  { wrong: /\bpyjama/i, right: 'pajama' },
  { wrong: /\bhonour/i, right: 'honor' },
  // a part of the page that failed to load names the catalog (QA sweep 48: "We couldn't load the catalogue")
  { wrong: /\bcatalogue/i, right: 'catalog' },
  // the shopper reads "organization"; the schema's column and the code keep `organisation` (a word, not a sentence)
  { wrong: /\borganis(e|ation)/i, right: 'organization' },
  // one message for an address that is not one, in every form (QA: the newsletter said "Please enter a valid…")
  { wrong: /\bplease enter (a valid|your) e-mail/i, right: 'Enter a valid e-mail address, like name@example.com.' },
  // one name for the server a form could not reach (QA 53: the profile's e-mail change said "the sign-in service"
  // where its save said "the shop's server"; a shopper knows one server)
  { wrong: /\breach the sign-in service/i, right: "We couldn't reach the shop's server" },
  // one name for the page a shopper writes to us from (QA sweep 54: the footer's link said "Contact page" where the
  // header, the phone menu and the page's own heading say "Contact Us"; "the contact page" in a sentence is prose)
  { wrong: /^Contact page$/, right: 'Contact Us' },
];

/** The shopper-facing text of one line: its string literals and JSX text, comments left out. */
export function shopperText(line: string): string[] {
  const code = line.replace(/^\s*(\/\/|\/?\*).*$/, '').replace(/\s\/\/\s.*$/, '');
  const literals = [...code.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' '),
  );
  const jsxText = [...code.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((m) => m[1]!);
  // JSX text on a line of its own (a label's words between its tags)
  if (/^\s*[A-Z][A-Za-z' ,.!?-]*[a-z.!?]\s*$/.test(code) && code.trim().includes(' ')) jsxText.push(code.trim());
  // a sentence (words and spaces), not a key, a column or an input type
  return [...literals, ...jsxText].filter((text) => /[A-Za-z]+ [A-Za-z]+/.test(text) && !/^[\w.-]+$/.test(text));
}

/** The text a shopper reads in the seed (names, descriptions, reviews): its SQL strings that are sentences, not JSON. */
export function seedShopperText(sql: string): string[] {
  return [...sql.matchAll(/'((?:[^']|'')*)'/g)]
    .map((m) => m[1]!.replaceAll("''", "'"))
    .filter((text) => !/^\s*[[{]/.test(text) && /[A-Za-z]+ [A-Za-z]+/.test(text));
}

/** Words of code a sentence may name (a column, an input type) are not the shopper's text. */
const codeWord = /\b(select|order_number|autoComplete|type=)\b|[a-z]_[a-z]/;

describe('one spelling per concept in what shoppers read', () => {
  it('finds the competing spelling in a sentence, not in a key or a comment', () => {
    expect(shopperText(`  text: 'Add a name and choose the colours.',`)).toEqual([
      'Add a name and choose the colours.',
    ]);
    expect(shopperText(`  <p>Please check your email now.</p>`)).toEqual(['Please check your email now.']);
    expect(shopperText(`  const colour = variant?.option3 ?? 'email';`)).toEqual([]);
    expect(shopperText(`  // the colour of the photo`)).toEqual([]);
    expect(shopperText(`          Email address`)).toEqual(['Email address']);
  });

  it('uses one spelling in every remote, the shell and shared', () => {
    const found: string[] = [];
    for (const file of shopSourceFiles())
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const text of shopperText(line)) {
            if (codeWord.test(text)) continue;
            for (const { wrong, right } of competingSpellings)
              if (wrong.test(text))
                found.push(`${path.relative(root, file)}:${i + 1}: "${text}" (the shop says ${right})`);
          }
        });
    expect(found).toEqual([]);
  });

  it("finds the seed's sentences, not the keys of its JSON", () => {
    const row = `('KL-X-1', 'A cosy tee', '{"colour":"Sky Blue","title":"Our favourite"}'::jsonb, 'It''s the neighbourhood''s pick')`;
    expect(seedShopperText(row)).toEqual(['A cosy tee', "It's the neighbourhood's pick"]);
  });

  it('uses the same spellings in the seed catalogue (names, descriptions, reviews)', () => {
    const found: string[] = [];
    for (const text of seedShopperText(readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')))
      for (const { wrong, right } of competingSpellings)
        if (wrong.test(text)) found.push(`supabase/seed.sql: "${text.slice(0, 80)}" (the shop says ${right})`);
    expect(found).toEqual([]);
  });
});

/** An order's totals' words, whose one home is shared's orderTotalLines: a free shipping amount, the discount's line. */
const totalsWords = /['"`>]\s*(Free|Volume price)\s*['"`<]|^\s*(Free|Volume price)\s*$/;
const totalsHome = 'shared/src/domain/orderTotalLines.ts';
/** A line's code, its comments (and a JSX comment) left out. */
const codeOf = (line: string) => line.replace(/^\s*(\/\/|\/?\*).*$/, '').replace(/\{\/\*.*\*\/\}/, '');

describe("an order's totals' words have one home", () => {
  it('finds "Free" and "Volume price" written as an amount or a label, not in a sentence or a comment', () => {
    const written = (line: string) => totalsWords.test(codeOf(line));
    expect(written(`      <strong>{option.price === 0 ? 'Free' : formatPrice(option.price)}</strong>`)).toBe(true);
    expect(written(`          <span>Volume price</span>`)).toBe(true);
    expect(written(`            Free`)).toBe(true);
    expect(written(`  text: 'Free shipping on orders of $75 and over',`)).toBe(false);
    expect(written(`{/* the discount itself is the Volume price row above */}`)).toBe(false);
    expect(written(` * (a Volume price line where earlier quotes gave these products one)`)).toBe(false);
  });

  it('writes them only in shared orderTotalLines: every remote, the shell and shared read them there (QA)', () => {
    const found: string[] = [];
    for (const file of shopSourceFiles()) {
      if (path.relative(root, file) === totalsHome) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (totalsWords.test(codeOf(line))) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
