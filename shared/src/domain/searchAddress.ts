/**
 * A page address's search (`?q=…`), as the header's search box and the catalogue's listing read it: one home
 * for what counts as a search that cannot be read.
 */

const REPLACEMENT = /\uFFFD/gu;
const ENCODED_REPLACEMENT = /%EF%BF%BD/giu;

/**
 * The address's search cannot be read: its escapes do not spell text (`?q=%E0%A4%A`, a link cut short in the
 * middle of a letter), which decodes to "�%A" (and the database would read that as the stop word "a"). Told
 * by the replacement characters the decoding made that the address did not hold itself (as `%EF%BF%BD` or as
 * "�"); a lone `%` (`?q=100%`) is read as typed.
 */
export function searchIsUnreadable(search: string): boolean {
  const q = new URLSearchParams(search).get('q');
  if (!q?.includes('\uFFFD')) return false;
  const raw =
    search
      .replace(/^\?/, '')
      .split('&')
      .find((part) => part === 'q' || part.startsWith('q=')) ?? '';
  const written = (raw.match(ENCODED_REPLACEMENT)?.length ?? 0) + (raw.match(REPLACEMENT)?.length ?? 0);
  return (q.match(REPLACEMENT)?.length ?? 0) > written;
}
