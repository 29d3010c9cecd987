import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT, PREVIEW_AREA, previewBox, previewLayout, wrapWords } from './previewLines';

/** What the layout promises: every line within the width, all lines within the height. */
function fits({ lines, size }: { lines: string[]; size: number }, area = PREVIEW_AREA) {
  return (
    lines.every((l) => l.length * size * area.charWidth <= area.width) &&
    lines.length * size * LINE_HEIGHT <= area.height
  );
}

describe('wrapWords', () => {
  it('wraps words and splits a word longer than a line', () => {
    expect(wrapWords('Happy birthday Grandma', 14)).toEqual(['Happy birthday', 'Grandma']);
    expect(wrapWords('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapWords('  a \n  b  ', 14)).toEqual(['a b']);
  });
});

describe('previewLayout', () => {
  it('sets a short name large, on one line', () => {
    expect(previewLayout('Emma')).toEqual({ lines: ['Emma'], size: 32 });
    expect(previewLayout('   ')).toEqual({ lines: [], size: 32 });
  });

  it('shrinks and wraps a long message so that all of it stays inside the area', () => {
    const message = 'Happy birthday to the best grandma in the world, with love from all of us, every single year';
    const layout = previewLayout(message);
    expect(fits(layout)).toBe(true);
    expect(layout.lines.join(' ')).toBe(message);
    expect(layout.size).toBeLessThan(32);
  });

  it('keeps 100 characters of anything inside the area: one long word, capitals, emoji, markup', () => {
    const capitals = { ...PREVIEW_AREA, charWidth: 0.72 };
    for (const text of [
      'W'.repeat(100),
      'WORD '.repeat(20),
      '😀'.repeat(50),
      '<img src=x onerror=alert(1)>'.repeat(3),
    ]) {
      expect(fits(previewLayout(text)), text).toBe(true);
      expect(fits(previewLayout(text, capitals), capitals), text).toBe(true);
    }
  });

  it('ends with "…" rather than run off the area when even the smallest size cannot hold the text', () => {
    const layout = previewLayout('word '.repeat(200));
    expect(fits(layout)).toBe(true);
    expect(layout.lines.at(-1)?.endsWith('…')).toBe(true);
  });
});

describe('previewBox', () => {
  const inside = (b: { x: number; y: number; width: number; height: number }) =>
    b.x - b.width / 2 >= 0 && b.x + b.width / 2 <= 400 && b.y - b.height / 2 >= 0 && b.y + b.height / 2 <= 400;

  it('centres the text on the room the photo leaves for it (600-unit image → 400-unit preview)', () => {
    // a mug's clear band: x 200–390, y 356–440 in the image
    const mug = previewBox([200, 356, 190, 84]);
    expect(mug.x).toBeCloseTo((200 + 95) * (2 / 3));
    expect(mug.y).toBeCloseTo((356 + 42) * (2 / 3));
    expect([mug.width, mug.height]).toEqual([200, 80]);
  });

  it('keeps a legible minimum on small products, and stays inside the image at the edges', () => {
    const keychain = previewBox([235, 445, 130, 45]);
    expect([keychain.width, keychain.height]).toEqual([200, 80]);
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
