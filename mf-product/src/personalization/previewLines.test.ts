import { describe, expect, it } from 'vitest';
import { previewFontSize, previewLines } from './previewLines';

describe('previewLines', () => {
  it('keeps short text on one line and collapses spaces', () => {
    expect(previewLines('  Grandma   Rose ')).toEqual(['Grandma Rose']);
    expect(previewLines('   ')).toEqual([]);
  });

  it('wraps words at the line width', () => {
    expect(previewLines('Happy 40th birthday dear Sam', 16)).toEqual(['Happy 40th', 'birthday dear', 'Sam']);
  });

  it('splits a word longer than a line', () => {
    expect(previewLines('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('never gives more than the maximum number of lines', () => {
    const lines = previewLines('one two three four five six seven eight nine ten', 5, 3);
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten');
  });

  it('keeps hostile text as it is', () => {
    expect(previewLines('<img src=x onerror=alert(1)>', 40)).toEqual(['<img src=x onerror=alert(1)>']);
  });
});

describe('previewFontSize', () => {
  it('shrinks for longer lines and for more lines, within bounds', () => {
    expect(previewFontSize(['Sam'])).toBe(32);
    expect(previewFontSize(['sixteen letters!'])).toBeLessThan(32);
    expect(previewFontSize(['a', 'b', 'c', 'd'])).toBeLessThan(previewFontSize(['a']));
    expect(previewFontSize(['x'.repeat(500)])).toBe(12);
  });
});
