/**
 * A one-line field of the shopper's (the text printed on a gift, a name) as
 * the database keeps it: public.clean_text (20250603000100_order_safety.sql)
 * removes invisible characters (a zero-width joiner only where it joins
 * nothing: Persian, Indic scripts and emoji families keep theirs), makes every
 * kind of space one space and trims. The product page counts with it, so the count it shows is the one
 * the server checks (char_length: code points, so an emoji is one character,
 * not the two UTF-16 units a string's length counts).
 */

// the characters clean_text removes
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// a zero-width joiner or non-joiner that does not stand between two visible characters beyond the Latin letters
// (Persian, Indic scripts and emoji families need theirs; 20250609049000_joiners_kept_where_they_join.sql)
const strayJoiner =
  // eslint-disable-next-line no-control-regex -- control characters are what a joiner must not stand beside
  /(?<![^\s\u0000-\u024F\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u3000])[\u200C\u200D]|[\u200C\u200D](?![^\s\u0000-\u024F\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u3000])/g;
// the spaces clean_text makes one space
const spaces = /[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/g;

/** One line cleaned as public.clean_text cleans it. */
export function cleanText(text: string): string {
  return text.replace(invisible, '').replace(strayJoiner, '').replace(spaces, ' ').trim();
}

/** How many characters the database counts in a one-line field (code points of the cleaned text, as char_length). */
export function textLength(text: string): number {
  return [...cleanText(text)].length;
}
