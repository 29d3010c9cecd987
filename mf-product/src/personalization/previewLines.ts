/** Where the shopper's text goes on the preview (in the preview's 400 × 400 units), and how it is set. */
export interface PreviewArea {
  width: number;
  height: number;
  largest: number;
  /** The smallest size the preview sets text at; below it the text does not fit the print area. */
  smallest: number;
}

export const PREVIEW_AREA: PreviewArea = { width: 300, height: 120, largest: 32, smallest: 7 };
export const LINE_HEIGHT = 1.2;

/**
 * How wide a character is drawn, as a share of the font size, in the bold
 * faces the preview uses — erring wide, so a line measured to fit does fit
 * (a "W" is wider than its size in some system fonts; emoji and other scripts
 * count as wide as one). The browser then measures what it really drew.
 */
export function glyphWidth(char: string): number {
  if (char === ' ') return 0.34;
  if (/[WM@]/.test(char)) return 1.08;
  if (/[mw%]/.test(char)) return 1;
  if (/[iljI.,:;'!|`]/.test(char)) return 0.4;
  if (/[ftr()[\]{}\-"/]/.test(char)) return 0.5;
  if (/[A-Z&#]/.test(char)) return 0.84;
  if (/[a-z0-9?$]/.test(char)) return 0.72;
  return 1.1;
}

/** A line's width in ems (multiply by the font size for units), character by character (emoji whole). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += glyphWidth(char);
  return width;
}

/** A word cut into pieces of at most `width` ems (a piece is at least one character). */
function splitWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The shopper's text broken into lines at most `width` ems wide: words
 * wrap, and a word wider than a line is split.
 */
export function wrapWords(text: string, width: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const pieces = textWidth(word) > width ? splitWord(word, width) : [word];
    for (const piece of pieces) {
      if (line && textWidth(`${line} ${piece}`) <= width) line = `${line} ${piece}`;
      else {
        if (line) lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How the text is set in the print area; `fits` is false when even the smallest size cannot hold all of it. */
export interface PreviewLayout {
  lines: string[];
  size: number;
  fits: boolean;
}

/**
 * The largest font size (and its lines) at which the whole text fits the
 * print area: every line within its width, all lines within its height.
 * Long text shrinks and wraps; when it cannot fit even at the smallest size,
 * as much as the area holds is shown, the last line ending in "…", and
 * `fits` says so (the page then tells the shopper). Never outside the area.
 */
export function previewLayout(text: string, area: PreviewArea = PREVIEW_AREA): PreviewLayout {
  if (!text.trim()) return { lines: [], size: area.largest, fits: true };
  const size = area.smallest;
  const width = area.width / size;
  const room = Math.max(1, Math.floor(area.height / (size * LINE_HEIGHT)));
  // The most characters the area shows at its smallest size: a line holds at most `perLine` (none is narrower
  // than a space), and one space ends it. A longer text never fits, at any size, so only its start is wrapped:
  // a whole file pasted as one name (a group order's upload) is laid out as quickly as a name.
  const perLine = Math.max(1, Math.floor(width / glyphWidth(' ')));
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  const holds = room * (perLine + 1);
  if (characters.length <= holds) {
    for (let tried = area.largest; tried >= area.smallest; tried -= 1) {
      const lines = wrapWords(text, area.width / tried);
      if (lines.length * tried * LINE_HEIGHT <= area.height) return { lines, size: tried, fits: true };
    }
  }
  // cut a line past what is shown, so a word cut there is still split as the whole word is: the shown lines are
  // the whole text's
  const start = characters.length > holds ? characters.slice(0, holds + perLine + 1).join('') : text;
  const kept = wrapWords(start, width).slice(0, room);
  let last = kept[room - 1] ?? '';
  while (last && textWidth(`${last}…`) > width) last = [...last].slice(0, -1).join('');
  kept[kept.length - 1] = `${last}…`;
  return { lines: kept, size, fits: false };
}

/** The preview's box: its centre and size in the preview's 400 × 400 units. */
export interface PreviewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the preview sets the text: exactly the room the photo's print area
 * leaves for it (`textArea`, in the photo's 600 × 600 units), kept inside the
 * image — never wider, so the preview shows what would be printed.
 * Without a text area, a band low on the image.
 */
export function previewBox(textArea: readonly [number, number, number, number] | null | undefined): PreviewBox {
  if (!textArea) return { x: 200, y: 272, width: PREVIEW_AREA.width, height: PREVIEW_AREA.height };
  const scale = 400 / 600;
  const [x, y, w, h] = textArea.map((n) => n * scale) as [number, number, number, number];
  const width = Math.min(384, Math.max(1, w));
  const height = Math.min(384, Math.max(1, h));
  const clamp = (centre: number, size: number) => Math.min(392 - size / 2, Math.max(8 + size / 2, centre));
  return { x: clamp(x + w / 2, width), y: clamp(y + h / 2, height), width, height };
}

/** Whether the shopper's text fits the print area at a legible size (as the live preview sets it). */
export function fitsPrintArea(
  text: string,
  textArea: readonly [number, number, number, number] | null | undefined,
  uppercase = false,
): boolean {
  const box = previewBox(textArea);
  return previewLayout(uppercase ? text.toUpperCase() : text, { ...PREVIEW_AREA, width: box.width, height: box.height })
    .fits;
}
