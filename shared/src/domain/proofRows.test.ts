import { describe, expect, it } from 'vitest';
import { toOrderLine } from './orderRows';
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
    expect(proof.lines[0]!.options.flat()).toEqual(expect.arrayContaining(['Color', 'Lettering', 'Text color']));
    expect(proof.lines[0]!.options.flat()).not.toContain('font');
    expect(proof.lines[0]!.options.flat()).not.toContain('textColor');
    expect(proof.lines[0]!.options.flat()).not.toContain('Colour');
  });

  it('lists a line’s choices in the one order every page lists them (customizationLines): Size second', () => {
    const answer = line({ options: { textColor: 'Charcoal', font: 'Classic Serif', Colour: 'White', Style: 'Adult' } });
    const [read] = toOrderProof({ lines: [answer], fingerprint: 'ab12' }).lines;
    expect(read!.options).toEqual([
      ['Style', 'Adult'],
      ['Size', 'M'],
      ['Color', 'White'],
      ['Design', 'Custom Name Script'],
      ['Lettering', 'Classic Serif'],
      ['Text color', 'Charcoal'],
    ]);
    // the order page's reading of the same line: the same labels in the same order
    const orderLine = toOrderLine({
      product_name: 'Personalized T-Shirt',
      variant_name: 'Adult · White',
      variant_sku: 'TEE-A-W',
      personalization_text: 'Alex',
      options: { ...answer.options, Design: 'Custom Name Script' },
      size: 'M',
      quantity: 2,
      unit_price: 20,
      line_total: 40,
    });
    expect(read!.options).toEqual(orderLine.options.map((o) => [o.label, o.value]));
  });

  it('names the design as the server reads it, once, and the size once, whatever the stored options say', () => {
    const [read] = toOrderProof({
      lines: [line({ options: { design: 'Old Name', Size: 'XL', Style: 'Adult' }, size: ' M ' })],
      fingerprint: 'ab12',
    }).lines;
    expect(read!.options).toEqual([
      ['Style', 'Adult'],
      ['Size', 'M'],
      ['Design', 'Custom Name Script'],
    ]);
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
    expect(read!.options).toEqual([
      ['Style', 'Large'],
      ['Design', 'Custom Name Script'],
    ]);
    const [bare] = toOrderProof({
      lines: [line({ options: null, size: null, design_name: null })],
      fingerprint: 'x',
    }).lines;
    expect(bare!.options).toEqual([]);
  });
});
