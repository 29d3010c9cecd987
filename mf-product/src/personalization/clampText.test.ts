import { describe, expect, it } from 'vitest';
import { clampText } from './clampText';

describe('clampText', () => {
  it('leaves short text alone and cuts long text at the limit', () => {
    expect(clampText('Sam', 100)).toBe('Sam');
    expect(clampText('x'.repeat(130), 100)).toHaveLength(100);
  });

  it('never leaves half an emoji', () => {
    const text = `${'a'.repeat(99)}😀`;
    expect(clampText(text, 100)).toBe('a'.repeat(99));
    expect(clampText('😀😀', 4)).toBe('😀😀');
  });
});
