import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT, PREVIEW_AREA, previewLayout, wrapWords } from './previewLines';

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
