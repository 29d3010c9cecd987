/** Where the shopper's text goes on the preview (in the preview's 400 × 400 units), and how it is set. */
export interface PreviewArea {
  width: number;
  height: number;
  /** Average glyph width as a share of the font size (wider for capitals). */
  charWidth: number;
  largest: number;
  smallest: number;
}

export const PREVIEW_AREA: PreviewArea = { width: 300, height: 120, charWidth: 0.6, largest: 32, smallest: 9 };
export const LINE_HEIGHT = 1.2;

/**
 * The shopper's text broken into lines of at most `width` characters: words
 * wrap, and a word longer than a line is split.
 */
export function wrapWords(text: string, width: number): string[] {
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
  return lines;
}

/**
 * The largest font size (and its lines) at which the whole text fits the
 * area: every line within its width, all lines within its height. Long
 * messages shrink and wrap; at the smallest size the text still fits, on as
 * many lines as the area holds, the last ending in "…" if the text is longer.
 */
export function previewLayout(text: string, area: PreviewArea = PREVIEW_AREA): { lines: string[]; size: number } {
  if (!text.trim()) return { lines: [], size: area.largest };
  for (let size = area.largest; size >= area.smallest; size -= 1) {
    const lines = wrapWords(text, Math.max(1, Math.floor(area.width / (size * area.charWidth))));
    if (lines.length * size * LINE_HEIGHT <= area.height) return { lines, size };
  }
  const size = area.smallest;
  const room = Math.max(1, Math.floor(area.height / (size * LINE_HEIGHT)));
  const width = Math.max(1, Math.floor(area.width / (size * area.charWidth)));
  const lines = wrapWords(text, width);
  const kept = lines.slice(0, room);
  kept[room - 1] = `${kept[room - 1]!.slice(0, width - 1)}…`;
  return { lines: kept, size };
}

/** The preview's box: its centre and size in the preview's 400 × 400 units. */
export interface PreviewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the preview sets the text: centred on the room the photo leaves for
 * it (`textArea`, in the photo's 600 × 600 units), at least large enough to
 * stay legible (200 × 80, even on a keychain), and always inside the image.
 * Without a text area, a band low on the image.
 */
export function previewBox(
  textArea: readonly [number, number, number, number] | null | undefined,
  least = { width: 200, height: 80 },
): PreviewBox {
  if (!textArea) return { x: 200, y: 272, width: PREVIEW_AREA.width, height: PREVIEW_AREA.height };
  const scale = 400 / 600;
  const [x, y, w, h] = textArea.map((n) => n * scale) as [number, number, number, number];
  const width = Math.min(384, Math.max(least.width, w));
  const height = Math.min(384, Math.max(least.height, h));
  const clamp = (centre: number, size: number) => Math.min(392 - size / 2, Math.max(8 + size / 2, centre));
  return { x: clamp(x + w / 2, width), y: clamp(y + h / 2, height), width, height };
}
