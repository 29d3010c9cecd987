/**
 * A gift message or a review's body as the database keeps it
 * (public.clean_multiline_text, 20250609013000_multiline_text.sql): each
 * line cleaned as public.clean_text cleans a one-line field (invisible
 * characters removed, every kind of space one space, trimmed), \r\n, \r,
 * U+2028 and U+2029 made line breaks, at most one blank line between
 * paragraphs, none at either end. The forms count with it, so the count
 * they show is the one the server checks; the server decides
 * (backend/test/multilineTextCases.ts holds it to the same answers).
 */

// the characters clean_text removes (20250603000100_order_safety.sql)
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// the spaces clean_text makes one space
const spaces = /[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/g;

export function cleanMultilineText(text: string): string {
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.replace(invisible, '').replace(spaces, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

/** How many characters the database counts in a multi-line field (code points, as char_length). */
export function multilineTextLength(text: string): number {
  return [...cleanMultilineText(text)].length;
}
