import { describe, expect, it } from 'vitest';
import { customizationLines } from './customizationLines';

describe('customizationLines', () => {
  it('labels the options for people: groups first, then lettering and text colour, never internal keys', () => {
    expect(
      customizationLines({
        personalizationText: 'ELR',
        textColor: 'Navy',
        font: 'Classic Serif',
        Style: 'Keepsake',
        Colour: 'Blush Pink',
        Design: 'Classic Monogram',
      }),
    ).toEqual([
      { label: 'Style', value: 'Keepsake' },
      { label: 'Colour', value: 'Blush Pink' },
      { label: 'Design', value: 'Classic Monogram' },
      { label: 'Lettering', value: 'Classic Serif' },
      { label: 'Text colour', value: 'Navy' },
    ]);
  });

  it('leaves out blanks and anything that is not text, and bounds what it shows', () => {
    const lines = customizationLines({
      Size: '  ',
      Printing: undefined,
      Nested: { a: 1 } as unknown as string,
      ['k'.repeat(100)]: 'v'.repeat(500),
    });
    expect(lines).toEqual([{ label: 'k'.repeat(60), value: 'v'.repeat(200) }]);
  });

  it('keeps hostile text as text', () => {
    expect(customizationLines({ Style: '<img src=x onerror=alert(1)>' })).toEqual([
      { label: 'Style', value: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
