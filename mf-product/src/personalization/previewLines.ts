/**
 * The shopper's text broken into a few short lines for the live preview:
 * words wrap at `width` characters, a word longer than a line is split,
 * and everything stays on at most `maxLines` lines (the last one gets the rest).
 */
export function previewLines(text: string, width = 14, maxLines = 5): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    let rest = word;
    while (rest.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
}

/** A font size (in preview units) that lets the longest line fit the printable width. */
export function previewFontSize(lines: readonly string[], printableWidth = 220, largest = 32, smallest = 12): number {
  const longest = Math.max(1, ...lines.map((l) => l.length));
  const byWidth = printableWidth / (longest * 0.56);
  const byHeight = lines.length > 2 ? largest * (2.6 / lines.length) : largest;
  return Math.round(Math.max(smallest, Math.min(largest, byWidth, byHeight)));
}
