import { describe, expect, it } from 'vitest';
import { cleanText, textLength } from './shopperText';

describe('cleanText and textLength', () => {
  it('clean one line as public.clean_text does and count as char_length does', () => {
    expect(cleanText('  Ada\u00a0\u00a0 Lee\u200b\u202e\u0007 ')).toBe('Ada Lee');
    expect(textLength('🎄')).toBe(1);
    expect('🎄'.length).toBe(2);
    expect(textLength(`${'x'.repeat(19)}🎄`)).toBe(20);
    // a zero-width joiner is removed (as clean_text removes it): the family's three people are counted
    expect(textLength('👨\u200d👩\u200d👧')).toBe(3);
    expect(textLength(' \t\n ')).toBe(0);
  });
});
