import { describe, expect, it } from 'vitest';
import { toOrderProof } from './proofRows';
import type { ProofLineAnswer } from './jsonAnswers';

/** One line of order_proof's answer, as the function builds it (20250609002000_guest_checkout.sql). */
const line = (over: Partial<ProofLineAnswer> = {}): ProofLineAnswer => ({
  line_no: 1,
  product_name: 'Personalized T-Shirt',
  variant_name: 'Adult · White',
  design_code: 'name-script',
  design_name: 'Custom Name Script',
  text: 'Alex',
  options: {
    Style: 'Adult',
    Colour: 'White',
    Design: 'Custom Name Script',
    font: 'Classic Serif',
    textColor: 'Charcoal',
  },
  size: 'M',
  quantity: 2,
  ...over,
});

describe('toOrderProof', () => {
  it('labels the options in the shop’s words, as the drawer and order page do: Lettering, Text color, Color', () => {
    const proof = toOrderProof({ lines: [line()], fingerprint: 'ab12' });
    expect(proof.lines[0]!.options).toEqual([
      ['Style', 'Adult'],
      ['Color', 'White'],
      ['Lettering', 'Classic Serif'],
      ['Text color', 'Charcoal'],
    ]);
    expect(proof.lines[0]!.options.flat()).not.toContain('font');
    expect(proof.lines[0]!.options.flat()).not.toContain('textColor');
  });

  it('keeps the design and the size out of the options (they have their own rows)', () => {
    const [read] = toOrderProof({ lines: [line()], fingerprint: 'ab12' }).lines;
    expect(read!.designName).toBe('Custom Name Script');
    expect(read!.size).toBe('M');
    expect(read!.options.map(([label]) => label)).not.toContain('Design');
  });

  it('reads the text, quantity and fingerprint exactly as answered', () => {
    const proof = toOrderProof({ lines: [line({ text: '  Ada\nLovelace ' })], fingerprint: 'ab12' });
    expect(proof.fingerprint).toBe('ab12');
    expect(proof.lines[0]).toMatchObject({ lineNo: 1, text: '  Ada\nLovelace ', quantity: 2 });
  });

  it('answers an empty proof for no answer, no lines, and leaves out blank options', () => {
    expect(toOrderProof(null)).toEqual({ lines: [], fingerprint: null });
    expect(toOrderProof({ lines: null, fingerprint: null })).toEqual({ lines: [], fingerprint: null });
    const [read] = toOrderProof({
      lines: [line({ options: { font: '', textColor: null, Style: 'Large' }, size: '' })],
      fingerprint: 'x',
    }).lines;
    expect(read!.options).toEqual([['Style', 'Large']]);
    expect(read!.size).toBeNull();
  });
});
