import { describe, expect, it } from 'vitest';
import { cleanText, textLength } from './shopperText';

describe('cleanText and textLength', () => {
  it('clean one line as public.clean_text does and count as char_length does', () => {
    expect(cleanText('  Ada\u00a0\u00a0 Lee\u200b\u202e\u0007 ')).toBe('Ada Lee');
    expect(textLength('🎄')).toBe(1);
    expect('🎄'.length).toBe(2);
    expect(textLength(`${'x'.repeat(19)}🎄`)).toBe(20);
    // a family's joiners join (kept, as clean_text keeps them): three people and two joiners, as char_length counts
    expect(textLength('👨\u200d👩\u200d👧')).toBe(5);
    // a joiner inside Latin letters joins nothing (removed, as clean_text removes it)
    expect(cleanText('mu\u200dg')).toBe('mug');
    expect(textLength(' \t\n ')).toBe(0);
  });
});
