import { describe, expect, it } from 'vitest';
import {
  LINE_HEIGHT,
  PREVIEW_AREA,
  previewBox,
  previewLayout,
  textWidth,
  wrapWords,
  type PreviewArea,
} from './previewLines';

/** What the layout promises: every line within the width, all lines within the height. */
function fits({ lines, size }: { lines: string[]; size: number }, area: PreviewArea = PREVIEW_AREA) {
  return lines.every((l) => textWidth(l) * size <= area.width) && lines.length * size * LINE_HEIGHT <= area.height;
}

/** The print area of a product photo (600-unit image) as the preview sets text in it. */
const printArea = (textArea: [number, number, number, number]): PreviewArea => {
  const box = previewBox(textArea);
  return { ...PREVIEW_AREA, width: box.width, height: box.height };
};

describe('textWidth', () => {
  it('counts wide letters as wide: twenty W take far more room than twenty i', () => {
    expect(textWidth('W'.repeat(20))).toBeGreaterThanOrEqual(20);
    expect(textWidth('i'.repeat(20))).toBeLessThan(10);
    // an emoji is one wide character, not two halves
    expect(textWidth('😀')).toBe(textWidth('€'));
  });
});

describe('wrapWords', () => {
  it('wraps words by their width and splits a word wider than a line', () => {
    expect(wrapWords('Happy birthday Grandma', 11)).toEqual(['Happy birthday', 'Grandma']);
    expect(wrapWords('WWWWWWWWWWWWWWWWWWWW', 6)).toEqual(['WWWWW', 'WWWWW', 'WWWWW', 'WWWWW']);
    expect(wrapWords('  a \n  b  ', 14)).toEqual(['a b']);
  });
});

describe('previewLayout', () => {
  it('sets a short name large, on one line', () => {
    expect(previewLayout('Emma')).toEqual({ lines: ['Emma'], size: 32, fits: true });
    expect(previewLayout('   ')).toEqual({ lines: [], size: 32, fits: true });
  });

  it('keeps twenty W inside the print area of every product photo (issue 33, item 3)', () => {
    // a T-shirt's chest, a mug's band, a cap's front and a keychain's tag, as the seed's photos leave them
    for (const textArea of [
      [210, 300, 180, 96],
      [200, 356, 190, 84],
      [227, 305, 146, 29],
      [212, 243, 72, 83],
    ] as [number, number, number, number][]) {
      const area = printArea(textArea);
      const layout = previewLayout('W'.repeat(20), area);
      expect(layout.fits, String(textArea)).toBe(true);
      expect(fits(layout, area), String(textArea)).toBe(true);
      expect(layout.lines.join(''), String(textArea)).toBe('W'.repeat(20));
    }
  });

  it('shrinks and wraps a long message so that all of it stays inside the area', () => {
    const message = 'Happy birthday to the best grandma in the world, with love from all of us, every single year';
    const layout = previewLayout(message);
    expect(fits(layout)).toBe(true);
    expect(layout.lines.join(' ')).toBe(message);
    expect(layout.size).toBeLessThan(32);
  });

  it('keeps 100 characters of anything inside the area: one long word, capitals, emoji, markup', () => {
    for (const text of ['W'.repeat(100), 'WORD '.repeat(20), '😀'.repeat(50), '<img src=x onerror=alert(1)>'.repeat(3)])
      expect(fits(previewLayout(text)), text).toBe(true);
  });

  it('says it does not fit, ending in "…" inside the area, when even the smallest size cannot hold the text', () => {
    const cap = printArea([227, 305, 146, 29]);
    const layout = previewLayout('Happy birthday to the best grandma in the world, love from all of us', cap);
    expect(layout.fits).toBe(false);
    expect(fits(layout, cap)).toBe(true);
    expect(layout.lines.at(-1)?.endsWith('…')).toBe(true);
    expect(previewLayout('word '.repeat(200)).fits).toBe(false);
  });

  it('shows the same lines of a text too long for the area as wrapping all of it would, words cut anywhere', () => {
    // what the area shows when nothing fits: the whole text wrapped at the smallest size, its first lines, the last
    // ending in "…" (wrapWords over all of it: the reference, fine for a few thousand characters)
    const reference = (text: string, area: PreviewArea) => {
      const width = area.width / area.smallest;
      const room = Math.max(1, Math.floor(area.height / (area.smallest * LINE_HEIGHT)));
      const kept = wrapWords(text, width).slice(0, room);
      let last = kept[room - 1] ?? '';
      while (last && textWidth(`${last}…`) > width) last = [...last].slice(0, -1).join('');
      kept[kept.length - 1] = `${last}…`;
      return { lines: kept, size: area.smallest, fits: false };
    };
    const words = [
      'Rivera',
      'iii',
      'WWWWWWWWWWWWWWWWWWWWWWWWWW',
      '😀😀',
      'a',
      'l'.repeat(90),
      'Grandma',
      'x'.repeat(300),
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (const area of [PREVIEW_AREA, printArea([227, 305, 146, 29]), printArea([212, 243, 72, 83])]) {
      for (let run = 0; run < 40; run += 1) {
        const parts: string[] = [];
        while (parts.join(' ').length < 2600) parts.push(words[next() % words.length]!);
        const text = parts.join(next() % 2 ? ' ' : ' \n  ');
        expect(previewLayout(text, area), text.slice(0, 40)).toEqual(reference(text, area));
      }
    }
  });

  it('lays out a whole file read as one name (half a million characters) as quickly as a name', () => {
    // a roster's CSV of one 900 KB line became one row's name: wrapping all of it at each of 26 sizes took minutes,
    // and the product page stopped answering
    for (const text of ['A'.repeat(500_000), 'Team '.repeat(100_000), '😀'.repeat(500_000)]) {
      const started = performance.now();
      const layout = previewLayout(text);
      expect(performance.now() - started, text.slice(0, 10)).toBeLessThan(1000);
      expect(layout.fits).toBe(false);
      expect(fits(layout)).toBe(true);
      expect(layout.lines.at(-1)?.endsWith('…')).toBe(true);
    }
  });
});

describe('previewBox', () => {
  const inside = (b: { x: number; y: number; width: number; height: number }) =>
    b.x - b.width / 2 >= 0 && b.x + b.width / 2 <= 400 && b.y - b.height / 2 >= 0 && b.y + b.height / 2 <= 400;

  it('is the room the photo leaves for the text, no larger (600-unit image → 400-unit preview)', () => {
    // a mug's clear band: x 200–390, y 356–440 in the image
    const mug = previewBox([200, 356, 190, 84]);
    expect(mug.x).toBeCloseTo((200 + 95) * (2 / 3));
    expect(mug.y).toBeCloseTo((356 + 42) * (2 / 3));
    expect(mug.width).toBeCloseTo(190 * (2 / 3));
    expect(mug.height).toBeCloseTo(84 * (2 / 3));
    // a keychain's tag is small, and so is its preview: nothing is drawn on the background
    const keychain = previewBox([235, 445, 130, 45]);
    expect([keychain.width, keychain.height].map(Math.round)).toEqual([87, 30]);
  });

  it('stays inside the image at the edges', () => {
    for (const area of [
      [0, 0, 20, 20],
      [580, 580, 20, 20],
      [0, 560, 600, 40],
      [0, 0, 600, 600],
    ] as const)
      expect(inside(previewBox(area)), String(area)).toBe(true);
  });

  it('falls back to a band low on the image without a text area', () => {
    expect(previewBox(null)).toEqual({ x: 200, y: 272, width: 300, height: 120 });
  });
});
