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

import { cleanText } from './shopperText';

export function cleanMultilineText(text: string): string {
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map(cleanText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

/** How many characters the database counts in a multi-line field (code points, as char_length). */
export function multilineTextLength(text: string): number {
  return [...cleanMultilineText(text)].length;
}
