import { describe, expect, it } from 'vitest';
import { customizationLines } from './customizationLines';

describe('customizationLines', () => {
  it('labels the options for people in a reading order, never internal keys', () => {
    // JSONB stores keys shortest first: the order a line comes back in is not the product page's
    expect(
      customizationLines({
        font: 'Classic Serif',
        Color: 'Blush Pink',
        Style: 'Keepsake',
        Design: 'Classic Monogram',
        Printing: 'Double-Sided',
        textColor: 'Navy',
        personalizationText: 'ELR',
      }),
    ).toEqual([
      { label: 'Style', value: 'Keepsake', kind: 'option' },
      { label: 'Printing', value: 'Double-Sided', kind: 'option' },
      { label: 'Color', value: 'Blush Pink', kind: 'option' },
      { label: 'Design', value: 'Classic Monogram', kind: 'option' },
      { label: 'Lettering', value: 'Classic Serif', kind: 'text' },
      { label: 'Text color', value: 'Navy', kind: 'text' },
    ]);
  });

  it('keeps options it does not know, in their own order', () => {
    expect(customizationLines({ Finish: 'Matte', Engraving: 'Deep' }).map((l) => l.label)).toEqual([
      'Finish',
      'Engraving',
    ]);
  });

  it('gives each option one label, however an older line spelled its key (issue 33, item 7)', () => {
    // one order of issue 33 read "Colour: Navy" on one line and "Color: Maple" on the next
    const read = (options: Record<string, string>) => customizationLines(options).map((l) => `${l.label}: ${l.value}`);
    expect(read({ Colour: 'Navy' })).toEqual(['Color: Navy']);
    expect(read({ 'Color Options': 'Maple' })).toEqual(['Color: Maple']);
    expect(read({ Material: 'Walnut' })).toEqual(['Color: Walnut']);
    expect(
      read({ 'Style Options': '15 oz Large', 'Printing Options': 'Wrap-Around', 'Design Options': 'Paw Prints' }),
    ).toEqual(['Style: 15 oz Large', 'Printing: Wrap-Around', 'Design: Paw Prints']);
    // a line that somehow holds two spellings shows one Color
    expect(read({ Colour: 'Navy', Color: 'Navy' })).toEqual(['Color: Navy']);
    expect(read({ textColor: 'Gold', font: 'Modern Sans' })).toEqual(['Lettering: Modern Sans', 'Text color: Gold']);
  });

  it('leaves out blanks and anything that is not text, and bounds what it shows', () => {
    const lines = customizationLines({
      Size: '  ',
      Printing: undefined,
      Nested: { a: 1 } as unknown as string,
      ['k'.repeat(100)]: 'v'.repeat(500),
    });
    expect(lines).toEqual([{ label: 'k'.repeat(60), value: 'v'.repeat(200), kind: 'option' }]);
  });

  it('keeps hostile text as text', () => {
    expect(customizationLines({ Style: '<img src=x onerror=alert(1)>' })).toEqual([
      { label: 'Style', value: '<img src=x onerror=alert(1)>', kind: 'option' },
    ]);
  });
});
